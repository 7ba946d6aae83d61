import type { PageRecord, Site } from './load.ts'
import { clientConfig, withIcons, type IconSet } from './page-extras.ts'

/**
 * The module ids the site plugin serves, named here only. Page ids carry a data version in dev, so an edit yields a
 * fresh module URL.
 */
export const MANIFEST_ID = 'virtual:site'
/** Dev only: every block with its example, for the block gallery at /__blocks. */
export const GALLERY_ID = 'virtual:site/gallery'
const PAGE_PREFIX = 'virtual:site/page'
const NOT_FOUND_PREFIX = 'virtual:site/not-found'

/** The id of a page's data module (a not-found page's, with `notFound`), without its version. */
export function pageModuleId(route: string, notFound: boolean): string {
  return `${notFound ? NOT_FOUND_PREFIX : PAGE_PREFIX}${route === '/' ? '/index' : route}`
}

/** The part of an id before `?`. */
export function bareId(id: string): string {
  return id.split('?')[0]!
}

/** The manifest: site config and a lazy loader per page with the block types it uses. */
export function manifestModule(site: Site, version: number): string {
  const entry = (record: PageRecord) => {
    const blocks = [...new Set(record.data.blocks.map((b) => b.type))]
    return `  ${JSON.stringify(record.route)}: { load: () => import(${JSON.stringify(`${pageModuleId(record.route, record.data.notFound === true)}?v=${version}`)}), blocks: ${JSON.stringify(blocks)} },`
  }
  return [
    `export const site = ${JSON.stringify(clientConfig(site.config))};`,
    `export const pages = {`,
    ...site.pages.map(entry),
    `};`,
    `export const notFound = {`,
    ...site.notFound.map(entry),
    `};`,
    // Old addresses of moved pages: a link to one, followed in the browser, shows the new page at its own address.
    `export const redirects = ${JSON.stringify(Object.fromEntries(site.redirects.map((r) => [r.from, r.to])))};`,
  ].join('\n')
}

const pagesById = new WeakMap<Site, Map<string, PageRecord>>()

/** The data module of one page, or undefined when the id is not a page of this site. */
export function pageModule(site: Site, id: string, icons: IconSet): string | undefined {
  const byId =
    pagesById.get(site) ??
    new Map(
      [...site.pages, ...site.notFound].map((page) => [pageModuleId(page.route, page.data.notFound === true), page]),
    )
  pagesById.set(site, byId)
  const record = byId.get(bareId(id))
  return record ? `export default ${JSON.stringify(withIcons(record.data, icons))};` : undefined
}

export function isSiteModule(id: string): boolean {
  const bare = bareId(id)
  return bare === MANIFEST_ID || bare.startsWith(`${MANIFEST_ID}/`)
}
