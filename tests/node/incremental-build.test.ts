import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize } from 'node:v8'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite, type BuildResult } from '../../src/node/build.ts'
import { runBuildCommand } from '../helpers/node-start.ts'
import { MINIMAL_SITE } from '../helpers/fixture-site.ts'
import { contentCacheFile } from '../../src/node/content/file-cache.ts'
import { searchIndexCacheDir } from '../../src/node/render/page-cache.ts'

// Incremental builds (issue 29): a second `npm run build` into the same folder reuses what did not change — the
// bundles when no code did, the files of every page whose inputs did not, the search index when no page gives
// Pagefind anything new — and its output is the output of a cold build of the same content, byte for byte. The
// content change ripples: a case study's title is shown on three list pages and on its own page, and on no other. The
// last build's folder is updated, not written again: a removed page's files, and any file no build wrote, are gone.
const root = join(import.meta.dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-incremental-'))
const siteDir = join(work, 'site')
const outDir = join(work, 'dist')
const buildTime = new Date('2026-11-26T12:00:00Z')

/** A page that lists every case study, with its title on each card. */
const listPage = (name: string) => `title: ${name} | Example Co
description: Our work, as listed on ${name}.
blocks:
  - type: case-study-grid
    collection: case-studies
    title: ${name}
    filter:
      label: Filter case studies by category
      allLabel: All Categories
    linkLabel: View Case Study
`

/** A page with the search box: the build writes a search index of every published page. */
const searchPage = `title: Search | Example Co
description: Search every page.
blocks:
  - type: search
    id: search
    label: Search the site
    placeholder: Try a word
    countLabel: "{count} pages found for “{query}”"
    countOneLabel: "1 page found for “{query}”"
    emptyText: No page matches “{query}”.
    loadingText: Searching…
    errorText: Search is not available right now.
`

/** Every file of a build's folder with its bytes, by its path in the folder. */
function tree(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(join(dir, name)).isFile())
      .sort()
      .map((name) => [name, readFileSync(join(dir, name))]),
  )
}

/** The files of two build folders that differ (or one lacks), with nginx.conf's `root` (each folder's path) aside. */
function differences(one: string, two: string): string[] {
  const a = tree(one)
  const b = tree(two)
  const normal = (name: string, bytes: Buffer | undefined, dir: string) =>
    name === 'nginx.conf' ? bytes?.toString().replace(dir, '<root>') : bytes?.toString('base64')
  return [...new Set([...a.keys(), ...b.keys()])].filter(
    (name) => normal(name, a.get(name), one) !== normal(name, b.get(name), two),
  )
}

const build = (out: string, cache = true) => buildSite({ root, siteDir, outDir: out, log: false, buildTime, cache })

/** How many files the content cache holds for the site (content/file-cache.ts), as the last build wrote it. */
const keptContent = () => {
  const file = contentCacheFile(join(root, '.cache', 'content'), siteDir)
  return Object.keys((deserialize(readFileSync(file)) as { files: object }).files).length
}

let cold: BuildResult
let keptAfterCold: number
let unchanged: { stdout: string; status: number | null }
let before: Map<string, Buffer>

beforeAll(async () => {
  cpSync(MINIMAL_SITE, siteDir, { recursive: true })
  for (const name of ['our-work', 'clients', 'results'])
    writeFileSync(join(siteDir, 'pages', `${name}.yaml`), listPage(name))
  writeFileSync(join(siteDir, 'pages', 'search.yaml'), searchPage)
  cold = await build(outDir)
  keptAfterCold = keptContent()
  before = tree(outDir)
  // The same build again, from the command line: a new process, so what is reused was kept on disk.
  unchanged = runBuildCommand(['--site', siteDir, '--out', outDir, '--build-time', buildTime.toISOString()])
}, 240000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('the cold build keeps what checking each content file found, for the next build (written once its pages are)', () => {
  const yamlFiles = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'))
  expect(keptAfterCold).toBe(yamlFiles.length)
})

test('a build with nothing changed, in a new process, renders no page, reuses the bundles and writes the same files', () => {
  expect(cold.rendered.length).toBe(cold.routes.length + cold.notFound.length)
  expect(unchanged.status).toBe(0)
  expect(unchanged.stdout).toContain('✔ bundles unchanged: taken from the last build')
  expect(unchanged.stdout).toMatch(/✔ search index of \d+ pages unchanged: taken from the last build/)
  expect(unchanged.stdout).toMatch(
    new RegExp(
      `prerendered ${cold.routes.length} pages and ${cold.notFound.length} not-found pages \\(${cold.routes.length + cold.notFound.length} unchanged, copied from the last build\\)`,
    ),
  )
  expect(differences(outDir, outDir).length).toBe(0)
  const after = tree(outDir)
  expect([...after.keys()]).toEqual([...before.keys()])
  expect([...after].filter(([name, bytes]) => !bytes.equals(before.get(name)!)).map(([name]) => name)).toEqual([])
})

describe('after a case study is renamed', () => {
  let incremental: BuildResult
  beforeAll(async () => {
    const file = join(siteDir, 'collections/case-studies/acme-bank.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Acme Bank\n', 'title: Acme Bank Group\n'))
    incremental = await build(outDir)
    await build(join(work, 'cold'), false)
  }, 240000)

  test('the rebuild renders exactly the pages that show the title: the three lists and its own page', () => {
    expect(incremental.bundlesReused).toBe(true)
    expect([...incremental.rendered].sort()).toEqual([
      'case-studies/acme-bank/index.html',
      'clients/index.html',
      'our-work/index.html',
      'results/index.html',
    ])
    // Each of them shows the new title, and no page it did not render does (the cold build below agrees).
    for (const html of incremental.rendered)
      expect(readFileSync(join(outDir, html), 'utf8')).toContain('Acme Bank Group')
    const others = [...tree(outDir).keys()].filter(
      (name) => name.endsWith('.html') && !incremental.rendered.includes(name),
    )
    expect(others.length).toBeGreaterThan(3)
    for (const html of others) expect(readFileSync(join(outDir, html), 'utf8')).not.toContain('Acme Bank Group')
  })

  test('its output is byte for byte the output of a cold build of the edited site', () => {
    expect(differences(outDir, join(work, 'cold'))).toEqual([])
  })
})

describe('after a page title is edited (its <head>, not what the search index reads)', () => {
  let incremental: BuildResult
  let log: string[]
  beforeAll(async () => {
    const file = join(siteDir, 'pages/about.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: /m, 'title: Edited — '))
    log = []
    const print = console.log
    console.log = (...words: unknown[]) => log.push(words.join(' '))
    try {
      incremental = await buildSite({ root, siteDir, outDir, buildTime })
    } finally {
      console.log = print
    }
    await build(join(work, 'cold-title'), false)
  }, 240000)

  test('the rebuild renders the page and takes the search index from the last build', () => {
    expect(incremental.rendered).toEqual(['about/index.html'])
    // Other pages read a page's title (their menus, their lists): every page was compared with the last build's.
    expect(incremental.compared).toBe(cold.rendered.length)
    expect(readFileSync(join(outDir, 'about/index.html'), 'utf8')).toContain('<title>Edited — ')
    expect(log.some((line) => /✔ search index of \d+ pages unchanged: taken from the last build/.test(line))).toBe(true)
  })

  test('its output is byte for byte the output of a cold build of the edited site', () => {
    expect(differences(outDir, join(work, 'cold-title'))).toEqual([])
  })
})

describe("after a page's words are edited (what the search index reads)", () => {
  let incremental: BuildResult
  let next: { stdout: string; status: number | null }
  /** The index kept for the next build, and the build's folder: each file of the index with its inode in each. */
  let kept: Array<{ file: string; cache: number; built: number }>
  beforeAll(async () => {
    const file = join(siteDir, 'pages/about.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Why choose us', 'title: Why people choose us'))
    incremental = await build(outDir)
    const cache = searchIndexCacheDir(root, outDir)
    kept = (JSON.parse(readFileSync(join(cache, 'kept.json'), 'utf8')) as { files: string[] }).files.map((file) => ({
      file,
      cache: statSync(join(cache, 'files', file)).ino,
      built: statSync(join(outDir, '_search', file)).ino,
    }))
    next = runBuildCommand(['--site', siteDir, '--out', outDir, '--build-time', buildTime.toISOString()])
    await build(join(work, 'cold-words'), false)
  }, 240000)

  test('the rebuild renders the page and writes the search index again, which finds the new words', () => {
    expect(incremental.rendered).toEqual(['about/index.html'])
    // No other page reads a page's words: only the edited page was compared, the others taken as they were.
    expect(incremental.compared).toBe(1)
    const fragments = readdirSync(join(outDir, '_search', 'fragment'))
    expect(fragments.length).toBeGreaterThan(3)
    expect(kept.length).toBeGreaterThan(fragments.length)
  })

  test("the index kept for the next build is the build folder's own files, so the next build takes it unread", () => {
    // Most of the index's files are the same bytes as the last build's: the build's folder keeps those as they were,
    // and the kept index holds the very same files (one inode), not this build's copies of them.
    expect(kept.filter((entry) => entry.cache !== entry.built)).toEqual([])
    expect(next.status).toBe(0)
    expect(next.stdout).toMatch(/✔ search index of \d+ pages unchanged: taken from the last build/)
  })

  test('its output is byte for byte the output of a cold build of the edited site', () => {
    expect(differences(outDir, join(work, 'cold-words'))).toEqual([])
  })
})

describe("the site's assets", () => {
  const logo = 'assets/brand/logo.svg'
  let first: { inode: number; changed: number }
  beforeAll(async () => {
    // Built once more with nothing changed, then with the logo's bytes changed in place and its size kept.
    await build(outDir)
    const built = statSync(join(outDir, logo))
    first = { inode: built.ino, changed: built.mtimeMs }
    await build(outDir)
  }, 240000)

  test("are copied with their file's time of change, and a rebuild leaves an unchanged one as it is", () => {
    for (const name of readdirSync(join(siteDir, 'assets'), { recursive: true, encoding: 'utf8' })) {
      const source = statSync(join(siteDir, 'assets', name))
      if (source.isFile())
        expect(Math.abs(statSync(join(outDir, 'assets', name)).mtimeMs - source.mtimeMs), name).toBeLessThan(1)
    }
    const built = statSync(join(outDir, logo))
    expect({ inode: built.ino, changed: built.mtimeMs }).toEqual(first)
  })

  test('an asset whose bytes change, even to the same size, is copied again', async () => {
    const file = join(siteDir, logo)
    const old = readFileSync(file, 'utf8')
    const changed = old.replace('fill="#0369a1"', 'fill="#0369a2"')
    expect(changed.length).toBe(old.length)
    writeFileSync(file, changed)
    const rebuilt = await build(outDir)
    expect(readFileSync(join(outDir, logo), 'utf8')).toBe(changed)
    // A page may show an asset (its picture, a small image inlined): with one changed, every page is compared.
    expect(rebuilt.compared).toBe(rebuilt.routes.length + rebuilt.notFound.length)
    await build(join(work, 'cold-asset'), false)
    expect(differences(outDir, join(work, 'cold-asset'))).toEqual([])
  }, 240000)
})

describe('after a page is removed', () => {
  let incremental: BuildResult
  beforeAll(async () => {
    rmSync(join(siteDir, 'pages/results.yaml'))
    // A file no build wrote: the folder is the build's, and holds what the build makes.
    writeFileSync(join(outDir, 'stray.txt'), 'left here by hand')
    incremental = await build(outDir)
    await build(join(work, 'cold-removed'), false)
  }, 240000)

  test("the page's files are gone, and its folder, and the file no build wrote", () => {
    expect(incremental.routes).not.toContain('/results')
    for (const gone of ['results/index.html', 'results', '_data/results/index.json', '_data/results', 'stray.txt'])
      expect(existsSync(join(outDir, gone)), gone).toBe(false)
    // The list pages lost nothing else: the two others are still there.
    expect(existsSync(join(outDir, 'clients/index.html'))).toBe(true)
  })

  test('its output is byte for byte the output of a cold build of the edited site', () => {
    expect(differences(outDir, join(work, 'cold-removed'))).toEqual([])
  })
})

describe('after a case study is published by the clock, with no file changed', () => {
  // Scheduled for the day after the build time: the first build leaves it out, the second, a day later, has it.
  const later = new Date('2026-11-28T12:00:00Z')
  let scheduled: BuildResult
  let published: BuildResult
  beforeAll(async () => {
    const acme = readFileSync(join(siteDir, 'collections/case-studies/acme-bank.yaml'), 'utf8')
    writeFileSync(
      join(siteDir, 'collections/case-studies/globex.yaml'),
      `${acme.replace('title: Acme Bank Group\n', 'title: Globex Launch\npublishAt: 2026-11-27T09:00\n')}`,
    )
    scheduled = await build(outDir)
    published = await buildSite({ root, siteDir, outDir, log: false, buildTime: later })
    await buildSite({ root, siteDir, outDir: join(work, 'cold-published'), log: false, buildTime: later, cache: false })
  }, 240000)

  test('the later build compares every page and renders its page and the lists that show it', () => {
    expect(scheduled.routes).not.toContain('/case-studies/globex')
    expect(published.routes).toContain('/case-studies/globex')
    expect(published.compared).toBe(published.routes.length + published.notFound.length)
    expect(published.rendered).toEqual(expect.arrayContaining(['case-studies/globex/index.html', 'clients/index.html']))
    for (const html of ['our-work/index.html', 'clients/index.html'])
      expect(readFileSync(join(outDir, html), 'utf8')).toContain('Globex Launch')
  })

  test('its output is byte for byte the output of a cold build at that moment', () => {
    expect(differences(outDir, join(work, 'cold-published'))).toEqual([])
  })
})
