import type { PageRecord } from './site.ts'
import type { Redirect } from './redirects.ts'
import { withExtras, type IconSet } from './page-extras.ts'
import { notFoundDataUrl, pageDataUrl } from '../../shared/routes.ts'

/**
 * Each page's data file, as the browser fetches it (on hydration and on client-side navigation): where it is and what
 * it holds. The build writes it (render/prerender.ts), the dev server serves it (bundle/virtual-modules.ts): both
 * from here, so the two are the same bytes.
 */

/** The address the browser fetches a page's data from (a not-found page's, by its folder). */
export function dataUrlOf(page: PageRecord): string {
  return page.data.notFound === true ? notFoundDataUrl(page.route) : pageDataUrl(page.route)
}

/** A page's data as the browser gets it: with the drawings of the icons it uses and its dates written out. */
export function pageDataJson(data: PageRecord['data'], icons: IconSet, language: string, build?: string): string {
  const extended = withExtras(data, icons, language)
  return JSON.stringify(build ? { ...extended, build } : extended)
}

/** What the browser finds at the data address of a moved page's old address: where the page is now. */
export function movedJson(redirect: Redirect): string {
  return JSON.stringify({ movedTo: redirect.to })
}
