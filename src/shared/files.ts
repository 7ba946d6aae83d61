import type { EntryMeta, FileInfo } from './types.ts'

/** What the build read from a file a collection item names (size, page count), if it is a PDF the build measured. */
export function fileInfo(entry: EntryMeta, path: string | undefined): FileInfo | undefined {
  return path ? entry.files?.[path] : undefined
}

/**
 * Bytes as megabytes with one decimal, e.g. 2726297 → "2.6" (the unit's word comes from the content); the build's
 * words in the page's language when it wrote them (`written`: megabytesIn).
 */
export function megabytes(bytes: number, written?: string): string {
  return written ?? (bytes / (1024 * 1024)).toFixed(1)
}

/** Bytes as megabytes with one decimal, written as `language` writes numbers: 2726297 → "2,6" in French. */
export function megabytesIn(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  // The same rounding as megabytes(): only the way the number is written follows the language.
  return format.format(Number(megabytes(bytes)))
}
