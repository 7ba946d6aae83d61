import { useId } from 'react'
import { ButtonLink } from '../../components/ButtonLink.tsx'
import type { CaseStudiesEntry, CaseStudyDetailBlock } from '../../generated/schema-types.ts'
import * as styles from './CaseStudyDetail.styles.ts'

interface Props {
  study: CaseStudiesEntry
  /** The study's category as visitors read it (its label). */
  category: string
  details: CaseStudyDetailBlock['details']
  contact: CaseStudyDetailBlock['contact']
}

/** Beside the story: the project's facts as a description list, and an invitation to get in touch. */
export function Sidebar({ study, category, details, contact }: Props) {
  const titleId = useId()
  const facts: Array<[string | undefined, string]> = [
    [details.client, study.client],
    [details.industry, study.industry],
    [details.duration, study.duration],
    [details.location, study.location],
    [details.category, category],
  ]
  return (
    <aside aria-labelledby={titleId} css={styles.sidebar}>
      <section css={styles.panel}>
        <h2 id={titleId} css={styles.panelTitle}>
          {details.title}
        </h2>
        <dl css={styles.facts}>
          {facts.map(([label, value]) =>
            label ? (
              <div key={label} css={styles.fact}>
                <dt css={styles.factLabel}>{label}</dt>
                <dd css={styles.factValue}>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>
      <section data-tone="dark" css={[styles.panel, styles.contactPanel]}>
        <h2 css={styles.panelTitle}>{contact.title}</h2>
        {contact.text ? <p css={styles.contactText}>{contact.text}</p> : null}
        <ButtonLink {...contact.button} />
      </section>
    </aside>
  )
}
