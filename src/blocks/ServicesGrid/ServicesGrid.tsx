import { ArrowRight } from '../../generated/icons.ts'
import { useId } from 'react'
import { cardStyles } from '../../components/Card.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { Section } from '../../components/Section.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import type { ServicesGridBlock } from '../../generated/schema-types.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './ServicesGrid.styles.ts'

type Card = ServicesGridBlock['cards'][number]

/** Service cards: icon, title, description, what is included and a link to the service's page. */
export function ServicesGrid({ id, tone, eyebrow, title, intro, cards }: BlockProps<'services-grid'>) {
  const withFeatures = cards.some((card) => card.features?.length)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={[styles.servicesGrid(cards.length, withFeatures), { listStyle: 'none', padding: 0 }]}>
        {cards.map((card, index) => (
          <li key={card.title} css={styles.cardPlacement(index, cards.length)}>
            <ServiceCard card={card} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function ServiceCard({ card }: { card: Card }) {
  const titleId = useId()
  const { icon, title, description, features, href, linkLabel } = card
  return (
    <article css={[cardStyles, styles.card]} aria-labelledby={titleId}>
      {icon ? <IconTile name={icon} /> : null}
      <h3 id={titleId} css={styles.cardTitle}>
        {/* Without link words, the title itself links to the service. */}
        {href && !linkLabel ? (
          <SmartLink href={href} css={styles.titleLink} {...otherLanguage(card)}>
            {title}
          </SmartLink>
        ) : (
          title
        )}
      </h3>
      <p css={styles.description}>{description}</p>
      {features?.length ? <CheckList items={features} /> : null}
      {href && linkLabel ? (
        <div css={styles.footer}>
          {/* Many cards share the same link words; the card title tells them apart for screen readers. */}
          <SmartLink href={href} css={styles.cardLink} aria-describedby={titleId} {...otherLanguage(card)}>
            {linkLabel}
            <ArrowRight size={16} />
          </SmartLink>
        </div>
      ) : null}
    </article>
  )
}
