import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from '@cantoo/pdf-lib'
import { afterAll, describe, expect, test } from 'vitest'
import { loadSite } from '../../../src/node/load.ts'
import { countPages, readPdfInfo } from '../../../src/node/model/pdf-info.ts'

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
