import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { filesUnder, writeWhole } from './files.ts'
import { CACHE, ENGINE_ROOT } from './paths.ts'

/**
 * A hash of files of the engine (its code, its schemas, the lockfile) that a cache keys what it keeps by: the content
 * cache (content/file-cache.ts), the kept bundles (bundle/bundle-cache.ts) and the dev server's snapshot
 * (bundle/dev-snapshot.ts). Made from the files' bytes only when one of them changed: each fingerprint is kept with
 * the stamps (size, time of change, inode) of the files it was made from, in this process and in
 * `.cache/fingerprints.json` in the engine's folder. Hashing the bytes again at each start took 30 ms for the app's
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

const FILE = join(ENGINE_ROOT, CACHE, 'fingerprints.json')
const VERSION = 1

const inMemory = new Map<string, Kept>()
let onDisk: Record<string, Kept> | undefined

/** The fingerprint of the files `code` names, as they are now. */
export function codeFingerprint(code: CodeFiles): string {
  const id = JSON.stringify([VERSION, code.folders, code.files, code.endings ?? null])
  const paths = pathsOf(code)
  const stamps = createHash('sha1')
  for (const path of paths) {
    const stat = statSync(path, { bigint: true })
    stamps.update(`${path}\0${stat.size}:${stat.mtimeNs}:${stat.ino}\n`)
  }
  const now = stamps.digest('hex')
  const known = inMemory.get(id) ?? keptOnDisk()[id]
  if (known?.stamps === now && typeof known.fingerprint === 'string') {
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
  keep(id, made)
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

function keptOnDisk(): Record<string, Kept> {
  if (!onDisk) {
    try {
      const read: unknown = JSON.parse(readFileSync(FILE, 'utf8'))
      onDisk = typeof read === 'object' && read !== null && !Array.isArray(read) ? (read as Record<string, Kept>) : {}
    } catch {
      onDisk = {}
    }
  }
  return onDisk
}

/** The most fingerprints kept on disk: the newest (tests make them of folders that are gone the next minute). */
const KEPT_ON_DISK = 32

/** Keeps a fingerprint on disk for the next process (a fingerprint that cannot be kept is made again, nothing else). */
function keep(id: string, made: Kept) {
  try {
    onDisk = undefined
    const kept = Object.entries(keptOnDisk()).filter(([other]) => other !== id)
    kept.push([id, made])
    onDisk = Object.fromEntries(kept.slice(-KEPT_ON_DISK))
    writeWhole(FILE, JSON.stringify(onDisk))
  } catch {
    // A read-only folder or a full disk.
  }
}
