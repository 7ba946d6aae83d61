import type { LoadedSite, PageRecord } from './load.ts'
import { clientConfig, withExtras, type IconSet } from './page-extras.ts'

/** Module ids the site plugin serves. Page ids carry a data version so a dev edit yields a fresh module URL. */
export const MANIFEST_ID = 'virtual:site'
/** Dev only: every block with its example, for the block gallery at /__blocks. */
export const GALLERY_ID = 'virtual:site/gallery'
const PAGE_PREFIX = 'virtual:site/page'
const NOT_FOUND_PREFIX = 'virtual:site/not-found'

function idFor(prefix: string, route: string, version: number): string {
  return `${prefix}${route === '/' ? '/index' : route}?v=${version}`
}

/** The part of an id before `?`. */
export function bareId(id: string): string {
  return id.split('?')[0]!
}

/** The manifest: site config and a lazy loader per page with the block types it uses. */
export function manifestModule(site: LoadedSite, version: number): string {
  const entry = (record: PageRecord, prefix: string, key: string) => {
    const blocks = [...new Set(record.data.blocks.map((b) => b.type))]
    return `  ${JSON.stringify(key)}: { load: () => import(${JSON.stringify(idFor(prefix, key, version))}), blocks: ${JSON.stringify(blocks)} },`
  }
  return [
    `export const site = ${JSON.stringify(clientConfig(site.config))};`,
    `export const pages = {`,
    ...site.pages.map((p) => entry(p, PAGE_PREFIX, p.route)),
    `};`,
    `export const notFound = {`,
    ...site.notFound.map((p) => entry(p, NOT_FOUND_PREFIX, p.route)),
    `};`,
  ].join('\n')
}

/** The data module of one page, or undefined when the id is not a page of this site. */
export function pageModule(site: LoadedSite, id: string, icons: IconSet): string | undefined {
  const bare = bareId(id)
  const [records, prefix] = bare.startsWith(NOT_FOUND_PREFIX) ? [site.notFound, NOT_FOUND_PREFIX] : [site.pages, PAGE_PREFIX]
  if (!bare.startsWith(prefix)) return undefined
  const rest = bare.slice(prefix.length)
  const route = rest === '/index' ? '/' : rest
  const record = records.find((p) => p.route === route)
  return record ? `export default ${JSON.stringify(withExtras(record.data, icons, site))};` : undefined
}

export function isSiteModule(id: string): boolean {
  const bare = bareId(id)
  return bare === MANIFEST_ID || bare.startsWith(`${MANIFEST_ID}/`)
}
