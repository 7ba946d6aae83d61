import type { RouteSummary } from '../../shared/types.ts'

/** How precisely a pattern matches an address; higher wins. */
const EXACT = Number.MAX_SAFE_INTEGER

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/**
 * How precisely `pattern` matches `route`, or -1 when it does not. An exact address beats any wildcard; otherwise each
 * literal segment counts two and a one-level `*` ending counts one more than a `**` ending, so "/a/b/**" beats "/a/*",
 * which beats "/a/**".
 */
export function matchScore(pattern: string, route: string): number {
  const wanted = segmentsOf(pattern)
  const actual = segmentsOf(route)
  const deep = wanted[wanted.length - 1] === '**'
  const fixed = deep ? wanted.slice(0, -1) : wanted
  if (deep ? actual.length < fixed.length : actual.length !== fixed.length) return -1
  if (!fixed.every((segment, i) => segment === '*' || segment === actual[i])) return -1
  const literal = fixed.filter((segment) => segment !== '*').length
  if (!deep && literal === fixed.length) return EXACT
  return literal * 2 + (deep ? 0 : 1)
}

export interface GroupRule {
  title: string
  routes: readonly string[]
}

export interface RouteGroup<G extends GroupRule> {
  group: G
  links: RouteSummary[]
}

const byName = (a: RouteSummary, b: RouteSummary) => {
  const x = a.navLabel.toLowerCase()
  const y = b.navLabel.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Puts every route in exactly one group: the group whose pattern matches it most precisely (ties go to the earlier
 * group). Within a group, routes are listed in the order of the patterns that took them, then parent first, then by
 * name. Routes no pattern matches are returned in `unmatched`; groups that took no route are left out.
 * Pure and locale-independent, so server and client agree.
 */
export function groupRoutes<G extends GroupRule>(
  groups: readonly G[],
  routes: readonly RouteSummary[],
): { groups: Array<RouteGroup<G>>; unmatched: RouteSummary[] } {
  const placed = groups.map(() => [] as Array<{ route: RouteSummary; pattern: number }>)
  const unmatched: RouteSummary[] = []
  for (const route of routes) {
    let best: { group: number; pattern: number; score: number } | undefined
    groups.forEach((group, g) => {
      group.routes.forEach((pattern, p) => {
        const score = matchScore(pattern, route.route)
        if (score < 0) return
        // Strictly greater: on a tie the earlier group (and its earlier pattern) keeps the route.
        if (!best || score > best.score) best = { group: g, pattern: p, score }
      })
    })
    if (best) placed[best.group]!.push({ route, pattern: best.pattern })
    else unmatched.push(route)
  }
  const depth = (route: RouteSummary) => segmentsOf(route.route).length
  return {
    groups: groups
      .map((group, g) => ({
        group,
        links: placed[g]!.sort(
          (a, b) => a.pattern - b.pattern || depth(a.route) - depth(b.route) || byName(a.route, b.route),
        ).map(({ route }) => route),
      }))
      .filter(({ links }) => links.length > 0),
    unmatched,
  }
}
