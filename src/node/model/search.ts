import { blockContracts, type ContractTable } from '../content/contracts.ts'
import type { PageRecord, Site } from './site.ts'

/**
 * What the site's search covers, decided from the model the build prerenders: the site searches when a published
 * page holds a block whose schema declares `x-search`; the search then covers every page of `site.pages` (drafts are
 * already left out of it, not-found pages are in `site.notFound`), so whatever later leaves a page out of the model
 * leaves it out of the search too.
 */

/** Whether a page of the site has a search block, so the build writes the index and the hosts allow its runtime. */
export function siteSearches(site: Pick<Site, 'pages'>, contracts: ContractTable = blockContracts()): boolean {
  return site.pages.some((page) => page.data.blocks.some((block) => contracts.get(block.type)?.search === true))
}

/**
 * The category a search result shows for a page: the label of the section it is in, i.e. of the page at the first
 * step of its address (`/services/cloud` → the services page's label); a top-level page is its own section.
 */
export function searchCategory(page: PageRecord, labels: ReadonlyMap<string, string>): string {
  const section = page.route.split('/').filter(Boolean)[0]
  return labels.get(section ? `/${section}` : '/') ?? page.navLabel
}
