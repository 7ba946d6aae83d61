import { useState } from 'react'
import { FormsProvider } from '../../forms/config.ts'
import {
  FilterButtons,
  filterByCategory,
  orderByCategories,
  type CategoryChoice,
} from '../../components/FilterButtons.tsx'
import type { BlockProps } from '../types.ts'
import { ArticleList } from './ArticleList.tsx'
import * as styles from './ResourceLibrary.styles.ts'
import { WhitePaperList } from './WhitePaperList.tsx'

/**
 * The resources library: one topic filter over the article cards (newest first) and the white paper list (grouped by
 * topic in the filter's order). Starts at "All" with the
 * first few articles, so the prerendered page shows exactly what a visitor sees before touching anything.
 */
export function ResourceLibrary({
  id,
  filter,
  articles,
  whitePapers,
  articleItems,
  paperItems,
  forms,
  categories,
  paperForm,
}: BlockProps<'resource-library'>) {
  const allArticles = newestFirst(articleItems)
  const allPapers = orderByCategories(paperItems, categories)
  const [topic, setTopic] = useState<CategoryChoice>(null)
  return (
    <div id={id} data-tone="light" css={styles.root}>
      <div css={styles.inner}>
        <FilterButtons filter={filter} categories={categories} value={topic} onChange={setTopic} css={styles.filter} />
        <ArticleList {...articles} categories={categories} articles={filterByCategory(allArticles, topic)} />
        <FormsProvider value={forms}>
          <WhitePaperList
            {...whitePapers}
            categories={categories}
            form={paperForm}
            papers={filterByCategory(allPapers, topic)}
          />
        </FormsProvider>
      </div>
    </div>
  )
}

/** Newest first by date (YYYY-MM-DD sorts as text); equal dates keep the collection's order. */
function newestFirst<T extends { date: string }>(items: T[]): T[] {
  return (
    items
      .map((item, index) => ({ item, index }))
      // Plain comparison: dates are YYYY-MM-DD (localeCompare would consult the locale's collation for every pair).
      .sort((a, b) => (a.item.date < b.item.date ? 1 : a.item.date > b.item.date ? -1 : a.index - b.index))
      .map(({ item }) => item)
  )
}
