import { categoryLabel, type CategoryDeclaration } from '../shared/categories.ts'
import { truncate } from '../shared/text.ts'
import type { Entry } from '../shared/types.ts'
import { EntryCard } from './EntryCard.tsx'

/** Case study summaries on cards are cut at this many characters, then "..." (spec: business constants). */
export const CASE_STUDY_SUMMARY_LIMIT = 120

/** A case study's card: on /case-studies and as a related study on a case study's page. */
export function CaseStudyCard({
  study,
  linkLabel,
  categories,
}: {
  study: Entry<'case-studies'>
  linkLabel: string
  categories: readonly CategoryDeclaration[] | undefined
}) {
  return (
    <EntryCard
      image={study.image}
      category={categoryLabel(categories, study.category)}
      meta={study.client}
      title={study.title}
      text={truncate(study.description, CASE_STUDY_SUMMARY_LIMIT)}
      href={study.route ?? `/case-studies/${study.id}`}
      linkLabel={linkLabel}
      lang={study.lang}
      linkLang={study.linkLang}
    />
  )
}
