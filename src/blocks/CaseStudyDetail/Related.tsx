import { ButtonLink } from '../../components/ButtonLink.tsx'
import { CaseStudyCard } from '../../components/CaseStudyCard.tsx'
import { Section } from '../../components/Section.tsx'
import type { CaseStudyDetailBlock } from '../../generated/schema-types.ts'
import type { CategoryDeclaration } from '../../shared/categories.ts'
import type { Entry } from '../../shared/types.ts'
import * as styles from './CaseStudyDetail.styles.ts'

type Props = CaseStudyDetailBlock['related'] & {
  studies: Array<Entry<'case-studies'>>
  categories: readonly CategoryDeclaration[] | undefined
}

/** Cards for the related case studies, like those on the case studies page. */
export function Related({ studies, categories, title, linkLabel, link }: Props) {
  return (
    <Section id="related" tone="muted" title={title}>
      <ul css={styles.relatedGrid}>
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} linkLabel={linkLabel} categories={categories} />
          </li>
        ))}
      </ul>
      {link ? (
        <div css={styles.more}>
          <ButtonLink {...link} />
        </div>
      ) : null}
    </Section>
  )
}
