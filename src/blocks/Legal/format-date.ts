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
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(time)
}

/** "Information We Collect" → "information-we-collect": an anchor name for a section heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
