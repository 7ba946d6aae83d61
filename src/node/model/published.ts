import type { CollectionRecord, PageRecord } from './site.ts'
import type { Block } from '../../shared/types.ts'

/**
 * Drafts (`draft: true` on a page file or an item): the production build and validate leave them out, and remember
 * what they left out, so a link to a draft from a published page is an error rather than a dead link; the dev server
 * keeps them (with a banner).
 */

/** What a load keeps of the pages and collections it made, and what it left out. */
export interface Published<P> {
  pages: P
  collections: ReadonlyMap<string, CollectionRecord>
  /** The addresses of the pages and the items (as "collection/id") left out: none when drafts are shown. */
  drafts: { routes: ReadonlySet<string>; entries: ReadonlySet<string> }
}

/** The pages and collections without their drafts (`leaveOut`), or all of them. */
export function published<P extends { pages: Array<PageRecord<Block>> }>(
  built: P,
  collections: ReadonlyMap<string, CollectionRecord>,
  items: ReadonlyArray<{ collection: string; id: string; valid: { data: { draft?: boolean } } }>,
  leaveOut: boolean,
): Published<P> {
  if (!leaveOut) return { pages: built, collections, drafts: { routes: new Set(), entries: new Set() } }
  return {
    pages: { ...built, pages: built.pages.filter((p) => !p.draft) },
    collections: new Map(
      [...collections].map(([name, record]) => [
        name,
        { ...record, entries: record.entries.filter((e) => e.item.draft !== true) },
      ]),
    ),
    drafts: {
      routes: new Set(built.pages.filter((p) => p.draft).map((p) => p.route)),
      entries: new Set(items.filter((c) => c.valid.data.draft).map((c) => `${c.collection}/${c.id}`)),
    },
  }
}
