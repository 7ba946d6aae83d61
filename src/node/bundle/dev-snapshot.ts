import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ENGINE_SCHEMA_DIR, siteCacheName } from '../util/paths.ts'
import { codeFingerprint } from '../util/code-fingerprint.ts'
import { filesUnder, stampOf, writeWhole } from '../util/files.ts'
import { hashOf, lastRead, sweep } from '../content/file-cache.ts'

/**
 * What a dev server showed of a site, kept for its next start (`.cache/dev`): the `virtual:site` modules and the pages
 * it served (their `<html lang>`, data, and the page as the server renderer drew it, which a restart shows while the
 * app's code loads), made by a whole load of the site that found no error. A restart on a site
 * whose files are all as they were with the same engine (its code, schemas and lockfile) serves its first page from it
 * at once, and loads and checks the whole site once the server is idle (vite-plugin.ts). A file is as it was when it
 * has the same size, time of change and inode, or else the same bytes (a file saved or checked out again unchanged):
 * each YAML file by the bytes the load read (content/file-cache.ts: its hash, and its stamp taken before reading), so
 * an edit made while the load ran, or just before the server stopped, is never taken for what the snapshot shows. Any
 * file changed, added or removed, another engine, or a publishing time passed makes it unused.
 */
export interface DevSnapshot {
  /** The text of `virtual:site` and of `virtual:site/fonts`. */
  manifest: string
  fonts: string
  /** By route: the attributes of the page's `<html>` (`lang="en"`, `lang="ar" dir="rtl"`). */
  html: Record<string, string>
  /** By data address (`/_data/…`): the page's data as the dev server served it. */
  data: Record<string, string>
  /**
   * By route: the page as the server renderer drew it from that data, shown at once by a restart while the app's
   * code loads (vite-plugin.ts). Kept only for the app's code it was drawn with (`appFingerprint`): none when it changed.
   */
  pages: Record<string, DevPage>
}

/** A page drawn by the server renderer: its critical styles (`<style>` tags) and the HTML of `#root`. */
export interface DevPage {
  styles: string
  html: string
}

/** What else the outputs depend on besides the files and the engine: the dev server's options and working folder. */
export interface SnapshotContext {
  siteDir: string
  cwd: string
  drafts: string
  /** The schema folder (tests pass another); the engine's own unless given. */
  schemaDir?: string
}

interface SnapshotFile extends DevSnapshot {
  key: string
  /** The app's code the pages were drawn with (`appFingerprint`). */
  pagesKey: string
  /** Every file of the site folder: its stamp (size, time of change, inode) and, for a file the load read, its hash. */
  files: Record<string, { stamp: string; hash?: string }>
  /** When a page's publishing time is reached the outputs differ: not used from then on (ms since the epoch). */
  validUntil?: number
}

/** The form of a snapshot file: another makes every kept one unused. */
const VERSION = 3

/** The snapshot file of a site folder in a cache folder. */
export function snapshotFile(cacheDir: string, siteDir: string): string {
  return join(resolve(cacheDir), `snapshot-${siteCacheName(siteDir)}.json`)
}

/** The engine's files that make what a dev server shows (not its READMEs). */
const CODE = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json']

/**
 * The engine the outputs come from: the whole Node side and what it shares with the browser (src/node, src/shared,
 * src/generated), the schemas and the lockfile.
 */
function engineFingerprint(schemaDir: string): string {
  return codeFingerprint({
    folders: ['src/node', 'src/shared', 'src/generated', schemaDir],
    files: ['package-lock.json'],
    endings: CODE,
  })
}

/** The code a page is drawn with: all of the app and the engine, the page template and the lockfile. */
export function appFingerprint(): string {
  return codeFingerprint({ folders: ['src'], files: ['index.html', 'package-lock.json'], endings: CODE })
}

/** Every file of the site folder (absolute paths). */
function siteFiles(siteDir: string): string[] {
  const dir = resolve(siteDir)
  return filesUnder(dir).map((name) => join(dir, name))
}

/**
 * The site's files as a load made the outputs from them: the stamp and hash of what this process read of each YAML
 * file, and the stamp of any other file (an asset, which the load lists and whose bytes it reads at most for facts
 * such as a PDF's page count).
 */
function filesAsRead(siteDir: string): SnapshotFile['files'] {
  const files: SnapshotFile['files'] = {}
  for (const path of siteFiles(siteDir)) {
    const read = lastRead(path)
    const stamp = read?.stamp ?? stampOf(path)
    if (stamp) files[path] = read ? { stamp, hash: read.hash } : { stamp }
  }
  return files
}

/** Whether the site's files are those `files` lists, each with its stamp or, failing that, its bytes. */
function sameFiles(siteDir: string, files: SnapshotFile['files']): boolean {
  const now = siteFiles(siteDir)
  if (now.length !== Object.keys(files).length) return false
  return now.every((path) => {
    const kept = Object.hasOwn(files, path) ? files[path] : undefined
    if (!kept || typeof kept.stamp !== 'string') return false
    if (stampOf(path) === kept.stamp) return true
    return typeof kept.hash === 'string' && hashOf(readFileSync(path)) === kept.hash
  })
}

function keyOf(context: SnapshotContext): string {
  const schemaDir = resolve(context.schemaDir ?? ENGINE_SCHEMA_DIR)
  return createHash('sha256')
    .update(`v${VERSION}\n`)
    .update(engineFingerprint(schemaDir))
    .update(JSON.stringify([resolve(context.siteDir), context.cwd, context.drafts, schemaDir]))
    .digest('hex')
}

/**
 * The snapshot of the site as its files are now, or undefined: none kept, kept for other files or another engine, its
 * time passed, or not readable (a cache that cannot be read is no cache).
 */
export function readSnapshot(file: string, context: SnapshotContext, now = Date.now()): DevSnapshot | undefined {
  try {
    if (!existsSync(file) || !existsSync(context.siteDir)) return undefined
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<SnapshotFile>
    if (typeof kept !== 'object' || kept === null || kept.key !== keyOf(context)) return undefined
    if (kept.validUntil !== undefined && !(now < kept.validUntil)) return undefined
    if (typeof kept.files !== 'object' || kept.files === null || !sameFiles(context.siteDir, kept.files))
      return undefined
    const { manifest, fonts, html, data } = kept
    if (typeof manifest !== 'string' || typeof fonts !== 'string' || !isTexts(html) || !isTexts(data)) return undefined
    return { manifest, fonts, html, data, pages: kept.pagesKey === appFingerprint() ? pagesIn(kept.pages) : {} }
  } catch {
    return undefined
  }
}

/** The drawn pages of a snapshot file that are whole (each with its styles and HTML). */
function pagesIn(value: unknown): Record<string, DevPage> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(([, page]) => typeof page?.styles === 'string' && typeof page?.html === 'string'),
  ) as Record<string, DevPage>
}

function isTexts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  )
}

/**
 * Keeps a snapshot made from the last load of the site's files (each YAML file as this process last read it). Written aside
 * then renamed, never half of one; the snapshots of site folders that are gone are removed (tests and benchmarks use
 * temporary folders). A snapshot that cannot be written costs the next start its time, nothing else.
 */
export function writeSnapshot(file: string, context: SnapshotContext, snapshot: DevSnapshot, validUntil?: Date): void {
  try {
    const body: SnapshotFile = {
      key: keyOf(context),
      pagesKey: appFingerprint(),
      files: filesAsRead(context.siteDir),
      ...(validUntil ? { validUntil: validUntil.getTime() } : {}),
      ...snapshot,
    }
    writeWhole(file, JSON.stringify(body))
    sweep(resolve(file, '..'), context.siteDir, file)
  } catch {
    // A read-only folder or a full disk: the next start loads the whole site first, as without a snapshot.
  }
}
