import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { threadId } from 'node:worker_threads'

/**
 * Files on disk, as the build and its caches list and place them: one lister (the caches' keys hash what it lists),
 * one maker of folders that makes each folder once (a build writes two files a page into a thousand folders: a
 * `mkdir -p` each was a tenth of a rebuild), one hard link.
 */

/**
 * Every file under `dir` (not its folders) that `keep` names, as paths relative to it, sorted; none when the folder is
 * not there. Only the folders `enter` allows are listed (a folder another process is writing meanwhile need not be).
 */
export function filesUnder(
  dir: string,
  keep: (name: string) => boolean = () => true,
  enter: (folder: string) => boolean = () => true,
): string[] {
  if (!existsSync(dir)) return []
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(dir, folder), { withFileTypes: true })) {
      const name = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (enter(name)) walk(name)
      } else if (entry.isFile() || (entry.isSymbolicLink() && statSync(join(dir, name)).isFile())) {
        if (keep(name)) found.push(name)
      }
    }
  }
  walk('')
  return found.sort()
}

/** Makes the folder a file goes in, once per folder for the life of the returned function. */
export function folderMaker(): (file: string) => void {
  const made = new Set<string>()
  return (file) => {
    const folder = dirname(file)
    if (made.has(folder)) return
    mkdirSync(folder, { recursive: true })
    made.add(folder)
  }
}

/**
 * Writes a file whole or not at all, its folder made if need be: written aside, under a name of this thread's own
 * (`<file>.<process>-<thread>.tmp`: two builds, or two test workers of one process, may keep the same file at once),
 * then renamed over it, so that a reader never sees half of one. Throws as writeFileSync does.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}-${threadId}.tmp`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}

/** A hard link to a file (no bytes copied), or a copy where the file system has none or the two are on two. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/**
 * A file's size, time of change (ns) and inode, as the caches compare them (the content cache, the dev snapshot, the
 * code fingerprints); undefined when it is gone.
 */
export function stampOf(absolute: string): string | undefined {
  const stat = statSync(absolute, { bigint: true, throwIfNoEntry: false })
  return stat && `${stat.size}:${stat.mtimeNs}:${stat.ino}`
}

/** The time of change (ns) a stamp of stampOf names; undefined for no stamp. */
export function stampTime(stamp: string): bigint | undefined {
  const changed = stamp.split(':')[1]
  return changed ? BigInt(changed) : undefined
}
