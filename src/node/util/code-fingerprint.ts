import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { filesUnder, stampOf, writeWhole } from './files.ts'
import { CACHE, ENGINE_ROOT } from './paths.ts'

/**
 * A hash of files of the engine (its code, its schemas, the lockfile) that a cache keys what it keeps by: the content
 * cache (content/file-cache.ts), the kept bundles (bundle/bundle-cache.ts) and the dev server's snapshot
 * (bundle/dev-snapshot.ts). Made from the files' bytes only when one of them changed: each fingerprint is kept with
 * the stamps (size, time of change, inode) of the files it was made from, in this process and in
 * `.cache/fingerprints/` in the engine's folder. Hashing the bytes again at each start took 30 ms for the app's
 * code alone, on the path to a restarted dev server's first page.
 */
export interface CodeFiles {
  /** Folders whose files are taken, relative to the engine's folder or absolute. */
  folders: string[]
  /** Single files, likewise; one that does not exist is left out. */
  files: string[]
  /** Only the files of the folders whose names end so (all, if not given). */
  endings?: string[]
}

interface Kept {
  /** A hash of the paths and stamps of the files. */
  stamps: string
  fingerprint: string
}

/** A folder of one file per set of files (`<hash of what they are>.json`): two processes never write each other's. */
const FOLDER = join(ENGINE_ROOT, CACHE, 'fingerprints')
const VERSION = 1
/** The most fingerprints kept on disk: the newest (tests make them of folders that are gone the next minute). */
const KEPT_ON_DISK = 64

const inMemory = new Map<string, Kept>()

/** The fingerprint of the files `code` names, as they are now. */
export function codeFingerprint(code: CodeFiles): string {
  const id = JSON.stringify([VERSION, code.folders, code.files, code.endings ?? null])
  const paths = pathsOf(code)
  const stamps = createHash('sha1')
  for (const path of paths) stamps.update(`${path}\0${stampOf(path) ?? ''}\n`)
  const now = stamps.digest('hex')
  const file = join(FOLDER, `${createHash('sha1').update(id).digest('hex').slice(0, 20)}.json`)
  const known = inMemory.get(id) ?? keptIn(file, id)
  if (known?.stamps === now) {
    inMemory.set(id, known)
    return known.fingerprint
  }
  const hash = createHash('sha256')
  for (const path of paths)
    hash
      .update(`${relative(ENGINE_ROOT, path)}\n`)
      .update(readFileSync(path))
      .update('\0')
  const made = { stamps: now, fingerprint: hash.digest('hex') }
  inMemory.set(id, made)
  keep(file, id, made)
  return made.fingerprint
}

/** The files, in a fixed order: each folder's (sorted), then the single files. */
function pathsOf({ folders, files, endings }: CodeFiles): string[] {
  const keep = endings ? (name: string) => endings.some((ending) => name.endsWith(ending)) : undefined
  return [
    ...folders.flatMap((folder) => {
      const dir = resolve(ENGINE_ROOT, folder)
      return filesUnder(dir, keep).map((name) => join(dir, name))
    }),
    ...files.map((file) => resolve(ENGINE_ROOT, file)).filter((path) => existsSync(path)),
  ]
}

/** The fingerprint kept on disk for these files, if one is (and is whole). */
function keptIn(file: string, id: string): Kept | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Kept> & { id?: string }
    return kept.id === id && typeof kept.stamps === 'string' && typeof kept.fingerprint === 'string'
      ? { stamps: kept.stamps, fingerprint: kept.fingerprint }
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps a fingerprint on disk for the next process, and leaves the newest KEPT_ON_DISK (one that cannot be kept is
 * made again, nothing else).
 */
function keep(file: string, id: string, made: Kept) {
  try {
    writeWhole(file, JSON.stringify({ id, ...made }))
    const names = readdirSync(FOLDER).filter((name) => name.endsWith('.json'))
    if (names.length <= KEPT_ON_DISK) return
    const byAge = names
      .map((name) => ({ name, at: statSync(join(FOLDER, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.at - a.at)
    for (const { name } of byAge.slice(KEPT_ON_DISK)) rmSync(join(FOLDER, name), { force: true })
  } catch {
    // A read-only folder or a full disk.
  }
}
