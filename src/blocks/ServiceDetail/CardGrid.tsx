import type { IconComponent } from '../../components/Svg.tsx'
import { cardStyles, gridStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import type { IconName } from '../../generated/schema-types.ts'
import * as styles from './ServiceDetail.styles.ts'

interface Card {
  icon?: IconName
  title: string
  description: string
}

/** Benefit or use-case cards: icon, title and a sentence; four cards make a 2×2 grid, others up to three a row. */
export function CardGrid({ cards, fallbackIcon }: { cards: readonly Card[]; fallbackIcon: IconComponent }) {
  return (
    <ul css={gridStyles(cards.length === 4 || cards.length === 2 ? 2 : 3)}>
      {cards.map((card) => (
        <li key={card.title}>
          <article css={[cardStyles, styles.card]}>
            <IconTile name={card.icon ?? fallbackIcon} />
            <h3 css={styles.cardTitle}>{card.title}</h3>
            <p css={styles.muted}>{card.description}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}
