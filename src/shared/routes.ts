/** What a file under site/pages becomes. */
export type PageFileKind =
  | { kind: 'page'; route: string }
  | { kind: 'collection'; route: string; param: string }
  | { kind: 'not-found'; scope: string }
  | { kind: 'ignored' }
  | { kind: 'wrong-extension' }

const PARAM = /^\[([a-z][a-z0-9-]*)\]$/

/**
 * Maps a path relative to site/pages to its route. Pure: the same path always gives the same answer.
 * `index.yaml` is its folder's route; `[id].yaml` makes one route per collection item;
 * `_not-found.yaml` is the not-found page of its folder; other `_`-prefixed files and folders are not routes.
 */
export function classifyPageFile(relativePath: string): PageFileKind {
  const path = relativePath.split('\\').join('/')
  if (!path.endsWith('.yaml')) return { kind: 'wrong-extension' }
  const segments = path.slice(0, -'.yaml'.length).split('/')
  const last = segments.pop()!
  const folder = routeOf(segments)
  if (last === '_not-found')
    return segments.some((s) => s.startsWith('_')) ? { kind: 'ignored' } : { kind: 'not-found', scope: folder }
  if (last.startsWith('_') || segments.some((s) => s.startsWith('_'))) return { kind: 'ignored' }
  const param = PARAM.exec(last)
  if (param) return { kind: 'collection', route: joinRoute(folder, `:${param[1]}`), param: param[1]! }
  return { kind: 'page', route: last === 'index' ? folder : joinRoute(folder, last) }
}

function routeOf(segments: string[]): string {
  return `/${segments.join('/')}`.replace(/\/+$/, '') || '/'
}

export function joinRoute(base: string, segment: string): string {
  return base === '/' ? `/${segment}` : `${base}/${segment}`
}

/** The page part of an address (path and query): two addresses that differ only in their #section are one page. */
export function pageOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`
}

/** Removes a trailing slash, `#hash` and `?query`, so `/about/#team` compares equal to `/about`. */
export function normalizeRoute(href: string): string {
  const path = href.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/'
}

/** True when `route` is `pattern`, where a `:param` segment of the pattern stands for any one segment. */
export function matchesRoute(pattern: string, route: string): boolean {
  const expected = pattern.split('/')
  const actual = route.split('/')
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]))
  )
}

/** Routes sorted so a parent comes before its children and siblings are alphabetical. */
export function sortRoutes<T extends { route: string }>(records: readonly T[]): T[] {
  // Each route split once, and one collator (what localeCompare makes at every call): a thousand routes sorted in a
  // tenth of the time.
  const compare = new Intl.Collator().compare
  const keyed = records.map((record) => ({ record, steps: record.route.split('/').filter(Boolean) }))
  keyed.sort(({ steps: sa }, { steps: sb }) => {
    for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
      const diff = compare(sa[i]!, sb[i]!)
      if (diff !== 0) return diff
    }
    return sa.length - sb.length
  })
  return keyed.map((entry) => entry.record)
}

/** The not-found scope that covers a path: the longest scope that is the path or one of its parents. */
export function notFoundScopeFor(path: string, scopes: readonly string[]): string | undefined {
  const normalized = normalizeRoute(path)
  return [...scopes]
    .filter((scope) => scope === '/' || normalized === scope || normalized.startsWith(`${scope}/`))
    .sort((a, b) => b.length - a.length)[0]
}

/** Where the not-found page of a scope is served from (`/services` → `/services/404.html`): an address no page has. */
export function notFoundAddress(scope: string): string {
  return joinRoute(scope, '404.html')
}

/** Where the build writes a page's data for the browser (`/` → `/_data/index.json`, `/about` → `/_data/about/index.json`). */
export function pageDataUrl(route: string): string {
  return `/_data${route === '/' ? '' : route}/index.json`
}

/** Where the build writes the data of a folder's not-found page (`/services` → `/_data/services/_not-found.json`). */
export function notFoundDataUrl(scope: string): string {
  return `/_data${scope === '/' ? '' : scope}/_not-found.json`
}
