import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { searchCategory, siteSearches } from '../model/search.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { escapeHtml } from '../util/escape-html.ts'
import { LAYOUT_IDS } from '../../shared/anchors.ts'
import { SEARCH_PATH } from '../../shared/search.ts'

/**
 * The site's search index (Pagefind, run through its Node API): each published page's prerendered HTML is handed to
 * it as the prerender makes it, and its files are written under `SEARCH_PATH` at the end. Only what is in <main> is
 * indexed (the header and footer are on every page), and each page carries its category (searchCategory) as
 * Pagefind metadata and a filter. Those attributes go into the copy Pagefind reads, not into the page served: the
 * pages keep every byte of their first round trip.
 */

/** Pagefind's stock interfaces (its UI, modular UI, web component) and its highlighter: the search block is ours. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

export interface SearchIndexer {
  /** Indexes one published page from its prerendered HTML. */
  add: (page: PageRecord, html: string) => Promise<void>
  /** Writes the index's files through the build's writer; returns how many pages it holds. */
  write: (dir: string, write: (file: string, content: Uint8Array) => Promise<void>) => Promise<number>
  /** Stops Pagefind's process (it runs beside the build's). */
  close: () => Promise<void>
}

/** An indexer for the site, or undefined when no published page searches (no index written, nothing allowed). */
export async function searchIndexer(site: Site): Promise<SearchIndexer | undefined> {
  if (!siteSearches(site)) return undefined
  const created = await pagefind.createIndex({ rootSelector: `#${LAYOUT_IDS.main}` })
  const index = created.index
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`)
  const labels = new Map(site.pages.map((page) => [page.route, page.navLabel]))
  let pages = 0
  return {
    async add(page, html) {
      const category = escapeHtml(searchCategory(page, labels))
      const marked = html.replace(
        /<main\b[^>]*>/,
        (tag) => `${tag}<i data-pagefind-meta="category:${category}" data-pagefind-filter="category:${category}"></i>`,
      )
      const added = await index.addHTMLFile({ url: page.route, content: marked })
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${page.route}: ${added.errors.join('; ')}`)
      pages++
    },
    async write(dir, write) {
      const { files, errors } = await index.getFiles()
      if (errors.length > 0) throw new Error(`Pagefind could not write its index: ${errors.join('; ')}`)
      for (const file of files.filter((f) => !UNUSED.test(f.path)))
        await write(join(dir, SEARCH_PATH, file.path), file.content)
      return pages
    },
    close: () => pagefind.close().then(() => undefined),
  }
}
