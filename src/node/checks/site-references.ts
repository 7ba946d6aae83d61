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
  return checked.flatMap((file) => {
    // A file that is not published now may link to what is not either; one that goes live later, to what is by then.
    const state = publicationOf(file.data as Timing, timing.clock)
    return checkReferences(file.source, file.references, site, unresolvedRoutes, {
      fromDraft: state.state === 'draft' || state.state === 'expired',
      goesLiveAt: state.state === 'scheduled' ? state.at : undefined,
      timeZone: timing.clock.timeZone,
      dropped: file === checked[0] ? timing.dropped : undefined,
      samePageIds: 'samePageIds' in file ? file.samePageIds : undefined,
    })
  })
}
