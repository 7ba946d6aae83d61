import { distance } from 'fastest-levenshtein'
import { imageSource, linkTarget } from './addresses.ts'
import { linkToDraftProblem } from './drafts.ts'
import { linkToUnpublishedProblem } from './schedule.ts'
import { type ContentError, contentError } from '../errors/errors.ts'
import type { SiteFacts } from '../model/site.ts'
import { menuGroups } from './menus.ts'
import { matchesRoute, normalizeRoute } from '../../shared/routes.ts'
import type { Reference } from '../content/schemas.ts'
import { sectionLinkProblem } from './section-links.ts'
import { closest, listChoices } from '../errors/suggest.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'

/**
 * Checks what a schema cannot: links resolve to pages, files exist, and references name existing items. A file that
 * is itself a draft (`fromDraft`) may link to other drafts; a published one may not when drafts are left out. A page
 * that goes live later (`goesLiveAt`) may link to pages that go live no later than it; `dropped` values (menu entries
 * the published site.yaml leaves out with their page: model/menu-timing.ts) are not checked.
 */
export function checkReferences(
  source: YamlSource,
  references: Reference[],
  site: SiteFacts,
  unresolvedRoutes: readonly string[] = [],
  options: {
    fromDraft?: boolean
    goesLiveAt?: Date
    timeZone?: string
    dropped?: (pointer: string) => boolean
    samePageIds?: ReadonlySet<string>
  } = {},
): ContentError[] {
  const routes = routeSet(site.routes)
  const errors: ContentError[] = []
  for (const ref of references) {
    if (options.dropped?.(ref.pointer)) continue
    // A link is read once, as a browser reads it; its page and its section are checked from that reading.
    const target = ref.kind === 'link' ? linkTarget(ref.value, site.config) : undefined
    const problem =
      checkOne(ref, target, site, routes, unresolvedRoutes, options) ??
      (target && sectionProblem(ref.value, target, site, options.samePageIds))
    if (!problem) continue
    errors.push(
      contentError(problem.code, {
        file: source.file,
        ...locate(source, ref.pointer),
        found: `"${ref.value}"`,
        ...problem,
      }),
    )
  }
  return errors
}

type Problem = Pick<ContentError, 'code' | 'message' | 'expected' | 'hint'>

const routeSets = new WeakMap<SiteFacts['routes'], Set<string>>()
const redirectMaps = new WeakMap<NonNullable<SiteFacts['redirects']>, Map<string, string>>()

/** Old address → new address, made once per site (checked for every link of every file). */
function redirectMap(redirects: SiteFacts['redirects']): ReadonlyMap<string, string> {
  if (!redirects) return new Map()
  let map = redirectMaps.get(redirects)
  if (!map) {
    map = new Map(redirects.map((redirect) => [redirect.from, redirect.to]))
    redirectMaps.set(redirects, map)
  }
  return map
}

/** The site's routes as a set, made once per site (checkReferences runs once per file: 10,000 files, 10,000 routes). */
function routeSet(routes: SiteFacts['routes']): Set<string> {
  let set = routeSets.get(routes)
  if (!set) {
    set = new Set(routes.map((r) => r.route))
    routeSets.set(routes, set)
  }
  return set
}

/**
 * A link that reaches its page but jumps to a section (`#id`) the page does not have (section-links.ts). A `#id` alone
 * jumps on the page the link is on (`samePageIds`); a moved page's old address, on the page it moved to.
 */
function sectionProblem(
  value: string,
  target: ReturnType<typeof linkTarget>,
  site: SiteFacts,
  samePageIds?: ReadonlySet<string>,
): Problem | undefined {
  if (!value.includes('#')) return undefined
  if (target.kind === 'section') return sectionLinkProblem(value, '', samePageIds)
  if (target.kind !== 'page' || target.path.startsWith('/assets/')) return undefined
  const written = normalizeRoute(target.path)
  const route = redirectMap(site.redirects).get(written) ?? written
  return sectionLinkProblem(value, route, site.sectionIds?.get(route))
}

/**
 * One reference. Links and pictures are read as a browser reads them (addresses.ts); links that go to a page file
 * that exists but has errors of its own (`unresolvedRoutes`) are not reported: those errors are.
 */
function checkOne(
  ref: Reference,
  link: ReturnType<typeof linkTarget> | undefined, // the reading of a link (checkReferences); undefined for other kinds
  site: SiteFacts,
  routes: Set<string>,
  unresolvedRoutes: readonly string[],
  from: { fromDraft?: boolean; goesLiveAt?: Date; timeZone?: string },
): Problem | undefined {
  const { kind, value } = ref
  const fromDraft = from.fromDraft === true
  switch (kind) {
    case 'link': {
      const target = link!
      if (target.kind === 'refused') return target.problem
      if (target.kind !== 'page') return undefined
      if (target.path.startsWith('/assets/'))
        return site.assets.has(target.path.split(/[?#]/)[0]!) ? undefined : missingFile(value, site)
      const route = normalizeRoute(target.path)
      if (routes.has(route)) return undefined
      // A moved page's old address redirects to its new one: not a dead link.
      if (redirectMap(site.redirects).has(route)) return undefined
      if (site.drafts?.routes.has(route)) return fromDraft ? undefined : linkToDraftProblem(value)
      const timed = site.timedOut?.get(route)
      if (timed) {
        const liveFirst = timed.state === 'scheduled' && from.goesLiveAt !== undefined && from.goesLiveAt >= timed.at
        return fromDraft || liveFirst ? undefined : linkToUnpublishedProblem(value, timed, from.timeZone ?? 'UTC')
      }
      if (unresolvedRoutes.some((pattern) => matchesRoute(pattern, route))) return undefined
      const near = nearestRoute(route, [...routes])
      return {
        code: 'broken-link',
        message: `the link ${value} goes to no page`,
        expected: 'the address of a page in site/pages',
        hint: near ? `Did you mean "${near}"?` : 'Create the page, or link to an existing one.',
      }
    }
    case 'image': {
      const source = imageSource(value, site.config)
      if (source.kind === 'refused') return source.problem
      return source.kind === 'other-site' || site.assets.has(source.path) ? undefined : missingFile(value, site)
    }
    case 'asset':
      if (!value.startsWith('/assets/'))
        return {
          code: 'missing-file',
          message: `"${value}" is not a file of this site`,
          expected: 'a path starting with "/assets/"',
          hint: 'Put the file in site/assets and write its path as "/assets/…".',
        }
      return site.assets.has(value) ? undefined : missingFile(value, site)
    case 'collection':
    case 'page-collection':
      return unknownName(
        value,
        [...site.collections.keys()],
        'collection',
        'Collections are the folders of site/collections.',
      )
    case 'category':
      return unknownName(
        value,
        (site.config.vocabularies?.categories ?? []).map((category) => category.name),
        'category',
        'Categories are listed in site.yaml under vocabularies.categories: use one of them, or add this one there.',
        'a category listed in site.yaml',
      )
    case 'menu-group':
      return unknownName(
        value,
        menuGroups(site.config).map((g) => g.group.id),
        'menu group',
        'Groups are listed in site.yaml in the menus of the header links (navigation.links[].menu.groups).',
      )
    case 'form':
      return unknownName(
        value,
        (site.config.forms?.declarations ?? []).map((form) => form.id),
        'form',
        'Forms are declared in site.yaml under forms.declarations.',
      )
    default: {
      if (!kind.startsWith('entry:')) return undefined
      const name = kind.slice('entry:'.length)
      const ids = (site.collections.get(name)?.entries ?? []).map((e) => e.item.id)
      if (ids.includes(value)) return undefined
      // A draft item named in a list (related case studies) is left out of it until it is published.
      if (site.drafts?.entries.has(`${name}/${value}`)) return undefined
      const near = closest(value, ids)
      return {
        code: 'unknown-reference',
        message: `there is no ${name} item "${value}"`,
        expected: `the id of a file in site/collections/${name}`,
        hint: `${near ? `Did you mean "${near}"? ` : ''}Known: ${ids.join(', ') || 'none'}.`,
      }
    }
  }
}

/**
 * A name that must be one of `names` (a collection, a category, a menu group, a form): nothing when it is, else the
 * problem with the nearest name and where the names are declared.
 */
function unknownName(
  value: string,
  names: string[],
  what: string,
  where: string,
  whenNone?: string,
): Problem | undefined {
  if (names.includes(value)) return undefined
  const near = closest(value, names)
  return {
    code: 'unknown-reference',
    message: `there is no ${what} "${value}"`,
    expected: names.length === 0 && whenNone ? whenNone : listChoices(names),
    hint: `${near ? `Did you mean "${near}"? ` : ''}${where}`,
  }
}

function missingFile(value: string, site: SiteFacts): Problem {
  const near = closest(value, [...site.assets])
  return {
    code: 'missing-file',
    message: `the file ${value} does not exist`,
    expected: `a file at site${value}`,
    hint: near ? `Did you mean "${near}"?` : 'Add the file under site/assets, or fix the path.',
  }
}

/** The existing route nearest to a broken one: shares the most leading segments, then the smallest edit distance. */
export function nearestRoute(route: string, routes: readonly string[]): string | undefined {
  const segments = route.split('/')
  let best: string | undefined
  let bestScore = Infinity
  for (const candidate of routes) {
    const other = candidate.split('/')
    let shared = 0
    while (shared < Math.min(segments.length, other.length) && segments[shared] === other[shared]) shared++
    const score = distance(route, candidate) - shared * 2
    if (score < bestScore) {
      bestScore = score
      best = candidate
    }
  }
  return best !== undefined && distance(route, best) <= Math.max(3, route.length / 2) ? best : undefined
}
