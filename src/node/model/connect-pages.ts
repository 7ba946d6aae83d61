import { connectBlocks } from './connect.ts'
import type { PageRecord, SiteFacts } from './site.ts'
import { type ContentError, contentError } from '../errors/errors.ts'
import type { ContractTable } from '../content/contracts.ts'
import { locate } from '../content/yaml-source.ts'
import { notFoundAddress, sortRoutes } from '../../shared/routes.ts'
import type { Block } from '../../shared/types.ts'
import type { Locale } from './locales.ts'

/**
 * Stage 6 of loading a site: every page's blocks with their needs resolved into props (connect.ts); a need a page
 * cannot meet is a content error at the block's place in the page file.
 */

/** The pages and the not-found pages, connected; the errors of both, pages first. */
export function connectPages(
  pages: { pages: ReadonlyArray<PageRecord<Block>>; notFound: ReadonlyArray<PageRecord<Block>> },
  site: SiteFacts,
  contracts: ContractTable,
): { pages: PageRecord[]; notFound: PageRecord[]; errors: ContentError[] } {
  const errors: ContentError[] = []
  const items = new Map([...site.collections].map(([name, record]) => [name, record.entries.map((e) => e.item)]))
  const connect = (page: PageRecord<Block>): PageRecord => {
    // A not-found page is "at" the address it is served from, which no page has.
    const route = page.data.notFound ? notFoundAddress(page.route) : page.route
    const { blocks, problems } = connectBlocks(page.data.blocks, contracts, {
      route,
      entry: page.entry,
      config: site.config,
      routes: site.routes,
      collections: items,
    })
    for (const problem of problems)
      errors.push(
        contentError('unknown-reference', {
          file: page.file,
          ...locate(page.source, `/blocks/${problem.index}${problem.pointer}`),
          message: problem.message,
          expected: problem.expected,
          found: `"${page.data.blocks[problem.index]!.type}"`,
          hint: problem.hint,
        }),
      )
    return { ...page, data: { ...page.data, blocks } }
  }
  return { pages: pages.pages.map(connect), notFound: pages.notFound.map(connect), errors }
}

/**
 * On a site in several languages, each language's pages connected with its own site words (a form on a French page
 * takes its labels and messages from site/locales/fr.yaml) and its own language's pages (a site map lists the French
 * pages); a site in one language is connected as it is.
 */
export function connectInLanguages(
  pages: { pages: ReadonlyArray<PageRecord<Block>>; notFound: ReadonlyArray<PageRecord<Block>> },
  site: SiteFacts,
  contracts: ContractTable,
  languages?: {
    configOf: (route: string) => SiteFacts['config']
    /** The items a page of a language lists (its translations), when they differ from the site's. */
    collectionsIn?: (locale: Locale) => SiteFacts['collections']
    localeOf?: (route: string) => Locale
  },
): { pages: PageRecord[]; notFound: PageRecord[]; errors: ContentError[] } {
  if (!languages) return connectPages(pages, site, contracts)
  const groups = new Map<SiteFacts['config'], { pages: Array<PageRecord<Block>>; notFound: Array<PageRecord<Block>> }>()
  const group = (config: SiteFacts['config']) => {
    let found = groups.get(config)
    if (!found) {
      found = { pages: [], notFound: [] }
      groups.set(config, found)
    }
    return found
  }
  for (const page of pages.pages) group(languages.configOf(page.route)).pages.push(page)
  for (const page of pages.notFound) group(languages.configOf(page.route)).notFound.push(page)
  const out: { pages: PageRecord[]; notFound: PageRecord[]; errors: ContentError[] } = {
    pages: [],
    notFound: [],
    errors: [],
  }
  for (const [config, its] of groups) {
    // A list of the site's pages (the site map block) lists those of the page's own language.
    const routes = site.routes.filter((r) => languages.configOf(r.route) === config)
    const first = its.pages[0] ?? its.notFound[0]
    const locale = first && languages.localeOf?.(first.route)
    const collections = locale && languages.collectionsIn ? languages.collectionsIn(locale) : site.collections
    const connected = connectPages(its, { ...site, config, routes, collections }, contracts)
    out.pages.push(...connected.pages)
    out.notFound.push(...connected.notFound)
    out.errors.push(...connected.errors)
  }
  return { pages: sortRoutes(out.pages), notFound: sortRoutes(out.notFound), errors: out.errors }
}
