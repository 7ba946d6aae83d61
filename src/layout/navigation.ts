import { normalizeRoute } from '../shared/routes.ts'
import { fillTemplate } from '../shared/text.ts'
import type { SiteConfig } from '../shared/types.ts'
import { otherLanguage } from '../components/SmartLink.tsx'

export type NavigationLink = SiteConfig['navigation']['links'][number]
export type MatchRule = NonNullable<NavigationLink['match']>
/** The menu a header link opens (site.yaml: `navigation.links[].menu`). */
export type Menu = NonNullable<NavigationLink['menu']>
export type MenuGroup = Menu['groups'][number]

export { DEFAULT_ITEMS_PER_GROUP, DEFAULT_ITEMS_PER_GROUP_MOBILE } from '../shared/menus.ts'

/**
 * Whether a navigation link shows as the current page.
 * `exact`: same address; `prefix` (default): the address is the link or below it (segment-wise, so
 * /about does not match /aboutus); `contains`: the link's address appears anywhere in the path.
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

/**
 * What a menu shows of a group: its first `count` items and, when it has more, the link to the group's page that
 * leads to the rest (`viewAll`, with the words of the menu's `viewAll`, in the group page's language), so no item is
 * silently left out.
 */
export function groupItems(
  group: MenuGroup,
  count: number,
  viewAllLabel: string,
): { shown: NonNullable<MenuGroup['items']>; viewAll?: { label: string; href: string } } {
  const items = group.items ?? []
  if (items.length <= count) return { shown: items }
  return {
    shown: items.slice(0, count),
    viewAll: {
      label: fillTemplate(viewAllLabel, { count: items.length, group: group.title }),
      href: group.href,
      // What the build says of the group page's language (a page only the default language has).
      ...otherLanguage(group),
    },
  }
}
