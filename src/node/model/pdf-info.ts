import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs'
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
  const info = { bytes: stat.size, pages: pagesOfFile(file, stat.size) }
  cache.set(file, { key, info })
  return info
}

/**
 * A PDF file's page count, read through its cross-reference (pagesByCrossReference: a few kilobytes of a 3 MB paper),
 * or, when that does not lead to the page tree, from the whole file (countPages, which also says what is wrong).
 */
function pagesOfFile(file: string, size: number): number {
  const fd = openSync(file, 'r')
  let pages: number | undefined
  try {
    pages = pagesByCrossReference((at, length) => {
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - at)))
      return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, at))
    }, size)
  } catch {
    pages = undefined
  } finally {
    closeSync(fd)
  }
  return pages ?? countPages(readFileSync(file))
}

/** Reads `length` bytes of a file from `at` (fewer at its end). */
export type ReadAt = (at: number, length: number) => Buffer

/** Where an object is, by a cross-reference entry: at an offset of the file, or inside an object stream. */
type Entry = { offset: number } | { stream: number; index: number }

/**
 * The page count of a PDF read as a reader does: the last `startxref` → the cross-reference sections (tables or
 * streams, newest first, through /Prev) → the catalog (/Root) → its page tree → its /Count; reading only those
 * bytes, not the pictures and fonts that are most of a paper (the Zuma site's five papers, 13 MB, were read whole in
 * 50-90 ms of a cold build, on its path to the prerender). Undefined when the file does not lead there this way (no
 * cross-reference, a hybrid one, a filter or predictor it does not read, an object not where its entry says): the
 * caller then reads the whole file.
 */
export function pagesByCrossReference(read: ReadAt, size: number): number | undefined {
  const tail = read(Math.max(0, size - 1024), 1024).toString('latin1')
  if (!tail.includes('%%EOF')) return undefined
  const start = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1]
  if (start === undefined) return undefined
  const sections: Array<{ entries: Map<number, Entry>; trailer: string }> = []
  const seen = new Set<number>()
  for (let at: number | undefined = Number(start); at !== undefined && sections.length < 32; ) {
    if (seen.has(at) || at >= size) return undefined
    seen.add(at)
    const section = crossReferenceAt(read, at)
    if (!section || /\/XRefStm\b/.test(section.trailer)) return undefined
    sections.push(section)
    const previous = /\/Prev\s+(\d+)/.exec(section.trailer)?.[1]
    at = previous === undefined ? undefined : Number(previous)
  }
  const entryOf = (number: number) => sections.find((section) => section.entries.has(number))?.entries.get(number)
  const streams = new Map<number, Map<number, string> | undefined>()
  const objectText = (number: number): string | undefined => {
    const entry = entryOf(number)
    if (!entry) return undefined
    if ('offset' in entry) return objectAt(read, entry.offset, number)?.text
    if (!streams.has(entry.stream)) {
      const where = entryOf(entry.stream)
      const stream = where && 'offset' in where ? objectAt(read, where.offset, entry.stream) : undefined
      const objects = new Map<number, string>()
      if (stream?.raw) unpackObjectStream(stream.text, stream.raw, objects)
      streams.set(entry.stream, stream?.raw ? objects : undefined)
    }
    return streams.get(entry.stream)?.get(number)
  }
  return pageTreeCount(/\/Root\s+(\d+)\s+\d+\s+R/.exec(sections[0]?.trailer ?? '')?.[1], objectText)
}

/**
 * The /Count of the page tree that the catalog numbered `root` names, by the text of each object; undefined when
 * there is no such tree or it counts no page.
 */
function pageTreeCount(root: string | undefined, objectText: (number: number) => string | undefined) {
  const pages = root === undefined ? undefined : /\/Pages\s+(\d+)\s+\d+\s+R/.exec(objectText(Number(root)) ?? '')?.[1]
  const count = pages === undefined ? undefined : /\/Count\s+(\d+)/.exec(objectText(Number(pages)) ?? '')?.[1]
  return count !== undefined && Number(count) > 0 ? Number(count) : undefined
}

/** The cross-reference section at `at`: a table and its trailer, or a cross-reference stream and its dictionary. */
function crossReferenceAt(read: ReadAt, at: number): { entries: Map<number, Entry>; trailer: string } | undefined {
  const head = read(at, 64).toString('latin1')
  if (/^\s*xref\b/.test(head)) return crossReferenceTable(read, at)
  const number = /^\s*(\d+)\s+\d+\s+obj\b/.exec(head)?.[1]
  const stream = number === undefined ? undefined : objectAt(read, at, Number(number))
  const data = stream?.raw && decoded(stream.text, stream.raw)
  if (!stream || !data || !/\/Type\s*\/XRef\b/.test(stream.text)) return undefined
  const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(stream.text)?.slice(1).map(Number)
  const size = /\/Size\s+(\d+)/.exec(stream.text)?.[1]
  const index = /\/Index\s*\[([\d\s]*)\]/.exec(stream.text)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, Number(size)]
  if (!widths || widths.some((w) => w > 8) || index.some((n) => !Number.isFinite(n))) return undefined
  const [typeWidth, secondWidth, thirdWidth] = widths as [number, number, number]
  const row = typeWidth + secondWidth + thirdWidth
  const field = (offset: number, width: number) => {
    let value = 0
    for (let i = 0; i < width; i++) value = value * 256 + data[offset + i]!
    return value
  }
  const entries = new Map<number, Entry>()
  let position = 0
  for (let i = 0; i + 1 < index.length; i += 2)
    for (let n = 0; n < index[i + 1]!; n++, position += row) {
      if (position + row > data.length) return undefined
      // A type field of width 0 means type 1 (the standard's default).
      const type = typeWidth === 0 ? 1 : field(position, typeWidth)
      const second = field(position + typeWidth, secondWidth)
      const third = field(position + typeWidth + secondWidth, thirdWidth)
      if (type === 1) entries.set(index[i]! + n, { offset: second })
      else if (type === 2) entries.set(index[i]! + n, { stream: second, index: third })
    }
  return { entries, trailer: stream.text }
}

/** A classic cross-reference table (`xref`, subsections of 20-byte entries) and the trailer's dictionary after it. */
function crossReferenceTable(read: ReadAt, at: number): { entries: Map<number, Entry>; trailer: string } | undefined {
  let text = read(at, 16384).toString('latin1')
  const entries = new Map<number, Entry>()
  let cursor = text.indexOf('xref') + 4
  for (;;) {
    const subsection = /^\s*(\d+)\s+(\d+)[ \t]*\r?\n/.exec(text.slice(cursor))
    if (!subsection) break
    const first = Number(subsection[1])
    const count = Number(subsection[2])
    cursor += subsection[0].length
    if (text.length < cursor + count * 20 + 1024) text = read(at, cursor + count * 20 + 16384).toString('latin1')
    for (let n = 0; n < count; n++) {
      const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(cursor + n * 20, cursor + n * 20 + 18))
      if (!entry) return undefined
      if (entry[3] === 'n') entries.set(first + n, { offset: Number(entry[1]) })
    }
    cursor += count * 20
  }
  const trailer = /^\s*trailer\s*(<<[\s\S]*?>>)\s*startxref/.exec(text.slice(cursor))?.[1]
  return trailer === undefined ? undefined : { entries, trailer }
}

/**
 * The object numbered `number` at `at`: its text (a stream's dictionary, up to `stream`) and a stream's data as
 * stored; undefined when no such object starts there, or its stream's /Length is not given directly.
 */
function objectAt(read: ReadAt, at: number, number: number): { text: string; raw?: Buffer } | undefined {
  let chunk = read(at, 4096)
  let text = chunk.toString('latin1')
  const header = /^\s*(\d+)\s+\d+\s+obj\b/.exec(text)
  if (!header || Number(header[1]) !== number) return undefined
  const body = header[0].length
  let streamAt = text.indexOf('stream', body)
  let endAt = text.indexOf('endobj', body)
  if (streamAt < 0 && endAt < 0 && chunk.length === 4096) {
    chunk = read(at, 65536)
    text = chunk.toString('latin1')
    streamAt = text.indexOf('stream', body)
    endAt = text.indexOf('endobj', body)
  }
  if (streamAt >= 0 && (endAt < 0 || streamAt < endAt)) {
    const dictionary = text.slice(body, streamAt)
    const length = directLength(dictionary)
    if (length === undefined) return undefined
    return { text: dictionary, raw: read(at + streamData(chunk, streamAt), length) }
  }
  return endAt < 0 ? undefined : { text: text.slice(body, endAt) }
}

/**
 * A cross-reference stream's data through its filter and predictor, when they are ones this reads: Flate or none, and
 * PNG rows of None or Up, as writers make them.
 */
function decoded(dictionary: string, raw: Buffer): Buffer | undefined {
  let data = raw
  if (/\/FlateDecode/.test(dictionary)) data = inflateSync(raw)
  else if (/\/Filter/.test(dictionary)) return undefined
  const predictor = Number(/\/Predictor\s+(\d+)/.exec(dictionary)?.[1] ?? 1)
  if (predictor === 1) return data
  if (predictor < 10) return undefined
  const columns = Number(/\/Columns\s+(\d+)/.exec(dictionary)?.[1] ?? 1)
  const rows = Math.floor(data.length / (columns + 1))
  const out = Buffer.alloc(rows * columns)
  for (let r = 0; r < rows; r++) {
    const type = data[r * (columns + 1)]
    for (let c = 0; c < columns; c++) {
      const byte = data[r * (columns + 1) + 1 + c]!
      if (type === 0) out[r * columns + c] = byte
      else if (type === 2) out[r * columns + c] = (byte + (r > 0 ? out[(r - 1) * columns + c]! : 0)) & 0xff
      else return undefined
    }
  }
  return out
}

/**
 * The number of pages of the PDF in `bytes`. The file is searched as bytes, and only object dictionaries and object
 * streams are decoded to text: a stream's data (pictures and fonts, most of a 3 MB paper) is stepped over by its
 * /Length, not copied into a string and searched. The Zuma site's five papers (13 MB) are read in 25-28 ms instead of
 * 136 ms in a new process, on the build's path before the bundles can finish.
 */
export function countPages(bytes: Uint8Array): number {
  const pdf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (pdf.toString('latin1', 0, 5) !== '%PDF-') throw new Error('it does not start with %PDF-, so it is not a PDF file')
  if (!pdf.includes('%%EOF', Math.max(0, pdf.length - 1024), 'latin1'))
    throw new Error('it has no %%EOF marker at its end: the file is cut short')
  const objects = readObjects(pdf)
  const count = pageTreeCount(lastReference(pdf, '/Root'), (number) => objects.get(number))
  if (count !== undefined) return count
  // No readable page tree: count the page objects themselves.
  let leaves = 0
  for (const body of objects.values()) if (/\/Type\s*\/Page(?![A-Za-z])/.test(body)) leaves++
  if (leaves === 0) throw new Error('no pages were found in it')
  return leaves
}

/** The object number of the last `<key> N G R` in the file (the trailer's, or the newest cross-reference stream's). */
function lastReference(pdf: Buffer, key: string): string | undefined {
  const reference = /^\s+(\d+)\s+\d+\s+R/
  for (let at = pdf.lastIndexOf(key); at >= 0; at = at > 0 ? pdf.lastIndexOf(key, at - 1) : -1) {
    const found = reference.exec(pdf.toString('latin1', at + key.length, Math.min(pdf.length, at + key.length + 40)))
    if (found) return found[1]
  }
  return undefined
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00
const isWordByte = (byte: number | undefined) =>
  byte !== undefined &&
  (isDigit(byte) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f)

/**
 * The object header (`N G obj`) whose keyword is at `at`: its object number and where its body starts, or undefined
 * when the bytes before the keyword are not a number and a generation.
 */
function headerAt(pdf: Buffer, at: number): { number: number; start: number } | undefined {
  if (isWordByte(pdf[at + 3])) return undefined
  let i = at - 1
  if (!isSpace(pdf[i])) return undefined
  while (isSpace(pdf[i])) i--
  if (!isDigit(pdf[i])) return undefined
  while (isDigit(pdf[i])) i--
  if (!isSpace(pdf[i])) return undefined
  while (isSpace(pdf[i])) i--
  const end = i + 1
  while (isDigit(pdf[i])) i--
  if (i + 1 === end) return undefined
  return { number: Number(pdf.toString('latin1', i + 1, end)), start: at + 3 }
}

/** Every object's text by number: plain `N G obj … endobj` bodies and the objects packed in object streams. */
function readObjects(pdf: Buffer): Map<number, string> {
  const objects = new Map<number, string>()
  let from = 0
  for (let at = pdf.indexOf('obj', from, 'latin1'); at >= 0; at = pdf.indexOf('obj', from, 'latin1')) {
    const header = headerAt(pdf, at)
    if (!header) {
      from = at + 3
      continue
    }
    const { number, start } = header
    const streamAt = pdf.indexOf('stream', start, 'latin1')
    const endAt = pdf.indexOf('endobj', start, 'latin1')
    if (endAt < 0) break
    if (streamAt >= 0 && streamAt < endAt) {
      const dictionary = pdf.toString('latin1', start, streamAt)
      const dataStart = streamData(pdf, streamAt)
      // A direct /Length is exact: the data is stepped over, not searched, when `endstream` follows it.
      const length = directLength(dictionary)
      const dataEnd = streamEnd(pdf, dataStart, length)
      if (dataEnd < 0) break
      objects.set(number, dictionary)
      if (/\/Type\s*\/ObjStm/.test(dictionary)) {
        const data =
          length !== undefined
            ? pdf.subarray(dataStart, Math.min(pdf.length, dataStart + length))
            : withoutLineEnd(pdf.subarray(dataStart, dataEnd))
        unpackObjectStream(dictionary, data, objects)
      }
      const after = pdf.indexOf('endobj', dataEnd, 'latin1')
      if (after < 0) break
      from = after + 'endobj'.length
    } else {
      objects.set(number, pdf.toString('latin1', start, endAt))
      from = endAt + 'endobj'.length
    }
  }
  return objects
}

/** A stream's /Length when its dictionary gives it directly (not as a reference to another object). */
function directLength(dictionary: string): number | undefined {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1]
  return length === undefined ? undefined : Number(length)
}

/** Where a stream's data starts, for its `stream` keyword at `streamAt`: after the keyword's line end (CRLF or LF). */
function streamData(bytes: Buffer, streamAt: number): number {
  return streamAt + 'stream'.length + (bytes[streamAt + 6] === 0x0d ? 2 : 1)
}

/**
 * Where `endstream` is, for a stream whose data starts at `dataStart`: right after `length` bytes when the length is
 * given and only white space lies between, else the first one after the start of the data (a wrong /Length).
 */
function streamEnd(pdf: Buffer, dataStart: number, length: number | undefined): number {
  if (length !== undefined && dataStart + length <= pdf.length) {
    let i = dataStart + length
    while (isSpace(pdf[i])) i++
    if (pdf.toString('latin1', i, i + 'endstream'.length) === 'endstream') return i
  }
  return pdf.indexOf('endstream', dataStart, 'latin1')
}

/** Stream data without the line break in front of `endstream`. */
function withoutLineEnd(data: Buffer): Buffer {
  let end = data.length
  if (data[end - 1] === 0x0a) end--
  if (data[end - 1] === 0x0d && end < data.length) end--
  return data.subarray(0, end)
}

function unpackObjectStream(dictionary: string, data: Buffer, objects: Map<number, string>) {
  const count = Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
  let raw = data
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
