import type { EntryMeta, FileInfo } from './types.ts'

/** What the build read from a file a collection item names (size, page count), if it is a PDF the build measured. */
export function fileInfo(entry: EntryMeta, path: string | undefined): FileInfo | undefined {
  return path ? entry.files?.[path] : undefined
}

/** Bytes as megabytes with one decimal, e.g. 2726297 → "2.6" (the unit's word comes from the content). */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}
