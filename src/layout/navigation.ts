import { normalizeRoute } from '../shared/routes.ts'
import type { SiteConfig } from '../shared/types.ts'

export type NavigationLink = SiteConfig['navigation']['links'][number]
export type MatchRule = NonNullable<NavigationLink['match']>
export type ServicesMenu = SiteConfig['navigation']['servicesMenu']
export type ServicesGroup = ServicesMenu['groups'][number]

/** Default number of items per services group: desktop mega menu and mobile panel (spec section 2). */
export const DEFAULT_ITEMS_PER_GROUP = 4
export const DEFAULT_ITEMS_PER_GROUP_MOBILE = 3

/**
 * Whether a navigation link shows as the current page.
 * `exact`: same address; `prefix` (default): the address is the link or below it (segment-wise, so
 * /services does not match /servicesfoo); `contains`: the link's address appears anywhere in the path.
 */
export function isCurrentPath(pathname: string, href: string, match: MatchRule = 'prefix'): boolean {
  if (!href.startsWith('/')) return false
  const path = normalizeRoute(pathname)
  const target = normalizeRoute(href)
  switch (match) {
    case 'exact':
      return path === target
    case 'contains':
      return path.includes(target)
    case 'prefix':
      return target === '/' ? path === '/' : path === target || path.startsWith(`${target}/`)
  }
}

/** The first `count` items of each services group, as the menus show them. */
export function groupItems(group: ServicesGroup, count: number): NonNullable<ServicesGroup['items']> {
  return (group.items ?? []).slice(0, count)
}
