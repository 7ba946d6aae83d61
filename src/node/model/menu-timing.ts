import type { TimedOut } from './published.ts'
import type { SiteConfig } from '../../shared/types.ts'
import { normalizeRoute } from '../../shared/routes.ts'

/**
 * Menus follow what is published: an entry of a list in site.yaml (a navigation link, a menu item, a footer link)
 * whose `href` goes to a page left out because of its time is left out with it, and comes back in the build after
 * the page goes live. So a menu item may be written together with the page it announces. (A link to a draft stays an
 * error: a draft has no time at which it goes live.)
 */
export function withoutTimedOutLinks(
  config: SiteConfig,
  timedOut: ReadonlyMap<string, TimedOut>,
): { config: SiteConfig; dropped: ReadonlySet<string> } {
  const dropped = new Set<string>()
  if (timedOut.size === 0) return { config, dropped }
  const goesNowhere = (value: unknown) => {
    const href = (value as { href?: unknown } | null)?.href
    return typeof href === 'string' && href.startsWith('/') && timedOut.has(normalizeRoute(href.split(/[?#]/)[0]!))
  }
  const visit = (value: unknown, pointer: string): unknown => {
    if (Array.isArray(value))
      return value.flatMap((item, index) => {
        if (!goesNowhere(item)) return [visit(item, `${pointer}/${index}`)]
        dropped.add(`${pointer}/${index}`)
        return []
      })
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, `${pointer}/${key}`)]))
  }
  return { config: visit(config, '') as SiteConfig, dropped }
}

/** Whether a JSON pointer of site.yaml lies in an entry withoutTimedOutLinks left out. */
export function inDropped(dropped: ReadonlySet<string>): (pointer: string) => boolean {
  return (pointer) => [...dropped].some((entry) => pointer === entry || pointer.startsWith(`${entry}/`))
}
