/** Fills `{name}` placeholders from `values`; unknown names are left as written. */
export function fillTemplate(text: string, values: Record<string, string | number | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = values[name]
    return value === undefined ? all : String(value)
  })
}

/** Cuts text at `limit` characters and adds an ellipsis when it was longer. */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text
}

/** A tel: address from a phone number as written. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

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

/** "Information We Collect" → "information-we-collect": an anchor name for a section heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
