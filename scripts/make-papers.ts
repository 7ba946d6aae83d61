/**
 * Writes the white paper PDFs: site/assets/papers/<id>.pdf for every item of site/collections/white-papers.
 *
 * Each paper is built from what the site already says: its own title, description and category, and the
 * sections of articles, case studies, services and pages that share its category and words, with charts and
 * diagrams drawn in code in the theme's colours. The same content always gives the same files (seeded by the
 * paper's id), 26 to 34 pages and 2.3 to 3.0 MB each, as the spec's papers are (25 to 35 pages, 2.2 to 3.1 MB).
 * The site never states a size or page count by hand: the build reads both from these files.
 *
 * Usage: npx tsx scripts/make-papers.ts [--site site] [--only <id>]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from '@cantoo/pdf-lib'
import { parse } from 'yaml'
import { countPages } from '../src/node/model/pdf-info.ts'
import { collectSections, rankFor, type Section } from './papers/content.ts'
import { drawCover, drawFigure, FIGURE_KINDS, type Figure, type Palette } from './papers/figures.ts'
import { hashOf, hex, seeded, type Raster, type Rgb } from './papers/raster.ts'

interface Paper {
  id: string
  title: string
  description: string
  category: string
}

interface Site {
  company: { name: string; address: string; phone: string; email: string }
  url: string
  footer: { tagline: string }
  theme: { colors: Record<string, string> }
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56
const MB = 1024 * 1024
/** Fixed dates keep the files byte-for-byte reproducible. */
const PUBLISHED = new Date('2026-01-15T09:00:00Z')

const { values } = parseArgs({ options: { site: { type: 'string', default: 'site' }, only: { type: 'string' } } })
const siteDir = values.site!
const site = parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8')) as Site
const c = site.theme.colors
const palette: Palette = {
  brand: hex(c.brand!),
  brandDeep: hex(c.brandDeep!),
  accent: hex(c.accent!),
  accentStrong: hex(c.accentStrong!),
  surface: hex(c.surface!),
  surfaceMuted: hex(c.surfaceMuted!),
  border: hex(c.border!),
  muted: hex(c.muted!),
}
const sections = collectSections(siteDir)
const papersDir = join(siteDir, 'collections/white-papers')
const outDir = join(siteDir, 'assets/papers')
mkdirSync(outDir, { recursive: true })

for (const file of readdirSync(papersDir)
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const id = file.replace(/\.yaml$/, '')
  if (values.only && values.only !== id) continue
  const paper = { id, ...(parse(readFileSync(join(papersDir, file), 'utf8')) as Omit<Paper, 'id'>) }
  const bytes = await makePaper(paper)
  writeFileSync(join(outDir, `${id}.pdf`), bytes)
  console.log(`wrote ${join(outDir, `${id}.pdf`)}: ${countPages(bytes)} pages, ${(bytes.length / MB).toFixed(2)} MB`)
}

/** Builds one paper, turning the figures' grain up or down until the file is the size planned for it. */
async function makePaper(paper: Paper): Promise<Uint8Array> {
  const hash = hashOf(paper.id)
  const pageCount = 26 + (hash % 9)
  const target = (2.3 + ((hash >>> 8) % 70) / 100) * MB
  // Cover, contents, summary and about page, then two pages per chapter (text, then figure and key points),
  // and a closing takeaways page when the count is odd.
  const chapters = rankFor(sections, paper, seeded(hash)).slice(0, Math.floor((pageCount - 4) / 2))
  if (chapters.length < Math.floor((pageCount - 4) / 2))
    throw new Error(`not enough site content for "${paper.title}": ${chapters.length} sections`)
  const withTakeaways = (pageCount - 4) % 2 === 1
  const figureRandom = seeded(hash ^ 0x9e3779b9)
  const cover = drawCover(palette, figureRandom)
  const figures = chapters.map((chapter, i) =>
    drawFigure(
      FIGURE_KINDS[(i + hash) % FIGURE_KINDS.length]!,
      Math.max(3, Math.min(6, chapter.bullets.length || 4)),
      palette,
      figureRandom,
    ),
  )
  // A second, smaller figure fills the text page when the chapter's prose is short.
  const insets = chapters.map((_, i) =>
    drawFigure(FIGURE_KINDS[(i + hash + 2) % FIGURE_KINDS.length]!, 4, palette, figureRandom),
  )
  const rasters = [cover, ...figures.map((f) => f.raster), ...insets.map((f) => f.raster)]
  const pristine = rasters.map((r) => r.pixels.slice())
  const applyGrain = (grain: number) =>
    rasters.forEach((r, i) => {
      r.pixels.set(pristine[i]!)
      r.grain(grain, seeded(hash + i))
    })
  // The PDF stores each picture's pixels deflated, so its size is the text's plus the pictures' deflated sizes.
  // Search the grain on that estimate (fast), then render once and check.
  applyGrain(0)
  const plain = await render(paper, chapters, withTakeaways, cover, figures, insets)
  const imageBytes = () =>
    rasters.reduce((sum, r) => sum + (plain.used.has(r) ? deflateSync(r.pixels, { level: 6 }).length : 0), 0)
  const overhead = plain.bytes.length - imageBytes()
  let low = 0
  let high = 0.5
  for (let attempt = 0; attempt < 12; attempt++) {
    const grain = (low + high) / 2
    applyGrain(grain)
    const estimate = overhead + imageBytes()
    if (Math.abs(estimate - target) < 0.01 * MB) break
    if (estimate < target) low = grain
    else high = grain
  }
  const { bytes } = await render(paper, chapters, withTakeaways, cover, figures, insets)
  if (bytes.length < 2.2 * MB || bytes.length > 3.1 * MB)
    throw new Error(
      `${paper.id}: could not reach a size between 2.2 and 3.1 MB (got ${(bytes.length / MB).toFixed(2)} MB)`,
    )
  return bytes
}

async function render(
  paper: Paper,
  chapters: Section[],
  withTakeaways: boolean,
  cover: Raster,
  figures: Figure[],
  insets: Figure[],
): Promise<{ bytes: Uint8Array; used: Set<Raster> }> {
  const used = new Set<Raster>([cover, ...figures.map((f) => f.raster)])
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(paper.title)
  doc.setSubject(paper.description)
  doc.setAuthor(site.company.name)
  doc.setKeywords([paper.category, 'white paper'])
  doc.setCreator(site.company.name)
  doc.setProducer('scripts/make-papers.ts (pdf-lib)')
  doc.setCreationDate(PUBLISHED)
  doc.setModificationDate(PUBLISHED)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const total = chapters.length * 2 + 4 + (withTakeaways ? 1 : 0)
  const clean = cleaner(fonts.regular)

  // Cover
  const first = doc.addPage([A4.width, A4.height])
  first.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: color(palette.brandDeep) })
  const coverImage = await doc.embedPng(cover.toPng())
  first.drawImage(coverImage, { x: 0, y: A4.height - 528, width: A4.width, height: 528 })
  let y = A4.height - 580
  first.drawText(clean(`${paper.category.toUpperCase()}  ·  WHITE PAPER`), {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.bold,
    color: color(palette.accent),
  })
  y -= 38
  for (const line of wrap(clean(paper.title), fonts.bold, 26, A4.width - 2 * MARGIN)) {
    first.drawText(line, { x: MARGIN, y, size: 26, font: fonts.bold, color: rgb(1, 1, 1) })
    y -= 32
  }
  y -= 6
  for (const line of wrap(clean(paper.description), fonts.regular, 12.5, A4.width - 2 * MARGIN)) {
    first.drawText(line, { x: MARGIN, y, size: 12.5, font: fonts.regular, color: rgb(0.8, 0.84, 0.88) })
    y -= 18
  }
  first.drawText(clean(site.company.name), { x: MARGIN, y: 70, size: 12, font: fonts.bold, color: rgb(1, 1, 1) })
  first.drawText(clean(`${site.company.address}  ·  ${site.url.replace(/^https?:\/\//, '')}`), {
    x: MARGIN,
    y: 52,
    size: 9.5,
    font: fonts.regular,
    color: rgb(0.8, 0.84, 0.88),
  })

  // Contents
  const contents = page(doc, paper, 2, total, fonts, clean)
  y = heading(contents, 'Contents', fonts.bold)
  const entries: Array<[string, number]> = [
    ['Executive Summary', 3],
    ...chapters.map((s, i): [string, number] => [`${i + 1}. ${s.title}`, 4 + i * 2]),
  ]
  if (withTakeaways) entries.push(['Key Takeaways', total - 1])
  entries.push([`About ${site.company.name}`, total])
  for (const [entry, number] of entries) {
    contents.drawText(fitText(clean(entry), fonts.regular, 11, A4.width - 2 * MARGIN - 40), {
      x: MARGIN,
      y,
      size: 11,
      font: fonts.regular,
      color: color(palette.brand),
    })
    contents.drawText(String(number), {
      x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(String(number), 11),
      y,
      size: 11,
      font: fonts.regular,
      color: color(palette.muted),
    })
    y -= 21
  }

  // Executive summary
  const summary = page(doc, paper, 3, total, fonts, clean)
  y = heading(summary, 'Executive Summary', fonts.bold)
  y = paragraph(summary, clean(paper.description), y, fonts.regular, 12.5)
  y = paragraph(
    summary,
    clean(
      `This paper brings together what ${site.company.name} has learned from its ${paper.category.toLowerCase()} work with clients across Africa and beyond. Each chapter covers one part of the subject, with the practices, results and figures our teams rely on.`,
    ),
    y,
    fonts.regular,
  )
  y = paragraph(summary, 'Inside:', y, fonts.bold)
  for (const s of chapters.slice(0, 12)) y = bullet(summary, clean(s.title), y, fonts.regular)

  // Chapters: the prose, then a figure with the key points.
  for (const [i, chapter] of chapters.entries()) {
    const textPage = page(doc, paper, 4 + i * 2, total, fonts, clean)
    y = heading(textPage, clean(`${i + 1}. ${chapter.title}`), fonts.bold)
    const prose = chapter.bullets.length
      ? chapter.paragraphs
      : chapter.paragraphs.slice(0, Math.ceil(chapter.paragraphs.length / 2) + 1)
    const rest = chapter.bullets.length ? chapter.bullets : chapter.paragraphs.slice(prose.length)
    for (const text of prose) {
      if (y < MARGIN + 80) break
      y = text.startsWith('## ')
        ? paragraph(textPage, clean(text.slice(3)), y - 4, fonts.bold, 12)
        : paragraph(textPage, clean(text), y, fonts.regular, 11)
    }
    if (y - (MARGIN + 40) > 200) {
      const inset = insets[i]!.raster
      const height = Math.min(y - (MARGIN + 40) - 16, ((A4.width - 2 * MARGIN) * inset.height) / inset.width)
      const width = (height * inset.width) / inset.height
      textPage.drawImage(await doc.embedPng(inset.toPng()), {
        x: MARGIN + (A4.width - 2 * MARGIN - width) / 2,
        y: y - 8 - height,
        width,
        height,
      })
      used.add(inset)
    }
    const source = chapter.source.replace(/^collections\//, '').replace(/\.yaml$/, '')
    textPage.drawText(clean(`Source: ${site.url.replace(/^https?:\/\//, '')} (${source})`), {
      x: MARGIN,
      y: MARGIN + 12,
      size: 8,
      font: fonts.regular,
      color: color(palette.muted),
    })

    const figurePage = page(doc, paper, 5 + i * 2, total, fonts, clean)
    const figure = figures[i]!
    const image: PDFImage = await doc.embedPng(figure.raster.toPng())
    const width = A4.width - 2 * MARGIN
    const height = (width * figure.raster.height) / figure.raster.width
    const top = A4.height - 70
    figurePage.drawImage(image, { x: MARGIN, y: top - height, width, height })
    y = top - height - 18
    figurePage.drawText(fitText(clean(`Figure ${i + 1} (illustrative). ${chapter.title}`), fonts.bold, 10, width), {
      x: MARGIN,
      y,
      size: 10,
      font: fonts.bold,
      color: color(palette.brand),
    })
    y -= 17
    if (chapter.bullets.length >= 2) {
      figure.legend.forEach((swatch, k) => {
        const x = MARGIN + (k % 2) * (width / 2)
        const row = Math.floor(k / 2)
        figurePage.drawRectangle({ x, y: y - row * 14 - 1, width: 8, height: 8, color: color(swatch) })
        figurePage.drawText(
          fitText(
            clean(chapter.bullets[k % chapter.bullets.length]!.split(':')[0]!),
            fonts.regular,
            8.5,
            width / 2 - 20,
          ),
          { x: x + 13, y: y - row * 14, size: 8.5, font: fonts.regular, color: color(palette.muted) },
        )
      })
      y -= Math.ceil(figure.legend.length / 2) * 14 + 14
    }
    y = paragraph(figurePage, rest.length ? 'Key points' : '', y - 6, fonts.bold, 13)
    for (const text of rest) {
      if (y < MARGIN + 40) break
      y = text.startsWith('## ')
        ? paragraph(figurePage, clean(text.slice(3)), y, fonts.bold, 11)
        : chapter.bullets.length
          ? bullet(figurePage, clean(text), y, fonts.regular)
          : paragraph(figurePage, clean(text), y, fonts.regular, 11)
    }
  }

  if (withTakeaways) {
    const takeaways = page(doc, paper, total - 1, total, fonts, clean)
    y = heading(takeaways, 'Key Takeaways', fonts.bold)
    for (const chapter of chapters) {
      if (y < MARGIN + 60) break
      const first = chapter.paragraphs.find((p) => !p.startsWith('## ')) ?? ''
      y = bullet(takeaways, clean(`${chapter.title}: ${first.split(/(?<=\.)\s/)[0]}`), y, fonts.regular)
    }
  }

  // About
  const about = page(doc, paper, total, total, fonts, clean)
  y = heading(about, clean(`About ${site.company.name}`), fonts.bold)
  y = paragraph(about, clean(site.footer.tagline), y, fonts.regular, 12)
  for (const line of [site.company.address, `Phone: ${site.company.phone}`, `E-mail: ${site.company.email}`, site.url])
    y = paragraph(about, clean(line), y, fonts.regular, 11)
  paragraph(
    about,
    clean(`© ${PUBLISHED.getUTCFullYear()} ${site.company.name}. This paper may be shared in full with attribution.`),
    MARGIN + 60,
    fonts.regular,
    9,
  )

  return { bytes: await doc.save({ useObjectStreams: true }), used }
}

function color([r, g, b]: Rgb) {
  return rgb(r / 255, g / 255, b / 255)
}

/** A content page with the running header and the page number. */
function page(
  doc: PDFDocument,
  paper: Paper,
  number: number,
  total: number,
  fonts: { regular: PDFFont; bold: PDFFont },
  clean: (t: string) => string,
): PDFPage {
  const p = doc.addPage([A4.width, A4.height])
  p.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: color(palette.accentStrong) })
  p.drawText(fitText(clean(paper.title), fonts.regular, 8.5, A4.width - 2 * MARGIN - 120), {
    x: MARGIN,
    y: A4.height - 34,
    size: 8.5,
    font: fonts.regular,
    color: color(palette.muted),
  })
  p.drawText(clean(site.company.name), {
    x: A4.width - MARGIN - fonts.bold.widthOfTextAtSize(clean(site.company.name), 8.5),
    y: A4.height - 34,
    size: 8.5,
    font: fonts.bold,
    color: color(palette.brand),
  })
  p.drawLine({
    start: { x: MARGIN, y: A4.height - 42 },
    end: { x: A4.width - MARGIN, y: A4.height - 42 },
    thickness: 0.6,
    color: color(palette.border),
  })
  const label = `Page ${number} of ${total}`
  p.drawText(label, {
    x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 8.5),
    y: 30,
    size: 8.5,
    font: fonts.regular,
    color: color(palette.muted),
  })
  return p
}

function heading(p: PDFPage, text: string, font: PDFFont): number {
  let y = A4.height - 92
  for (const line of wrap(text, font, 19, A4.width - 2 * MARGIN)) {
    p.drawText(line, { x: MARGIN, y, size: 19, font, color: color(palette.brand) })
    y -= 25
  }
  p.drawRectangle({ x: MARGIN, y: y + 8, width: 42, height: 3, color: color(palette.accentStrong) })
  return y - 18
}

function paragraph(p: PDFPage, text: string, y: number, font: PDFFont, size = 10.5, bottom = MARGIN + 24): number {
  for (const line of wrap(text, font, size, A4.width - 2 * MARGIN)) {
    if (y < bottom) break
    p.drawText(line, { x: MARGIN, y, size, font, color: color(palette.brandDeep) })
    y -= size * 1.45
  }
  return y - size * 0.7
}

function bullet(p: PDFPage, text: string, y: number, font: PDFFont, bottom = MARGIN + 24): number {
  p.drawCircle({ x: MARGIN + 4, y: y + 3.5, size: 2.2, color: color(palette.accentStrong) })
  for (const line of wrap(text, font, 10.5, A4.width - 2 * MARGIN - 16)) {
    if (y < bottom) break
    p.drawText(line, { x: MARGIN + 16, y, size: 10.5, font, color: color(palette.brandDeep) })
    y -= 15
  }
  return y - 4
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Replaces characters the standard PDF fonts cannot show (they cover Latin-1 and common punctuation). */
function cleaner(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet())
  const swaps: Record<string, string> = {
    '\u2011': '-',
    '\u2212': '-',
    '\u2192': '->',
    '\u2264': '<=',
    '\u2265': '>=',
    '\u00a0': ' ',
    '\u2009': ' ',
  }
  return (text) =>
    [...text.replace(/\s+/g, ' ').trim()]
      .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : (swaps[ch] ?? '')))
      .join('')
}
