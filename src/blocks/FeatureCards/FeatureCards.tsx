import { ButtonLink } from '../../components/ButtonLink.tsx'
import { cardStyles, gridStyles } from '../../components/Card.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { Section } from '../../components/Section.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './FeatureCards.styles.ts'

/** Key features: cards with an optional icon, a title, a description and a list of details; optionally a button under them. */
export function FeatureCards({ id, tone, title, intro, cards, button }: BlockProps<'feature-cards'>) {
  const columns = cards.length === 2 || cards.length === 4 ? 2 : 3
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <ul css={gridStyles(columns)}>
        {cards.map((card) => (
          <li key={card.title}>
            <article css={[cardStyles, styles.card]}>
              {card.icon ? <IconTile name={card.icon} /> : null}
              <h3 css={styles.title}>{card.title}</h3>
              <p css={styles.description}>{card.description}</p>
              <div css={styles.details}>
                <CheckList items={card.details} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {button ? (
        <div css={styles.more}>
          <ButtonLink {...button} />
        </div>
      ) : null}
    </Section>
  )
}
