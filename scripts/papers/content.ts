import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'

/** A piece of the site's own writing that a white paper chapter can be made from. */
export interface Section {
  title: string
  paragraphs: string[]
  bullets: string[]
  category?: string
  /** Where it was found, e.g. `collections/articles/ransomware-readiness.yaml`. */
  source: string
}

const STOP = new Set(
  'a an and are as at be by for from how in into is it its of on or our the their to what when where which with your you we that this than then them they can will more most not only before after every each'.split(
    ' ',
  ),
)

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name))
}

const TEXT_FIELDS = ['description', 'text', 'intro', 'subtitle', 'excerpt', 'overview', 'challenge', 'answer']
const LIST_FIELDS = ['features', 'details', 'results', 'items', 'points', 'solution', 'benefits', 'process', 'useCases']

/**
 * Every titled piece of prose in site/pages and site/collections: a page block, a collection item, the parts of an
 * article body between headings. Nothing is invented here: the papers are built from what the site already says.
 */
export function collectSections(siteDir: string): Section[] {
  const sections: Section[] = []
  for (const file of [...yamlFiles(join(siteDir, 'collections')), ...yamlFiles(join(siteDir, 'pages'))]) {
    const source = relative(siteDir, file).split('\\').join('/')
    // Not the papers themselves, and not legal or navigation pages.
    if (source.startsWith('collections/white-papers/') || /(privacy|terms|sitemap|not-found)/.test(source)) continue
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    const category = typeof data.category === 'string' ? data.category : undefined
    walk(data, (node) => {
      // A page file's own title and description are about the page ("About Us | …"), not a subject.
      if (node === data && source.startsWith('pages/')) return
      const section = sectionOf(node, source, category)
      if (section) sections.push(section)
    })
    if (Array.isArray(data.body) && typeof data.title === 'string')
      sections.push(articleSection(data.title, data.body, source, category))
  }
  const seen = new Set<string>()
  return sections.filter((s) => {
    const key = s.title.toLowerCase()
    // Too little to fill a page is left out.
    if (seen.has(key) || s.paragraphs.join(' ').length + s.bullets.join(' ').length < 400) return false
    seen.add(key)
    return true
  })
}

function walk(node: unknown, visit: (node: Record<string, unknown>) => void) {
  if (Array.isArray(node))
    node.forEach((child) => {
      walk(child, visit)
    })
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>)
    for (const child of Object.values(node)) walk(child, visit)
  }
}

function sectionOf(node: Record<string, unknown>, source: string, category: string | undefined): Section | undefined {
  if (typeof node.title !== 'string') return undefined
  const paragraphs: string[] = []
  const bullets: string[] = []
  for (const field of TEXT_FIELDS) {
    const value = node[field]
    if (typeof value === 'string') paragraphs.push(value)
    else if (Array.isArray(value)) paragraphs.push(...value.filter((v): v is string => typeof v === 'string'))
  }
  if (Array.isArray(node.paragraphs))
    paragraphs.push(...node.paragraphs.filter((v): v is string => typeof v === 'string'))
  for (const field of LIST_FIELDS) {
    const value = node[field]
    if (!Array.isArray(value)) continue
    for (const item of value) {
      if (typeof item === 'string') bullets.push(item)
      else if (item && typeof item === 'object') {
        const { title, description } = item as { title?: unknown; description?: unknown }
        if (typeof title === 'string')
          bullets.push(typeof description === 'string' ? `${title}: ${description}` : title)
      }
    }
  }
  if (paragraphs.length === 0) return undefined
  return {
    title: node.title,
    paragraphs,
    bullets,
    category: typeof node.category === 'string' ? node.category : category,
    source,
  }
}

/** An article as one section; its headings become paragraphs marked with "## " (the script sets them in bold). */
function articleSection(title: string, body: unknown[], source: string, category: string | undefined): Section {
  const section: Section = { title, paragraphs: [], bullets: [], category, source }
  for (const part of body) {
    if (typeof part === 'string') section.paragraphs.push(part)
    else if (part && typeof part === 'object') {
      const { heading, list } = part as { heading?: unknown; list?: unknown }
      if (typeof heading === 'string') section.paragraphs.push(`## ${heading}`)
      if (Array.isArray(list)) section.bullets.push(...list.filter((v): v is string => typeof v === 'string'))
    }
  }
  return section
}

/** Sections ordered by how much they have to do with a paper: same category first, then shared words. */
export function rankFor(
  sections: Section[],
  paper: { title: string; description: string; category: string },
  random: () => number,
): Section[] {
  const topic = new Set(words(`${paper.title} ${paper.description} ${paper.category}`))
  const scored = sections.map((section) => {
    const text = words(`${section.title} ${section.paragraphs.join(' ')} ${section.bullets.join(' ')}`)
    const shared = new Set(text.filter((w) => topic.has(w))).size
    return { section, score: shared + (section.category === paper.category ? 6 : 0) + random() * 1.5 }
  })
  return scored.sort((a, b) => b.score - a.score).map((s) => s.section)
}
