import {
  type ContentError,
  contentError,
  type ContentNotice,
  contentNotice,
  type ContentWarning,
  contentWarning,
} from '../errors/errors.ts'
import { closest } from '../errors/suggest.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import { publicationOf, type PublishingClock, type TimedOut, type Timing } from '../model/published.ts'
import { describeTime, instantOf, isTimeZone } from '../util/local-time.ts'

/**
 * What timed publishing (publishAt, unpublishAt: model/published.ts) asks of the content: a time zone to read the
 * times in, times that exist, a notice for what is scheduled or expired (validate lists it; it is as meant), warnings
 * for times that cannot be what the author meant, and the error for a link that would lead to a page not yet live.
 */

type TimedFile = { source: YamlSource; data: Timing }

/** The time zone's errors: an unknown name, or times written while site.yaml has none. */
export function timeZoneErrors(
  config: { source: YamlSource; data: { timeZone?: string } },
  files: ReadonlyArray<TimedFile>,
): ContentError[] {
  const zone = config.data.timeZone
  if (zone !== undefined && !isTimeZone(zone)) {
    const near = closest(zone, Intl.supportedValuesOf('timeZone'))
    return [
      contentError('bad-time-zone', {
        file: config.source.file,
        ...locate(config.source, '/timeZone'),
        message: `"${zone}" is not a time zone name`,
        expected: 'an IANA time zone name, e.g. Africa/Lagos',
        found: `"${zone}"`,
        hint: near ? `Did you mean "${near}"?` : 'Write the IANA name of the site\'s time zone, e.g. "Africa/Lagos".',
      }),
    ]
  }
  const first = zone === undefined ? files.find((f) => f.data.publishAt ?? f.data.unpublishAt) : undefined
  if (!first) return []
  const field = first.data.publishAt ? 'publishAt' : 'unpublishAt'
  return [
    contentError('bad-time-zone', {
      file: first.source.file,
      ...locate(first.source, `/${field}`),
      message: `${field} is a time of day somewhere, but site.yaml has no timeZone to read it in`,
      expected: 'timeZone in site.yaml',
      found: 'none',
      hint: 'Add "timeZone:" to site.yaml with the IANA name of the site\'s time zone, e.g. "timeZone: Africa/Lagos".',
    }),
  ]
}

/** Times in the right form that name no moment (2026-02-30T09:00, 2026-11-30T24:00). */
export function impossibleTimeErrors(files: ReadonlyArray<TimedFile>, timeZone: string): ContentError[] {
  return files.flatMap((file) =>
    (['publishAt', 'unpublishAt'] as const).flatMap((field) => {
      const written = file.data[field]
      if (!written || instantOf(written, timeZone)) return []
      return [
        {
          code: 'invalid-value' as const,
          file: file.source.file,
          ...locate(file.source, `/${field}`),
          message: `${written} is no date and time in the calendar`,
          expected: 'a real date and time, as YYYY-MM-DDTHH:MM',
          found: `"${written}"`,
          hint: 'Check the day of the month and the hour (00:00 to 23:59).',
        },
      ]
    }),
  )
}

/** What is scheduled (publishAt still to come) or expired (unpublishAt passed): notices, as they are meant. */
export function scheduleNotices(files: ReadonlyArray<TimedFile>, clock: PublishingClock): ContentNotice[] {
  return files.flatMap((file): ContentNotice[] => {
    const state = publicationOf(file.data, clock)
    if (neverPublished(file.data, clock.timeZone)) return [] // its warning says so (scheduleWarnings)
    if (state.state === 'scheduled')
      return [
        contentNotice('scheduled', {
          file: file.source.file,
          ...locate(file.source, '/publishAt'),
          message: `scheduled: goes live ${describeTime(state.written, clock.timeZone)}; the production build leaves it out until then`,
        }),
      ]
    if (state.state === 'expired')
      return [
        contentNotice('expired', {
          file: file.source.file,
          ...locate(file.source, '/unpublishAt'),
          message: `expired: unpublished since ${describeTime(state.written, clock.timeZone)}; the production build leaves it out`,
        }),
      ]
    return []
  })
}

/** An unpublishAt not after the publishAt: the page or item never goes live. */
function neverPublished(timing: Timing, timeZone: string): boolean {
  const from = timing.publishAt ? instantOf(timing.publishAt, timeZone) : undefined
  const until = timing.unpublishAt ? instantOf(timing.unpublishAt, timeZone) : undefined
  return from !== undefined && until !== undefined && until <= from
}

/** A draft whose publishAt has passed (still not published), and an unpublishAt not after the publishAt. */
export function scheduleWarnings(files: ReadonlyArray<TimedFile>, clock: PublishingClock): ContentWarning[] {
  return files.flatMap((file): ContentWarning[] => {
    const { draft, publishAt, unpublishAt } = file.data
    const from = publishAt ? instantOf(publishAt, clock.timeZone) : undefined
    const until = unpublishAt ? instantOf(unpublishAt, clock.timeZone) : undefined
    const warnings: ContentWarning[] = []
    if (draft === true && from && from <= clock.now)
      warnings.push(
        contentWarning('publish-at-on-draft', {
          file: file.source.file,
          ...locate(file.source, '/publishAt'),
          message: `publishAt ${describeTime(publishAt!, clock.timeZone)} has passed, but this is still a draft, so it is not published`,
          expected: 'no "draft: true" once publishAt should publish it',
          found: 'draft: true',
          hint: 'Remove "draft: true" to publish it at publishAt, or move publishAt to when it should go live.',
        }),
      )
    if (from && until && until <= from)
      warnings.push(
        contentWarning('unpublish-before-publish', {
          file: file.source.file,
          ...locate(file.source, '/unpublishAt'),
          message: `unpublishAt ${unpublishAt} is not after publishAt ${publishAt}, so this is never published`,
          expected: `a time after ${publishAt}`,
          found: `"${unpublishAt}"`,
          hint: 'Correct one of the two times: unpublishAt is when it comes down, after it went live.',
        }),
      )
    return warnings
  })
}

/**
 * An item or page dated later than the clock's day (its `date`, YYYY-MM-DD) with no publishAt: it goes out with the
 * next build all the same, which is rarely what a future date means.
 */
export function futureDateWarnings(files: ReadonlyArray<TimedFile>, clock: PublishingClock): ContentWarning[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: clock.timeZone }).format(clock.now) // YYYY-MM-DD
  return files.flatMap((file): ContentWarning[] => {
    const date = (file.data as { date?: unknown }).date
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= today) return []
    if (file.data.publishAt || file.data.draft === true) return []
    return [
      contentWarning('future-date', {
        file: file.source.file,
        ...locate(file.source, '/date'),
        message: `the date ${date} is after today (${today}, ${clock.timeZone}), but with no publishAt this is published with the next build`,
        expected: 'a publishAt to go live on that day, or a date that has come',
        found: `"${date}"`,
        hint: `To publish it on that day, add "publishAt: ${date}T09:00" (the time of day you want); otherwise correct the date.`,
      }),
    ]
  })
}

/** A link to a page left out because of its time, from a page that is published before that page is. */
export function linkToUnpublishedProblem(
  value: string,
  target: TimedOut,
  timeZone: string,
): Pick<ContentError, 'code' | 'message' | 'expected' | 'hint'> {
  return target.state === 'scheduled'
    ? {
        code: 'link-to-unpublished',
        message: `the link ${value} goes to ${target.file}, which goes live ${describeTime(target.written, timeZone)}: until then the production build leaves it out`,
        expected: 'a link to a page that is published when this one is',
        hint: `Give this page a publishAt no earlier than ${target.written}, or add the link when ${target.file} is live.`,
      }
    : {
        code: 'link-to-unpublished',
        message: `the link ${value} goes to ${target.file}, unpublished since ${describeTime(target.written, timeZone)}: the production build leaves it out`,
        expected: 'a link to a published page',
        hint: `Remove the link, or remove (or move) the unpublishAt of ${target.file}.`,
      }
}

/**
 * What a load makes of the content's times: the one clock it publishes against (fixed by a test or a build, else now,
 * in the site's time zone), the files that carry times, and the notices, warnings and errors about them.
 */
export function scheduleChecks(
  config:
    | { source: YamlSource; data: { timeZone?: string; language?: string; labels?: PublishingClock['banners'] } }
    | undefined,
  files: ReadonlyArray<{ valid?: { source: YamlSource; data: unknown } }>,
  now: Date | undefined,
) {
  const zone = config?.data.timeZone
  const clock: PublishingClock = {
    now: now ?? new Date(),
    timeZone: zone && isTimeZone(zone) ? zone : 'UTC',
    language: config?.data.language ?? 'en',
    banners: config?.data.labels,
  }
  const timed = files.flatMap((f) => (f.valid ? [{ source: f.valid.source, data: f.valid.data as Timing }] : []))
  return {
    clock,
    timed,
    notices: scheduleNotices(timed, clock),
    warnings: [...scheduleWarnings(timed, clock), ...futureDateWarnings(timed, clock)],
    errors: [...(config ? timeZoneErrors(config, timed) : []), ...impossibleTimeErrors(timed, clock.timeZone)],
  }
}
