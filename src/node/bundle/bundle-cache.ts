import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import type { Site } from '../model/site.ts'
import { CACHE_IN_USE_MS, cacheDir, ENGINE_ROOT, ENGINE_SCHEMA_DIR } from '../util/paths.ts'
import { filesUnder } from '../util/files.ts'
import { contentFingerprint } from '../content/file-cache.ts'
import { codeFingerprint } from '../util/code-fingerprint.ts'
import { fontsModule, manifestModule } from './virtual-modules.ts'

/**
 * The bundles of a build, kept for the next build (incremental builds): the browser's files, the server renderer,
 * the template and the bundler's manifest, under a key made of everything they are built from. That is the engine's
 * code and schemas (src/, schema/, index.html, tsconfig.json), the installed dependencies (package-lock.json), and what the site gives the
 * bundler: the text of its virtual modules (the client config, the web font's stylesheet import) and the font files.
 * A build whose key is kept copies the files instead of running Vite twice; an edit of a page's words changes none of
 * it. Each set is written to a temporary folder renamed into place, so builds running side by side (tests) never see
 * half of one; sets not used for a while are removed, the newest few kept.
 */

/** The folder a kept set of bundles lives in: `<root>/.cache/bundles/<key>/`. */
export function bundleCacheDir(root: string, key: string): string {
  return cacheDir(root, 'bundles', key)
}

/** The parts of a kept set of bundles. */
export const KEPT = {
  client: 'client',
  server: 'server',
  template: 'template.html',
  manifest: 'manifest.json',
} as const

/** How many sets are kept beyond those in use. */
const KEEP = 4

const codeKeys = new Map<string, string>()

/** A hash of the engine's code and dependencies: the same for every site this process builds. */
function codeKey(): string {
  let key = codeKeys.get(ENGINE_ROOT)
  if (!key) {
    // The schemas as the content stage fingerprints them (read once, through its reader).
    const hash = createHash('sha256').update(contentFingerprint(ENGINE_SCHEMA_DIR))
    hash.update(codeFingerprint({ folders: ['src'], files: ['index.html', 'tsconfig.json', 'package-lock.json'] }))
    key = hash.digest('hex')
    codeKeys.set(ENGINE_ROOT, key)
  }
  return key
}

/** How much of a key names the engine's code: the rest names what the site hands the bundler. */
const CODE_PART = 12

/**
 * The key of a site's bundles: the engine's code, then what the site hands the bundler, and the React build they are
 * made for (NODE_ENV): under Vitest (`test`) the JSX is compiled for React's development build, whose bundles a
 * production build must never take (its server renderer failed on the first page: React's production build has no
 * `jsxDEV`, and the browser's bundle would have gone out in development form).
 */
export function bundleKey(site: Site): string {
  const code = codeKey()
  const hash = createHash('sha256').update(code)
  hash.update(manifestModule(site)).update('\0').update(fontsModule(site)).update('\0').update(site.config.language)
  hash.update('\0').update(process.env.NODE_ENV ?? '')
  const faces = site.config.theme.fonts.faces
  // The stylesheet's folder holds the font files it names, which the bundler hashes into /_app.
  if (faces) {
    const folder = dirname(join(site.siteDir, faces))
    for (const name of filesUnder(folder)) hash.update(readFileSync(join(folder, name)))
  }
  return code.slice(0, CODE_PART) + hash.digest('hex').slice(0, 24 - CODE_PART)
}

/**
 * Whether a set of bundles built from the engine's code as it is now is kept, for whatever site. When none is, the
 * build's bundles cannot come from the cache (their key starts with the code's), so they are begun before the site is
 * checked (bundle.ts bundlesAhead).
 */
export function keptForCode(root: string): boolean {
  const prefix = codeKey().slice(0, CODE_PART)
  const parent = cacheDir(root, 'bundles')
  return existsSync(parent) && readdirSync(parent).some((name) => name.startsWith(prefix) && !name.includes('.tmp-'))
}

/** The kept set of bundles of a key, marked as just used, or undefined. */
export function keptBundles(root: string, key: string): string | undefined {
  const dir = bundleCacheDir(root, key)
  if (!existsSync(join(dir, KEPT.manifest))) return undefined
  const now = new Date()
  utimesSync(dir, now, now)
  return dir
}

/** Keeps a build's bundles under their key (the client's files as the bundler wrote them, before any page). */
export function keepBundles(
  root: string,
  key: string,
  parts: { clientDir: string; serverDir: string; template: string; manifest: string },
): void {
  const dir = bundleCacheDir(root, key)
  const temporary = `${dir}.tmp-${process.pid}-${Date.now()}`
  try {
    cpSync(parts.clientDir, join(temporary, KEPT.client), { recursive: true })
    cpSync(parts.serverDir, join(temporary, KEPT.server), { recursive: true })
    writeText(join(temporary, KEPT.template), parts.template)
    // Written last: a set is complete when its manifest is there (keptBundles).
    writeText(join(temporary, KEPT.manifest), parts.manifest)
    if (existsSync(dir)) rmSync(temporary, { recursive: true, force: true })
    else renameSync(temporary, dir)
  } catch {
    // A cache that cannot be written costs the next build its time, nothing else.
    rmSync(temporary, { recursive: true, force: true })
  }
  sweepBundles(root)
}

function writeText(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/**
 * Removes kept sets beyond the newest few, and temporary folders a stopped build left, never one used in the last
 * minutes.
 */
function sweepBundles(root: string): void {
  const parent = cacheDir(root, 'bundles')
  const sets = readdirSync(parent)
    .map((name) => ({ dir: join(parent, name), used: statSync(join(parent, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used)
  const kept = sets.filter((set) => !set.dir.includes('.tmp-')).slice(0, KEEP)
  for (const set of sets)
    if (!kept.includes(set) && Date.now() - set.used > CACHE_IN_USE_MS)
      rmSync(set.dir, { recursive: true, force: true })
}
