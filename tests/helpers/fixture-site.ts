import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { loadSite, type LoadedSite } from '../../src/node/load.ts'

/** The smallest valid site: every other fixture starts from a copy of it. */
export const MINIMAL_SITE = resolve(import.meta.dirname, '../fixtures/sites/minimal')
/** Bad-content fixtures: each folder holds files laid over a copy of the minimal site. */
export const BAD_FIXTURES = resolve(import.meta.dirname, '../fixtures/bad')
/** Content that builds but is warned about, laid over the minimal site the same way. */
export const WARNING_FIXTURES = resolve(import.meta.dirname, '../fixtures/warnings')

/** A site map page (the sitemap block) that lists every page, for fixtures about what is and is not published. */
export const SITE_MAP_PAGE = [
  'title: Site Map | Example Co',
  'description: Every page.',
  'blocks:',
  '  - type: sitemap',
  '    groups:',
  '      - title: Pages',
  '        routes: ["/", "/**"]',
  '',
].join('\n')

/** The minimal site's case study, retitled: the body of another case study for a fixture (draft, scheduled, …). */
export function caseStudyTitled(title: string): string {
  const acme = readFileSync(join(MINIMAL_SITE, 'collections/case-studies/acme-bank.yaml'), 'utf8')
  return acme.replace('title: Acme Bank', `title: ${title}`)
}

export interface FixtureSiteOptions {
  /** A folder under tests/fixtures/bad whose files replace or add to the minimal site's (its README.md is not copied). */
  bad?: string
  /** A folder under tests/fixtures/warnings, laid over the minimal site like `bad`. */
  warning?: string
  /** Extra files, by path relative to the site folder. */
  files?: Record<string, string | Uint8Array>
  /** Files of the minimal site to delete, by path relative to the site folder. */
  remove?: string[]
  /** Start from this site under tests/fixtures/sites instead of the minimal one (a fixture's BASE file says the same). */
  base?: string
}

export interface FixtureSite {
  /** The site folder in a temporary directory. */
  dir: string
  /**
   * Loads the site with paths in errors shown relative to the site folder (`pages/about.yaml`), as the production
   * build does (drafts and what is not published at `now` left out), or as the dev server shows it.
   */
  load(options?: { now?: Date; drafts?: 'leave-out' | 'show' }): LoadedSite
}

const created: string[] = []

function overlay(from: string, to: string): void {
  for (const rel of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    const source = join(from, rel)
    if (rel === 'README.md' || rel === 'BASE' || !statSync(source).isFile()) continue
    mkdirSync(dirname(join(to, rel)), { recursive: true })
    cpSync(source, join(to, rel))
  }
}

/** Copies the minimal site into a temporary folder and applies a bad (or warning) fixture, extra files and deletions. */
export function createFixtureSite(options: FixtureSiteOptions = {}): FixtureSite {
  const dir = join(mkdtempSync(join(tmpdir(), 'page-engine-site-')), 'site')
  created.push(dirname(dir))
  // A fixture may start from another site under tests/fixtures/sites, named in its BASE file (e.g. "languages").
  const chosen = [
    options.bad && join(BAD_FIXTURES, options.bad),
    options.warning && join(WARNING_FIXTURES, options.warning),
  ]
    .filter((folder): folder is string => Boolean(folder))
    .map((folder) => join(folder, 'BASE'))
    .find((file) => existsSync(file))
  const named = options.base ?? (chosen ? readFileSync(chosen, 'utf8').trim() : undefined)
  const base = named ? join(dirname(MINIMAL_SITE), named) : MINIMAL_SITE
  cpSync(base, dir, { recursive: true })
  for (const [folder, name] of [
    [BAD_FIXTURES, options.bad],
    [WARNING_FIXTURES, options.warning],
  ] as const) {
    if (name === undefined) continue
    const from = join(folder, name)
    if (!existsSync(from)) throw new Error(`no fixture named ${name} in ${folder}`)
    overlay(from, dir)
  }
  for (const [rel, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true })
    writeFileSync(join(dir, rel), content)
  }
  for (const rel of options.remove ?? []) rmSync(join(dir, rel), { force: true })
  return { dir, load: (options = {}) => loadSite({ siteDir: dir, cwd: dir, ...options }) }
}

/** Deletes every folder createFixtureSite made; call it from afterAll. */
export function removeFixtureSites(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
}
