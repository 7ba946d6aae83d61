import { ButtonLink } from '../../components/ButtonLink.tsx'
import { cardStyles, gridStyles } from '../../components/Card.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { Section } from '../../components/Section.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Stories.styles.ts'

/** Success stories: industry, title, what was done and the key results; optionally a button to all of them. */
export function Stories({ id, tone, title, intro, resultsLabel, items, link }: BlockProps<'stories'>) {
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <ul css={gridStyles(3)}>
        {items.map((story) => (
          <li key={story.title}>
            <article css={[cardStyles, styles.card]}>
              <p css={styles.industry}>{story.industry}</p>
              <h3 css={styles.title}>{story.title}</h3>
              <p css={styles.description}>{story.description}</p>
              <div css={styles.results}>
                {resultsLabel ? <h4 css={styles.resultsLabel}>{resultsLabel}</h4> : null}
                <CheckList items={story.results} />
              </div>
            </article>
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
