import { readFileSync, statSync } from 'node:fs'
import { inflateSync } from 'node:zlib'

/** What the site tells visitors about a downloadable PDF, read from the file itself. */
export interface PdfInfo {
  bytes: number
  pages: number
}

const cache = new Map<string, { key: string; info: PdfInfo }>()

/**
 * Reads a PDF's size and page count. Synchronous (the loader is), and small: it finds the document catalog
 * through the trailer (classic or cross-reference stream), follows it to the page tree and reads its /Count,
 * looking inside compressed object streams where modern writers (pdf-lib among them) put those objects.
 * Throws an Error saying what is wrong when the file is not a readable PDF.
 */
export function readPdfInfo(file: string): PdfInfo {
  const stat = statSync(file)
  const key = `${stat.size}:${stat.mtimeMs}`
  const cached = cache.get(file)
  if (cached?.key === key) return cached.info
  const info = { bytes: stat.size, pages: countPages(readFileSync(file)) }
  cache.set(file, { key, info })
  return info
}

/** The number of pages of the PDF in `bytes`. */
export function countPages(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1')
  if (!text.startsWith('%PDF-')) throw new Error('it does not start with %PDF-, so it is not a PDF file')
  if (!text.slice(-1024).includes('%%EOF')) throw new Error('it has no %%EOF marker at its end: the file is cut short')
  const objects = readObjects(text)
  const rootRef = lastMatch(text, /\/Root\s+(\d+)\s+\d+\s+R/g)
  const pagesRef = rootRef ? /\/Pages\s+(\d+)\s+\d+\s+R/.exec(objects.get(Number(rootRef)) ?? '')?.[1] : undefined
  const count = pagesRef ? /\/Count\s+(\d+)/.exec(objects.get(Number(pagesRef)) ?? '')?.[1] : undefined
  if (count !== undefined && Number(count) > 0) return Number(count)
  // No readable page tree: count the page objects themselves.
  let leaves = 0
  for (const body of objects.values()) if (/\/Type\s*\/Page(?![A-Za-z])/.test(body)) leaves++
  if (leaves === 0) throw new Error('no pages were found in it')
  return leaves
}

function lastMatch(text: string, pattern: RegExp): string | undefined {
  let found: string | undefined
  for (const match of text.matchAll(pattern)) found = match[1]
  return found
}

/** Every object's text by number: plain `N G obj … endobj` bodies and the objects packed in object streams. */
function readObjects(text: string): Map<number, string> {
  const objects = new Map<number, string>()
  const header = /(\d+)\s+\d+\s+obj\b/g
  for (const match of text.matchAll(header)) {
    const start = match.index + match[0].length
    const streamAt = text.indexOf('stream', start)
    const endAt = text.indexOf('endobj', start)
    if (endAt < 0) break
    if (streamAt >= 0 && streamAt < endAt) {
      // Skip over the binary data so nothing inside it is mistaken for an object.
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1)
      const dataEnd = text.indexOf('endstream', dataStart)
      if (dataEnd < 0) break
      const dictionary = text.slice(start, streamAt)
      objects.set(Number(match[1]), dictionary)
      // A direct /Length is exact; otherwise the data ends before the line break in front of endstream.
      const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1]
      const data =
        length !== undefined
          ? text.slice(dataStart, dataStart + Number(length))
          : text.slice(dataStart, dataEnd).replace(/\r?\n$/, '')
      if (/\/Type\s*\/ObjStm/.test(dictionary)) unpackObjectStream(dictionary, data, objects)
      header.lastIndex = text.indexOf('endobj', dataEnd) + 'endobj'.length
    } else {
      objects.set(Number(match[1]), text.slice(start, endAt))
      header.lastIndex = endAt + 'endobj'.length
    }
  }
  return objects
}

function unpackObjectStream(dictionary: string, data: string, objects: Map<number, string>) {
  const count = Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
  let raw = Buffer.from(data, 'latin1')
  if (/\/FlateDecode/.test(dictionary)) {
    try {
      raw = inflateSync(raw)
    } catch {
      return
    }
  } else if (/\/Filter/.test(dictionary)) return
  const content = raw.toString('latin1')
  const numbers = content.slice(0, first).trim().split(/\s+/).map(Number)
  for (let i = 0; i < count; i++) {
    const number = numbers[i * 2]
    const offset = numbers[i * 2 + 1]
    if (number === undefined || offset === undefined) break
    const next = numbers[i * 2 + 3]
    objects.set(number, content.slice(first + offset, next === undefined ? undefined : first + next))
  }
}
