import { checkReferences } from './references.ts'
import { everyPageSectionIds, pageSectionIds } from './section-links.ts'
import type { ContentError } from '../errors/errors.ts'
import type { PageRecord, SiteFacts } from '../model/site.ts'
import { publicationOf, type PublishingClock, type Timing } from '../model/published.ts'
import type { ContractTable } from '../content/contracts.ts'
import type { ValidFile } from '../content/validate.ts'
import type { Block } from '../../shared/types.ts'

/**
 * Stage 5 of loading a site: the references of every valid file (site.yaml, each item, each page file) checked
 * against the site as it will be published (references.ts). A `#id` link jumps on the page it is on: a page file's
 * links to its own sections, site.yaml's (menus, footer: on every page) to those every page has.
 */

/** The sections (`#id`) links can jump to on each connected page, for `/page#id` links. */
export function siteSectionIds(pages: ReadonlyArray<PageRecord>, contracts: ContractTable): SiteFacts['sectionIds'] {
  return new Map(pages.map((page) => [page.route, pageSectionIds(page.data.blocks, contracts)]))
}

/** The reference errors of every file, site.yaml first, then the items, then the page files. */
export function checkSiteReferences(
  files: {
    config: ValidFile<unknown>
    items: ReadonlyArray<ValidFile<unknown>>
    pages: ReadonlyArray<ValidFile<{ blocks: Block[] }>>
  },
  site: SiteFacts,
  unresolvedRoutes: readonly string[],
  contracts: ContractTable,
  timing: { clock: PublishingClock; dropped?: (pointer: string) => boolean },
): ContentError[] {
  const checked = [
    { ...files.config, samePageIds: everyPageSectionIds() },
    ...files.items,
    ...files.pages.map((page) => ({ ...page, samePageIds: pageSectionIds(page.data.blocks, contracts) })),
  ]
  const kept = keptFor(factsSignature(site, unresolvedRoutes, timing.clock.timeZone))
  return checked.flatMap((file) => {
    // A file that is not published now may link to what is not either; one that goes live later, to what is by then.
    const state = publicationOf(file.data as Timing, timing.clock)
    const key = `${state.state}:${'at' in state ? state.at.getTime() : ''}`
    const known = kept.get(file.source)
    if (known?.key === key) return known.errors
    const errors = checkReferences(file.source, file.references, site, unresolvedRoutes, {
      fromDraft: state.state === 'draft' || state.state === 'expired',
      goesLiveAt: state.state === 'scheduled' ? state.at : undefined,
      timeZone: timing.clock.timeZone,
      dropped: file === checked[0] ? timing.dropped : undefined,
      samePageIds: 'samePageIds' in file ? file.samePageIds : undefined,
    })
    kept.set(file.source, { key, errors })
    return errors
  })
}

/**
 * The reference errors of each file as last checked, while everything a reference check reads of the other files (the
 * facts' signature) is as it was: a dev server's save that changes a page's words, not its address or sections,
 * checks that page's references alone. A file is known by its source, which the file cache keeps while the file does
 * not change (content/file-cache.ts).
 */
let keptChecks: { signature: string; files: WeakMap<object, { key: string; errors: ContentError[] }> } | undefined

function keptFor(signature: string): WeakMap<object, { key: string; errors: ContentError[] }> {
  if (keptChecks?.signature !== signature) keptChecks = { signature, files: new WeakMap() }
  return keptChecks.files
}

/** Everything checkReferences reads of the site besides the file checked, as one string. */
function factsSignature(site: SiteFacts, unresolvedRoutes: readonly string[], timeZone: string): string {
  return JSON.stringify([
    site.config,
    site.routes.map((r) => r.route),
    site.redirects ?? [],
    [...(site.drafts?.routes ?? [])],
    [...(site.drafts?.entries ?? [])],
    [...(site.timedOut ?? [])].map(([route, timed]) => [route, timed.state, timed.at.getTime(), timed.written]),
    [...site.assets],
    [...site.collections].map(([name, record]) => [name, record.entries.map((e) => e.item.id)]),
    [...(site.sectionIds ?? [])].map(([route, ids]) => [route, [...ids]]),
    unresolvedRoutes,
    timeZone,
  ])
}
