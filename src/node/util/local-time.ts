/**
 * Wall-clock times in a named time zone (publishAt, unpublishAt: "2026-11-30T09:00" in the site's `timeZone`), read
 * into instants with the platform's Intl time-zone data (daylight-saving changes included), so the engine needs no
 * date library.
 */

/** YYYY-MM-DD, or YYYY-MM-DDTHH:MM (seconds allowed), with no offset: the time zone is the site's. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/

/** True when the platform knows the IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** How far the time zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time names in a time zone, or undefined when the text is no such time (2026-02-30,
 * 25:00). A time a daylight-saving change skips is read with the offset before the change.
 */
export function instantOf(text: string, timeZone: string): Date | undefined {
  if (!LOCAL_DATE_TIME.test(text)) return undefined
  const [date, time = '00:00'] = text.split('T') as [string, string?]
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?]
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(wall)
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined
  // The offset at the guess, then at the instant it gives: they differ only across a daylight-saving change.
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}

/** A time as written, with its time zone, for messages: "2026-11-30T09:00 (Africa/Lagos)". */
export function describeTime(text: string, timeZone: string): string {
  return `${text} (${timeZone})`
}
