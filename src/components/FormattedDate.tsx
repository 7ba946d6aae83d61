import { useSite } from '../app/contexts.tsx'
import { formatDate } from '../shared/dates.ts'

/**
 * A YYYY-MM-DD date written out in the site's language ("March 2, 2026" in English), inside <time>: as the build wrote
 * it into the page's data (page-extras.ts), or formatted here for a date the data does not hold.
 */
export function FormattedDate({ date, className }: { date: string; className?: string }) {
  const { config, dates } = useSite()
  return (
    <time dateTime={date} className={className}>
      {dates?.[date] ?? formatDate(date, config.language)}
    </time>
  )
}
