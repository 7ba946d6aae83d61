import { useSite } from '../app/contexts.tsx'

/**
 * A YYYY-MM-DD date written out in the site's language ("March 2, 2026" in English), inside <time>.
 * Formatted in UTC so the server and every visitor's browser print the same day.
 */
export function FormattedDate({ date, className }: { date: string; className?: string }) {
  const { config } = useSite()
  const parsed = new Date(`${date}T00:00:00Z`)
  const text = Number.isNaN(parsed.getTime()) ? date : new Intl.DateTimeFormat(config.language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(parsed)
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  )
}
