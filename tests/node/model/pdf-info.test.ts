import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from '@cantoo/pdf-lib'
import { afterAll, describe, expect, test } from 'vitest'
import { loadSite } from '../../../src/node/load.ts'
import { deflateSync } from 'node:zlib'
import { countPages, pagesByCrossReference, readPdfInfo } from '../../../src/node/model/pdf-info.ts'

const root = join(import.meta.dirname, '../../..')

async function pdf(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let i = 0; i < pages; i++) doc.addPage().drawText(`Page ${i + 1}`)
  return doc.save({ useObjectStreams })
}

describe('countPages', () => {
  test.each([true, false])('reads the page count of a PDF (object streams: %s)', async (useObjectStreams) => {
    expect(countPages(await pdf(1, useObjectStreams))).toBe(1)
    expect(countPages(await pdf(27, useObjectStreams))).toBe(27)
  })

  /** A PDF written by hand: a catalog, a page tree of two pages, and a stream of `data` after them. */
  function handWritten(data: string, length: string): Uint8Array {
    const objects = [
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      '2 0 obj\n<< /Type /Pages /Count 2 /Kids [3 0 R 4 0 R] >>\nendobj',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>\nendobj',
      '4 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj',
      `5 0 obj\n<< /Length ${length} >>\nstream\n${data}\nendstream\nendobj`,
      `6 0 obj\n${data.length}\nendobj`,
    ]
    return new TextEncoder().encode(`%PDF-1.4\n${objects.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)
  }

  test('the data of a stream is stepped over by its /Length, however much it reads like PDF syntax', () => {
    // Searched for the end of the stream, these bytes end it early and hold a page tree of nine pages.
    const data = 'BT (endstream endobj 2 0 obj << /Type /Pages /Count 9 >> endobj) Tj ET'
    expect(countPages(handWritten(data, String(data.length)))).toBe(2)
  })

  test.each([
    ['another object', '6 0 R'],
    ['too short', '3'],
    ['too long', '5000'],
  ])('a stream whose /Length is %s ends at its endstream', (_name, length) => {
    expect(countPages(handWritten('BT (A page) Tj ET', length))).toBe(2)
  })

  test('a file that is not a PDF, or is cut short, is refused with the reason', async () => {
    expect(() => countPages(new TextEncoder().encode('<html>not a pdf</html>'))).toThrow('it does not start with %PDF-')
    const whole = await pdf(3, true)
    expect(() => countPages(whole.slice(0, Math.floor(whole.length / 2)))).toThrow('cut short')
  })
})

describe('pagesByCrossReference: the page count read through the cross-reference, not the whole file', () => {
  /** The count, and how many of the file's bytes it read. */
  function throughCrossReference(bytes: Uint8Array): { pages: number | undefined; read: number } {
    const file = Buffer.from(bytes)
    let read = 0
    const pages = pagesByCrossReference((at, length) => {
      const part = file.subarray(at, Math.min(file.length, at + length))
      read += part.length
      return part
    }, file.length)
    return { pages, read }
  }

  test.each([true, false])('reads a PDF as pdf-lib writes it (object streams: %s)', async (useObjectStreams) => {
    expect(throughCrossReference(await pdf(1, useObjectStreams)).pages).toBe(1)
    expect(throughCrossReference(await pdf(27, useObjectStreams)).pages).toBe(27)
  })

  test('follows /Prev to an older section for what the newest one does not list (an incremental update)', async () => {
    const original = Buffer.from(await pdf(2, false)).toString('latin1')
    const pagesObject = /\/Pages (\d+) 0 R/.exec(original)![1]!
    const root = /\/Root (\d+) 0 R/.exec(original)![1]!
    const previous = /startxref\s+(\d+)/.exec(original)![1]!
    // A new version of the page tree only: the catalog is listed by the first section alone.
    const object = `${pagesObject} 0 obj\n<< /Type /Pages /Kids [] /Count 7 >>\nendobj\n`
    const objectAt = original.length
    const xrefAt = objectAt + object.length
    const update = `${object}xref\n${pagesObject} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root ${root} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`
    // Latin-1 throughout: the offsets are bytes.
    const updated = Buffer.from(original + update, 'latin1')
    expect(throughCrossReference(updated).pages).toBe(7)
    expect(countPages(updated)).toBe(7)
  })

  test('reads a cross-reference stream written with the PNG Up predictor', () => {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 12 >>']
    let text = '%PDF-1.5\n'
    const offsets: number[] = []
    objects.forEach((body, i) => {
      offsets.push(text.length)
      text += `${i + 1} 0 obj\n${body}\nendobj\n`
    })
    const xrefAt = text.length
    // Rows of /W [1 2 1]: the free head of the list, the two objects, and the stream itself.
    const rows = [[0, 0, 0, 255], ...[...offsets, xrefAt].map((offset) => [1, offset >> 8, offset & 255, 0])]
    const filtered = rows.flatMap((row, r) => [
      2,
      ...row.map((byte, c) => (byte - (r > 0 ? rows[r - 1]![c]! : 0)) & 255),
    ])
    const data = deflateSync(Buffer.from(filtered))
    const dictionary = `<< /Type /XRef /Size 4 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length ${data.length} >>`
    const file = Buffer.concat([
      Buffer.from(`${text}3 0 obj\n${dictionary}\nstream\n`, 'latin1'),
      data,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
    ])
    expect(throughCrossReference(file).pages).toBe(12)
    expect(countPages(file)).toBe(12)
  })

  test('gives up where the file has no cross-reference; the whole file is read then', () => {
    const objects = [
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj',
      '2 0 obj\n<< /Type /Pages /Count 2 /Kids [3 0 R 4 0 R] >>\nendobj',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj',
      '4 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj',
    ]
    const bytes = new TextEncoder().encode(`%PDF-1.4\n${objects.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)
    expect(throughCrossReference(bytes).pages).toBeUndefined()
    const dir = mkdtempSync(join(tmpdir(), 'zuma-pdf-xref-'))
    try {
      writeFileSync(join(dir, 'no-xref.pdf'), bytes)
      expect(readPdfInfo(join(dir, 'no-xref.pdf'))).toEqual({ bytes: bytes.length, pages: 2 })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('reads a few kilobytes of each white paper, and the count the whole file gives', () => {
    const dir = join(root, 'site/assets/papers')
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
      const bytes = readFileSync(join(dir, file))
      const { pages, read } = throughCrossReference(bytes)
      expect(pages).toBe(countPages(bytes))
      expect(read).toBeLessThan(64 * 1024)
    }
  })
})

describe('the white papers in site/assets/papers', () => {
  const dir = join(root, 'site/assets/papers')
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.pdf')) : []
  test('there is one PDF per white paper', () => {
    const ids = readdirSync(join(root, 'site/collections/white-papers')).map((f) => f.replace(/\.yaml$/, ''))
    expect(files.map((f) => f.replace(/\.pdf$/, '')).sort()).toEqual(ids.sort())
  })

  test.each(files)('%s has 25 to 35 pages and weighs 2.2 to 3.1 MB, as pdf-lib reads it too', async (file) => {
    const info = readPdfInfo(join(dir, file))
    expect(info.pages).toBeGreaterThanOrEqual(25)
    expect(info.pages).toBeLessThanOrEqual(35)
    expect(info.bytes).toBeGreaterThanOrEqual(2.2 * 1024 * 1024)
    expect(info.bytes).toBeLessThanOrEqual(3.1 * 1024 * 1024)
    const parsed = await PDFDocument.load(readFileSync(join(dir, file)))
    expect(parsed.getPageCount()).toBe(info.pages)
  })
})

describe('loader: PDFs named by collection items', () => {
  const temp = mkdtempSync(join(tmpdir(), 'zuma-pdf-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  /** A copy of the real site in which one white paper names a small PDF. */
  async function siteWithPaper(content: Uint8Array | string) {
    const siteDir = join(temp, `site-${Math.random().toString(36).slice(2)}`)
    cpSync(join(root, 'site'), siteDir, { recursive: true })
    writeFileSync(join(siteDir, 'assets/papers/test-paper.pdf'), content)
    const item = join(siteDir, 'collections/white-papers/zero-trust-playbook.yaml')
    const yaml = readFileSync(item, 'utf8').replace(/\nfile: .*\n?/, '\n')
    writeFileSync(item, `${yaml.trimEnd()}\nfile: /assets/papers/test-paper.pdf\n`)
    return loadSite({ siteDir, cwd: temp })
  }

  test('the item gets the file size and page count read from the file, and pages listing it receive them', async () => {
    const bytes = await pdf(4, true)
    const result = await siteWithPaper(bytes)
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const site = result.site
    const entry = site.collections.get('white-papers')!.entries.find((e) => e.item.id === 'zero-trust-playbook')!
    expect(entry.item.files).toEqual({ '/assets/papers/test-paper.pdf': { bytes: bytes.length, pages: 4 } })
    // The blocks that list white papers receive the item with those figures.
    const listings = site.pages.flatMap((p) =>
      p.data.blocks.flatMap((block) =>
        block.type === 'resource-library' ? [block.paperItems as Array<{ id: string }>] : [],
      ),
    )
    expect(listings.length).toBeGreaterThan(0)
    for (const papers of listings)
      expect(papers.find((e) => e.id === 'zero-trust-playbook')).toMatchObject({
        file: '/assets/papers/test-paper.pdf',
        files: { '/assets/papers/test-paper.pdf': { bytes: bytes.length, pages: 4 } },
      })
  })

  test('a damaged PDF is a content error at the field that names it', async () => {
    const result = await siteWithPaper('%PDF-1.7 then nothing')
    expect(result.ok).toBe(false)
    const error = result.errors.find((e) => e.code === 'unreadable-file')
    expect(error).toMatchObject({
      file: expect.stringMatching(/collections\/white-papers\/zero-trust-playbook\.yaml$/),
      field: 'file',
      message: expect.stringContaining('cannot be read as a PDF'),
    })
    expect(error!.line).toBeGreaterThan(1)
  })
})
