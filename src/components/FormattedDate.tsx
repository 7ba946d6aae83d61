import { useSite } from '../app/contexts.tsx'
import { formatDate } from '../shared/text.ts'

/** A YYYY-MM-DD date written out in the site's language ("March 2, 2026" in English), inside <time>. */
export function FormattedDate({ date, className }: { date: string; className?: string }) {
  const { config } = useSite()
  return (
    <time dateTime={date} className={className}>
      {formatDate(date, config.language)}
    </time>
  )
}
