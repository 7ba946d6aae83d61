import { useId, useState } from 'react'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { gridStyles } from '../../components/Card.tsx'
import { EntryCard } from '../../components/EntryCard.tsx'
import { FormattedDate } from '../../components/FormattedDate.tsx'
import type { ResourceLibraryBlock } from '../../generated/schema-types.ts'
import { categoryLabel, type CategoryDeclaration } from '../../shared/categories.ts'
import type { Entry } from '../../shared/types.ts'
import * as styles from './ResourceLibrary.styles.ts'

/** How many matching articles show before "Show More" (spec: initial article count). */
export const DEFAULT_INITIAL_COUNT = 3

type Props = Omit<ResourceLibraryBlock['articles'], 'collection'> & {
  articles: Array<Entry<'articles'>>
  categories: readonly CategoryDeclaration[] | undefined
}

/**
 * Article cards: the first `initialCount` of those matching the topic, all of them after "Show More".
 * The toggle exists only when more than `initialCount` match.
 */
export function ArticleList({
  articles,
  categories,
  title,
  intro,
  linkLabel,
  initialCount = DEFAULT_INITIAL_COUNT,
  showMoreLabel,
  showLessLabel,
  emptyText,
}: Props) {
  const [expanded, setExpanded] = useState(false)
  const headingId = useId()
  const listId = useId()
  const shown = expanded ? articles : articles.slice(0, initialCount)
  return (
    <section aria-labelledby={headingId} css={styles.part}>
      <header css={styles.partHeader}>
        <h2 id={headingId} css={styles.partTitle}>
          {title}
        </h2>
        {intro ? <p css={styles.partIntro}>{intro}</p> : null}
      </header>
      {shown.length ? (
        <ul id={listId} css={gridStyles(3)}>
          {shown.map((article) => (
            <li key={article.id}>
              <EntryCard
                image={article.image}
                category={categoryLabel(categories, article.category)}
                meta={<FormattedDate date={article.date} />}
                title={article.title}
                text={article.excerpt}
                href={article.route ?? `/resources/${article.id}`}
                linkLabel={linkLabel}
                lang={article.lang}
                linkLang={article.linkLang}
              />
            </li>
          ))}
        </ul>
      ) : emptyText ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : null}
      {articles.length > initialCount ? (
        <div css={styles.toggleRow}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            css={[buttonStyles.base, buttonStyles.secondary, styles.toggle]}
          >
            {expanded ? showLessLabel : showMoreLabel}
          </button>
        </div>
      ) : null}
    </section>
  )
}
