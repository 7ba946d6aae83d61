import { useState } from 'react'
import { gridStyles } from '../../components/Card.tsx'
import { CaseStudyCard } from '../../components/CaseStudyCard.tsx'
import {
  FilterButtons,
  filterByCategory,
  orderByCategories,
  type CategoryChoice,
} from '../../components/FilterButtons.tsx'
import { Section } from '../../components/Section.tsx'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './CaseStudyGrid.styles.ts'

/**
 * Every case study as a card, with category filter buttons. The filter starts at "All", so the prerendered page
 * shows every card; a button then shows only the studies whose category equals it.
 */
export function CaseStudyGrid({
  id,
  tone,
  eyebrow,
  title,
  intro,
  studies: items,
  categories,
  filter,
  linkLabel,
  countLabel,
  emptyText,
}: BlockProps<'case-study-grid'>) {
  const studies = orderByCategories(items, categories)
  const [choice, setChoice] = useState<CategoryChoice>(null)
  const shown = filterByCategory(studies, choice)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <FilterButtons filter={filter} categories={categories} value={choice} onChange={setChoice} css={styles.filter} />
      {countLabel ? (
        <p role="status" css={styles.count}>
          {fillTemplate(countLabel, { count: shown.length, total: studies.length })}
        </p>
      ) : null}
      {shown.length ? (
        <ul css={gridStyles(3)}>
          {shown.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} linkLabel={linkLabel} categories={categories} />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : null}
    </Section>
  )
}
