// A module of its own, not part of text.ts: the browser's core imports text.ts, and takes whole modules
// (src/node/bundle/chunks.ts), while only the blocks that show a date need this.

/**
 * "2025-01-15" → "January 15, 2025" (in the site's language). Computed in UTC with an explicit language, so the server's
 * and the visitor's time zone and locale never change the text (the prerendered and hydrated pages always agree).
 * Returns the date as written when it is not a valid YYYY-MM-DD.
 */
export function formatDate(isoDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const time = Date.UTC(year, month - 1, day)
  if (Number.isNaN(time)) return isoDate
  return dateFormat(language).format(time)
}

/**
 * One formatter per language: making an Intl.DateTimeFormat loads its locale data, about a millisecond each time on
 * a phone, and a list of articles formats a date per card while it hydrates.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(language: string): Intl.DateTimeFormat {
  let format = dateFormats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    dateFormats.set(language, format)
  }
  return format
}
