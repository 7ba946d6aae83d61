import { join } from 'node:path'
import type { Site } from '../model/site.ts'
import type { Redirect } from '../model/redirects.ts'
import { pageDataUrl } from '../../shared/routes.ts'
import { clientConfig, type IconSet } from '../model/page-extras.ts'
import { dataUrlOf, movedJson, pageDataJson } from '../model/page-data.ts'
import { localeFinder } from '../model/translations.ts'

/**
 * What the site plugin (vite-plugin.ts) serves: the text of its virtual modules, and in dev each page's data at the
 * address the build writes it to (its bytes are model/page-data.ts's, as the build's are).
 */

/** The module ids the site plugin serves, named here only. */
export const MANIFEST_ID = 'virtual:site'
/** Dev only: every block with its example, for the block gallery at /__blocks. */
export const GALLERY_ID = 'virtual:site/gallery'
/** The site's web font: its @font-face stylesheet (site.yaml theme.fonts.faces), bundled by Vite like any CSS. */
export const FONTS_ID = 'virtual:site/fonts'

/** The part of an id before `?`. */
export function bareId(id: string): string {
  return id.split('?')[0]!
}

/**
 * The manifest every page loads: the site config and the folders with a not-found page. It names no page, so it
 * is the same size for 60 pages and for 10,000 (pages are found by address: src/app/page-loader.ts).
 * `prerendered` (the browser's code of a build): its pages come with their footer drawn, which the browser keeps and
 * never draws (src/layout/Footer/FooterSlot.tsx), so the footer's words stay out of every page's first load. The
 * server renderer's build and the dev server, which draw it, have them.
 */
export function manifestModule(site: Site, { prerendered = false }: { prerendered?: boolean } = {}): string {
  // The draft banner's words only where a page is a draft (the dev server): a build publishes none.
  const { footer, ...config } = clientConfig(site.config, { drafts: site.pages.some((p) => p.draft) })
  return [
    `export const site = ${JSON.stringify(prerendered ? config : { ...config, footer })};`,
    `export const notFoundScopes = ${JSON.stringify(site.notFound.map((page) => page.route))};`,
  ].join('\n')
}

/**
 * What a build's two bundles take of the site (the site plugin serves it): the text of its virtual modules, and the
 * attributes of the template's `<html>`. Plain strings, so that the bundles can be built in a thread of their own
 * while the site is still being checked (bundle.ts bundlesAhead).
 */
export interface SiteModules {
  /** The browser's manifest (its pages prerendered). */
  manifest: string
  /** The server renderer's manifest. */
  serverManifest: string
  fonts: string
  /** The template's `<html>` attributes. */
  html: string
}

/** The address Vite builds the template at (its index.html). */
const TEMPLATE_ROUTE = '/index.html'

export function siteModules(site: Site): SiteModules {
  return {
    manifest: manifestModule(site, { prerendered: true }),
    serverManifest: manifestModule(site),
    fonts: fontsModule(site),
    html: htmlAttributes(site, TEMPLATE_ROUTE),
  }
}

/** The attributes of a page's `<html>`: its language (the address's, on a site in several languages) and direction. */
export function htmlAttributes(site: Site, route: string): string {
  const locale = site.locales && localeFinder(site.locales)(route)
  return locale ? `lang="${locale.code}"${locale.dir === 'rtl' ? ' dir="rtl"' : ''}` : `lang="${site.config.language}"`
}

/**
 * The module that brings in the site's web font: an import of its stylesheet from site/assets, whose font files Vite
 * hashes into /_app (the build then subsets and preloads the Latin one: fonts.ts). Empty when the site has none.
 */
export function fontsModule(site: Site): string {
  const faces = site.config.theme.fonts.faces
  return faces ? `import ${JSON.stringify(join(site.siteDir, faces))};` : ''
}

/**
 * Each data address's page (its place among the pages, then the not-found pages) or moved page, by the site's list of
 * routes: a dev server's save taken alone (load.ts reloadPage) replaces one page and keeps that list, so the table of
 * 10,000 addresses is not made again at every save.
 */
const byDataUrl = new WeakMap<Site['routes'], Map<string, number | Redirect>>()

/** The page, or the moved page's old address, whose data is served at an address (dev server), or undefined. */
export function dataAtUrl(site: Site, url: string, icons: IconSet): string | undefined {
  const at = (index: number) =>
    index < site.pages.length ? site.pages[index] : site.notFound[index - site.pages.length]
  let byUrl = byDataUrl.get(site.routes)
  let found = byUrl?.get(url)
  // The table is checked against the page it names: made again if the site's pages moved under the same routes.
  if (!byUrl || (typeof found === 'number' && (!at(found) || dataUrlOf(at(found)!) !== url))) {
    byUrl = new Map<string, number | Redirect>([
      ...[...site.pages, ...site.notFound].map((page, index) => [dataUrlOf(page), index] as const),
      ...site.redirects.map((redirect) => [pageDataUrl(redirect.from), redirect] as const),
    ])
    byDataUrl.set(site.routes, byUrl)
    found = byUrl.get(url)
  }
  if (found === undefined) return undefined
  if (typeof found !== 'number') return movedJson(found)
  const page = at(found)!
  return pageDataJson(page.data, icons, page.locale?.code ?? site.config.language)
}

export function isSiteModule(id: string): boolean {
  const bare = bareId(id)
  return bare === MANIFEST_ID || bare.startsWith(`${MANIFEST_ID}/`)
}
