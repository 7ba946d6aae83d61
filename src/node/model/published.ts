import type { CollectionRecord, PageRecord } from './site.ts'
import { instantOf } from '../util/local-time.ts'
import type { Block, PageData } from '../../shared/types.ts'
import { fillTemplate } from '../../shared/text.ts'

/**
 * What is published: the one decision every reader of the site model follows (routes, lists, menus, the site map,
 * sitemap.xml, feeds, search). A page or an item is left out of the production build (and of validate) while it is a
 * draft (`draft: true`), before its `publishAt` and from its `unpublishAt` on, both wall-clock times in the site's
 * `timeZone` read against the load's clock (`now`, which a test or a build fixes). What was left out is remembered, so
 * a link to it from a published page is an error rather than a dead link. The dev server keeps all of it, each with a
 * banner saying why it is not published.
 */

/** The moment a load decides against, and the zone and language its times are read and written in. */
export interface PublishingClock {
  now: Date
  /** site.yaml's `timeZone`; UTC when the site has none (a publishAt then is an error: checks/schedule.ts). */
  timeZone: string
  /** site.yaml's `language`, for the banner's time ("Monday, 30 November 2026 at 09:00"). */
  language: string
  /** The dev server's banners (site.yaml `labels.scheduled`, `labels.expired`), `{time}` filled here. */
  banners?: { scheduled?: string; expired?: string }
}

/** The fields of a page file or an item that decide whether it is published. */
export interface Timing {
  draft?: boolean
  publishAt?: string
  unpublishAt?: string
}

/** Why something is not published now, and the moment that is about (as written, and as an instant). */
export type Publication =
  | { state: 'published' }
  | { state: 'draft' }
  | { state: 'scheduled' | 'expired'; written: string; at: Date }

/** Whether a page or an item is published at the clock's moment (a time that is no real time is ignored here). */
export function publicationOf(timing: Timing, clock: PublishingClock): Publication {
  if (timing.draft === true) return { state: 'draft' }
  const publishAt = timing.publishAt ? instantOf(timing.publishAt, clock.timeZone) : undefined
  if (publishAt && publishAt > clock.now) return { state: 'scheduled', written: timing.publishAt!, at: publishAt }
  const unpublishAt = timing.unpublishAt ? instantOf(timing.unpublishAt, clock.timeZone) : undefined
  if (unpublishAt && unpublishAt <= clock.now)
    return { state: 'expired', written: timing.unpublishAt!, at: unpublishAt }
  return { state: 'published' }
}

/** A page or item left out because of its time (not a draft): where it is written, and when it goes live or went. */
export interface TimedOut {
  state: 'scheduled' | 'expired'
  /** The file whose publishAt / unpublishAt decided it. */
  file: string
  written: string
  at: Date
}

/** What a load keeps of the pages and collections it made, and what it left out. */
export interface Published<P> {
  pages: P
  collections: ReadonlyMap<string, CollectionRecord>
  /** The addresses of the drafts, and the items (as "collection/id") left out for any reason: none when all is shown. */
  drafts: { routes: ReadonlySet<string>; entries: ReadonlySet<string> }
  /** The addresses of the pages left out because of their time, by address: none when all is shown. */
  timedOut: ReadonlyMap<string, TimedOut>
  /** The next moment after the clock's at which a publishAt or unpublishAt changes what is published, if any. */
  nextChange?: Date
}

/** An item's or a page's timing: an item page's comes from its item, else from its page file. */
export function timingOf(page: PageRecord<Block>): Timing & { file: string } {
  const item = page.entry?.item as Timing | undefined
  const own = page.source.data as Timing | undefined
  return {
    draft: page.draft,
    publishAt: item?.publishAt ?? own?.publishAt,
    unpublishAt: item?.unpublishAt ?? own?.unpublishAt,
    file: item?.publishAt || item?.unpublishAt ? page.entry!.file : page.file,
  }
}

/**
 * The pages and collections as published at the clock's moment (`leaveOut`), or all of them, each page that is not
 * published given the words of the dev server's banner (`data.publication`, filled here: the browser ships no label
 * nor template for a banner only dev shows).
 */
export function published<P extends { pages: Array<PageRecord<Block>> }>(
  built: P,
  collections: ReadonlyMap<string, CollectionRecord>,
  items: ReadonlyArray<{ collection: string; id: string; valid: { data: Timing } }>,
  options: { leaveOut: boolean; clock: PublishingClock },
): Published<P> {
  const { clock } = options
  const states = new Map(built.pages.map((page) => [page, publicationOf(timingOf(page), clock)]))
  const nextChange = nextChangeAfter([...built.pages.map(timingOf), ...items.map((item) => item.valid.data)], clock)
  if (!options.leaveOut) {
    const when = new Intl.DateTimeFormat(clock.language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: clock.timeZone,
    })
    const marked = built.pages.map((page) => {
      const state = states.get(page)!
      if (state.state !== 'scheduled' && state.state !== 'expired') return page
      const words = clock.banners?.[state.state]
      if (!words) return page // missing, and reported (checks/drafts.ts missingLabels)
      const publication: PageData['publication'] = { banner: fillTemplate(words, { time: when.format(state.at) }) }
      return { ...page, data: { ...page.data, publication } }
    })
    return {
      pages: { ...built, pages: marked },
      collections,
      drafts: { routes: new Set(), entries: new Set() },
      timedOut: new Map(),
      nextChange,
    }
  }
  const isOut = (page: PageRecord<Block>) => states.get(page)!.state !== 'published'
  const itemOut = (item: Timing) => publicationOf(item, clock).state !== 'published'
  const timedOut = new Map<string, TimedOut>()
  for (const page of built.pages) {
    const state = states.get(page)!
    if (state.state === 'scheduled' || state.state === 'expired')
      timedOut.set(page.route, { ...state, file: timingOf(page).file })
  }
  return {
    pages: { ...built, pages: built.pages.filter((page) => !isOut(page)) },
    collections: new Map(
      [...collections].map(([name, record]) => [
        name,
        { ...record, entries: record.entries.filter((e) => !itemOut(e.item as Timing)) },
      ]),
    ),
    drafts: {
      routes: new Set(built.pages.filter((p) => p.draft).map((p) => p.route)),
      entries: new Set(items.filter((c) => itemOut(c.valid.data)).map((c) => `${c.collection}/${c.id}`)),
    },
    timedOut,
    nextChange,
  }
}

/** The earliest publishAt or unpublishAt after the clock's moment among things that are not drafts. */
function nextChangeAfter(timings: ReadonlyArray<Timing>, clock: PublishingClock): Date | undefined {
  let next: Date | undefined
  for (const timing of timings) {
    if (timing.draft === true) continue
    for (const written of [timing.publishAt, timing.unpublishAt]) {
      const at = written ? instantOf(written, clock.timeZone) : undefined
      if (at && at > clock.now && (!next || at < next)) next = at
    }
  }
  return next
}
