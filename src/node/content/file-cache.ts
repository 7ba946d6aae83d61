import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { ContentError } from '../errors/errors.ts'
import { siteCacheName } from '../util/paths.ts'
import { stampOf, stampTime, writeWhole } from '../util/files.ts'
import { codeFingerprint } from '../util/code-fingerprint.ts'
import type { Reference } from './schemas.ts'
import { readSchemaFile, schemaFileNames } from './schema-files.ts'
import { lazySource, type YamlSource, yamlFromBytes } from './yaml-source.ts'

/**
 * Each content file parsed and validated once, not at every load: what a file gave (its source, its reading errors,
 * its verdict against its schema) is kept under the file's content hash, in memory for the life of the process (a dev
 * server reloads after every save) and, when a load names a cache folder, on disk between runs (`npm run build`,
 * `npm run validate`). A second load after one edit parses that one file. What the disk keeps is also keyed by a
 * fingerprint of the schemas, the engine code that reads and validates content and the installed dependencies, so a
 * change of any of them parses everything again. Errors are never kept on disk: a file with an error is read and
 * checked again, and its file:line:column come from its text as on a first read. The file on disk is written again
 * once enough files were read anew since it was (staleAllowed): after an edit or two on a large site, the next run
 * parses those again instead of this one writing the whole file for them. It keeps with each file the places that
 * warnings on it were positioned at, so an unchanged file's warnings cost no second parse for their positions.
 */

/** What reading a file gave: its source, or the errors that stop it being read. */
export interface FileReading {
  source?: YamlSource
  errors: ContentError[]
}

/** A file's verdict against one schema (`kind`: "site", "page" or "collection:<name>"), as validate.ts keeps it. */
export interface KeptVerdict {
  kind: string
  valid: boolean
  references: Reference[]
  errors: ContentError[]
}

interface MemoryEntry {
  /** Size, modification time and inode: unchanged, the file is not read again. */
  stamp: string
  /** Whether the stamp may be kept on disk, to be trusted by a later run (settledStamp). */
  settled: boolean
  hash: string
  display: string
  reading: FileReading
}

/** One file as the disk cache keeps it: only files that read and validated without an error. */
interface DiskEntry {
  hash: string
  /**
   * The file's stamp when it was read, if it was settled then (settledStamp): a later run that finds the file with the
   * same stamp takes the entry without reading the file.
   */
  stamp?: string
  display: string
  data: unknown
  verdict?: { kind: string; references: Reference[] }
  /** The places in the file that warnings were positioned at (YamlSource `located`). */
  located?: YamlSource['located']
  /** Its text's marks (YamlSource `marks`), when it has any. */
  marks?: readonly string[]
}

interface DiskFile {
  fingerprint: string
  files: Record<string, DiskEntry>
}

/**
 * How many files of a site of `files` may be read anew (or be gone) since its disk cache was written before it is
 * written again: the next runs parse that many again instead of every run writing the whole file after each edit.
 * Writing it costs about a third of parsing and checking every file (at 1,000 pages 0.12-0.19 s against 0.45 s), so one
 * file in 64 parsed again costs a run about a twentieth of a write; and at most 16. That is 15 at 1,000 pages, and none
 * on a site of fewer than 64 files, whose cache is written after every edit.
 */
const staleAllowed = (files: number) => Math.min(16, Math.floor(files / 64))

/**
 * How long before it is read a file must have last changed for its stamp to be kept on disk (3 s; FAT's clock has 2 s
 * steps). A later write within the clock step the file's time was taken in could leave size and time as they were;
 * one after this leaves a later time. Git's index distrusts a "racily clean" file the same way.
 */
const SETTLED_NS = 3_000_000_000n

/** Whether a file's stamp (util/files.ts stampOf: size, time of change in ns, inode) was settled when read at `now`. */
function settledStamp(stamp: string, now: bigint): boolean {
  const changed = stampTime(stamp)
  return changed !== undefined && changed < now - SETTLED_NS
}

const memory = new Map<string, MemoryEntry>()
const verdicts = new WeakMap<YamlSource, KeptVerdict>()
/** Files the dev server's watcher reported changed (forgetFile): read at the next load, whatever their stamps say. */
const forgotten = new Set<string>()

let fileReads = 0

/** How many content files this process has read through the file caches (a file known by its stamp is not read). */
export function contentFileReads(): number {
  return fileReads
}

/** A content file's bytes, counted. */
function readCounted(absolute: string): Buffer {
  fileReads++
  return readFileSync(absolute)
}

/** The verdict kept for a source against a schema, if it was checked against it (validate.ts). */
export function keptVerdict(source: YamlSource, kind: string): KeptVerdict | undefined {
  const kept = verdicts.get(source)
  return kept?.kind === kind ? kept : undefined
}

/** Keeps a source's verdict: the next load that meets the same source (an unchanged file) takes it. */
export function keepVerdict(source: YamlSource, verdict: KeptVerdict): void {
  verdicts.set(source, verdict)
}

/**
 * Forgets what was kept for a file (the dev server calls it for each file its watcher reports changed): the next load
 * reads it again even if an edit left its size and modification time as they were.
 */
export function forgetFile(absolute: string): void {
  memory.delete(resolve(absolute))
  forgotten.add(resolve(absolute))
}

/** The hash the caches key a file's bytes by. */
export function hashOf(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex')
}

/**
 * The bytes this process last read of a file, as a hash with the file's stamp taken before they were read: what a
 * load made from the file (a dev server's snapshot keeps both, bundle/dev-snapshot.ts). Undefined if never read.
 */
export function lastRead(absolute: string): { stamp: string; hash: string } | undefined {
  const known = memory.get(resolve(absolute))
  return known && { stamp: known.stamp, hash: known.hash }
}

const fingerprints = new Map<string, string>()

/**
 * What a file's reading and verdict depend on besides its text: the schemas, the engine code that reads and validates
 * content (src/node/content, src/node/errors, src/shared, src/generated) and the dependencies as installed (the
 * lockfile). Computed once per process and schema folder.
 */
export function contentFingerprint(schemaDir: string): string {
  const dir = resolve(schemaDir)
  let fingerprint = fingerprints.get(dir)
  if (!fingerprint) {
    const hash = createHash('sha256')
    // Through the one reader of the schema folder (schema-files.ts), which a build reads once.
    for (const name of schemaFileNames(dir)) hash.update(`${name}\n${JSON.stringify(readSchemaFile(join(dir, name)))}`)
    hash.update(
      codeFingerprint({
        folders: ['src/node/content', 'src/node/errors', 'src/shared', 'src/generated'],
        files: ['package-lock.json'],
        endings: ['.ts', '.json'],
      }),
    )
    fingerprint = hash.digest('hex').slice(0, 32)
    fingerprints.set(dir, fingerprint)
  }
  return fingerprint
}

/** Reads content files through the caches for one load; `save` writes what the disk cache should keep. */
export interface FileCache {
  read(absolute: string, display: string): FileReading
  save(): void
}

/**
 * The file cache of one load of `siteDir`: in memory always, on disk in `cacheDir` when one is given (a file per site
 * folder, its entries valid for one fingerprint). `reuse` false: nothing kept is taken, in memory or on disk (a build
 * with `--no-cache`); what this load reads is kept as always.
 */
export function fileCache(
  siteDir: string,
  options: { cacheDir?: string; reuse?: boolean; schemaDir: string; watched?: boolean },
): FileCache {
  const reuse = options.reuse !== false
  const disk = options.cacheDir ? diskCache(siteDir, options.cacheDir, options.schemaDir, reuse) : undefined
  const seen = new Set<string>()
  return {
    read(absolute, display) {
      seen.add(absolute)
      const known = reuse ? memory.get(absolute) : undefined
      // A watched folder's changes are reported (forgetFile): a file known and not reported is as it was.
      if (options.watched && known?.display === display) return known.reading
      const stamp = stampOf(absolute) ?? ''
      if (known && known.stamp === stamp && known.display === display) return known.reading
      const kept = disk?.entries[absolute]
      // Unchanged since a run that read it long after it was last written (settledStamp): taken without reading the
      // file (at 1,000 pages, 0.1 s of every rebuild was reading and hashing files that had not changed).
      const reported = forgotten.delete(absolute)
      if (!reported && stamp !== '' && kept?.stamp === stamp && kept.display === display) {
        const reading = restored(kept, () => readCounted(absolute).toString('utf8'))
        memory.set(absolute, { stamp, settled: true, hash: kept.hash, display, reading })
        return reading
      }
      const bytes = readCounted(absolute)
      const hash = hashOf(bytes)
      const settled = settledStamp(stamp, BigInt(Date.now()) * 1_000_000n)
      if (known && known.hash === hash && known.display === display) {
        known.stamp = stamp
        known.settled = settled
        return known.reading
      }
      let reading: FileReading
      if (kept && kept.hash === hash && kept.display === display) {
        reading = restored(kept, bytes.toString('utf8'))
        // Its entry on disk is to be written again with the stamp it has now (a checkout touched it).
        if (disk && settled) disk.stale++
      } else {
        reading = yamlFromBytes(bytes, display)
        if (disk) disk.stale++
      }
      if (reading.source) reading.source.hash = hash
      memory.set(absolute, { stamp, settled, hash, display, reading })
      return reading
    },
    save() {
      if (!disk) return
      // A few files read anew or gone since the file on disk was written (an edit or two) are left to the next run,
      // which parses them again (about half a millisecond each), rather than writing the whole file again for them: that
      // took 0.2 s of the build's thread at 1,000 pages, beside the search index. Its entries are keyed by each file's
      // bytes, so one it holds for a file since edited is never taken.
      let gone = 0
      for (const absolute of Object.keys(disk.entries)) if (!seen.has(absolute)) gone++
      if (disk.stale + gone <= staleAllowed(seen.size)) return
      // The dev server writes it once it is idle, off the path from a save to the page (10,000 pages are 30 MB).
      if (options.watched) {
        clearTimeout(disk.pending)
        disk.pending = setTimeout(writeQuietly, 2000).unref()
        return
      }
      writeQuietly()
    },
  }

  /** A file's reading from its entry on disk, its text or a reader of it. */
  function restored(kept: DiskEntry, text: string | (() => string)): FileReading {
    const source = lazySource(kept.display, text, kept.data, { located: kept.located, marks: kept.marks ?? [] })
    source.hash = kept.hash
    if (kept.verdict) keepVerdict(source, { ...kept.verdict, valid: true, errors: [] })
    return { source, errors: [] }
  }

  function writeQuietly() {
    try {
      write()
    } catch {
      // A cache that cannot be written (a read-only folder, a full disk) costs the next run its time, nothing else.
    }
  }

  function write() {
    if (!disk) return
    const files: Record<string, DiskEntry> = {}
    for (const absolute of seen) {
      const entry = memory.get(absolute)
      const source = entry?.reading.source
      if (!entry || !source || entry.reading.errors.length > 0) continue
      const verdict = verdicts.get(source)
      if (verdict && !verdict.valid) continue
      const kept = disk.entries[absolute]
      // An entry restored from the disk is written back as it was, without walking its data again.
      if (!(kept && kept.hash === entry.hash && kept.display === entry.display) && !jsonSafe(source.data)) continue
      files[absolute] = {
        hash: entry.hash,
        ...(entry.settled ? { stamp: entry.stamp } : {}),
        display: entry.display,
        data: source.data,
        ...(verdict ? { verdict: { kind: verdict.kind, references: verdict.references } } : {}),
        ...(Object.keys(source.located).length > 0 ? { located: source.located } : {}),
        ...(source.marks.length > 0 ? { marks: source.marks } : {}),
      }
    }
    const body: DiskFile = { fingerprint: disk.fingerprint, files }
    // Written whole: a run stopped halfway leaves the old cache, never half of one. In V8's serialization (the structured
    // clone's), which Node reads back in 0.6-0.7x the time of JSON.parse and writes in a quarter of JSON.stringify's
    // (3.5 MB at 1,000 pages: 41-51 ms against 58-80 to read; 34 MB at 10,000: 200-430 against 680-900).
    writeWhole(disk.file, serialize(body))
    // The cache as JSON, before it was written this way: its file goes.
    rmSync(disk.file.replace(/\.v8$/, '.json'), { force: true })
    sweep(options.cacheDir!, siteDir, disk.file)
    disk.entries = files
    disk.stale = 0
  }
}

interface DiskCache {
  fingerprint: string
  file: string
  entries: Record<string, DiskEntry>
  /** How many files were read anew (not taken from it) since the file on disk was read or written. */
  stale: number
  /** A write the dev server has scheduled. */
  pending?: ReturnType<typeof setTimeout>
}

/** The file of a site folder's disk cache in a cache folder. */
export function contentCacheFile(cacheDir: string, siteDir: string): string {
  return join(resolve(cacheDir), `content-${siteCacheName(siteDir)}.v8`)
}

/** The disk caches read by this process, by file: read once (a dev server loads many times). */
const disks = new Map<string, DiskCache>()

/** The disk cache of a site folder; `reuse` false: none of its entries read (the file is written anew). */
function diskCache(siteDir: string, cacheDir: string, schemaDir: string, reuse: boolean): DiskCache {
  const fingerprint = contentFingerprint(schemaDir)
  const file = contentCacheFile(cacheDir, siteDir)
  const known = disks.get(file)
  if (reuse && known?.fingerprint === fingerprint) return known
  let entries: Record<string, DiskEntry> = {}
  if (reuse && existsSync(file)) {
    try {
      const kept = deserialize(readFileSync(file)) as DiskFile
      if (kept.fingerprint === fingerprint) entries = kept.files
    } catch {
      // A cache that cannot be read is no cache: everything is read again and the file written anew.
    }
  }
  const disk = { fingerprint, file, entries, stale: 0 }
  disks.set(file, disk)
  return disk
}

/**
 * Lists the site folder of each cache file (sites.json) and removes the cache files of site folders that are gone
 * (tests and benchmarks load sites from temporary folders): the cache folder does not grow with every one. Also the
 * dev server's snapshots (bundle/dev-snapshot.ts).
 */
export function sweep(cacheDir: string, siteDir: string, file: string): void {
  const index = join(cacheDir, 'sites.json')
  let sites: Record<string, string> = {}
  try {
    sites = JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>
  } catch {
    // No index yet, or an unreadable one: started again.
  }
  sites[basename(file)] = resolve(siteDir)
  for (const [name, dir] of Object.entries(sites)) {
    if (existsSync(dir)) continue
    rmSync(join(cacheDir, name), { force: true })
    delete sites[name]
  }
  writeWhole(index, JSON.stringify(sites, null, 2))
}

/** Data that JSON gives back as it was (no NaN, no infinities, no -0, no `__proto__` key): only that is kept on disk. */
function jsonSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (value === null || typeof value !== 'object') return true
  if (Array.isArray(value)) return value.every(jsonSafe)
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || !jsonSafe((value as Record<string, unknown>)[key])) return false
  }
  return Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null
}
