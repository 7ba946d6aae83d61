import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { searchCategory, siteSearches } from '../model/search.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { escapeHtml } from '../util/escape-html.ts'
import { SEARCH_PATH } from '../../shared/search.ts'

/**
 * The site's search index (Pagefind, run through its Node API): each published page's prerendered HTML is handed to
 * it as the prerender makes it, and its files are written under `SEARCH_PATH` at the end. Only what is in <main> is
 * indexed (the header and footer are on every page), and each page carries its category (searchCategory) as
 * Pagefind metadata and a filter, and its language: Pagefind keeps an index per language and a search page reads the
 * one of its own <html lang>, so a French search page finds the French pages. Those attributes go into the copy Pagefind reads, not into the page served: the
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

/** How many pages may wait for Pagefind's answer at a time. */
const INDEXING = 64

/** An indexer for the site, or undefined when no published page searches (no index written, nothing allowed). */
export async function searchIndexer(site: Site): Promise<SearchIndexer | undefined> {
  if (!siteSearches(site)) return undefined
  const created = await pagefind.createIndex()
  const index = created.index
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`)
  const language = escapeHtml(site.config.language)
  const labels = new Map(site.pages.map((page) => [page.route, page.navLabel]))
  // Pagefind indexes in its own process: the prerender hands it a page and goes on to the next without waiting for
  // the answer (waiting made each page a round trip to that process); the answers are checked before the index is
  // written. At most INDEXING pages wait for their answer: a prerender in worker threads outpaces Pagefind, and the
  // pages it had not read yet piled up in the build's memory (a 10,000-page build peaked 230 MB higher).
  const pending = new Set<Promise<void>>()
  let added = 0
  let failure: unknown
  return {
    async add(page, html) {
      const category = escapeHtml(searchCategory(page, labels))
      // Only <main> goes to Pagefind (the head's styles and the header and footer are most of a page's bytes, sent to
      // its process for nothing), with the page's language and its category.
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
      const marked = `<html lang="${page.locale ? escapeHtml(page.locale.code) : language}"><body><main data-pagefind-body><i data-pagefind-meta="category:${category}" data-pagefind-filter="category:${category}"></i>${main}</main></body></html>`
      const answered: Promise<void> = index
        .addHTMLFile({ url: page.route, content: marked })
        .then(
          (result) => {
            if (result.errors.length > 0)
              failure ??= new Error(`Pagefind could not index ${page.route}: ${result.errors.join('; ')}`)
          },
          (error: unknown) => {
            failure ??= error
          },
        )
        .finally(() => pending.delete(answered))
      pending.add(answered)
      added++
      if (pending.size >= INDEXING) await Promise.race(pending)
    },
    async write(dir, write) {
      await Promise.all(pending)
      if (failure) throw failure
      const { files, errors } = await index.getFiles()
      if (errors.length > 0) throw new Error(`Pagefind could not write its index: ${errors.join('; ')}`)
      for (const file of files.filter((f) => !UNUSED.test(f.path)))
        await write(join(dir, SEARCH_PATH, file.path), file.content)
      return added
    },
    close: () => pagefind.close().then(() => undefined),
  }
}
