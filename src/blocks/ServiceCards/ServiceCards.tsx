import { Section } from '../../components/Section.tsx'
import type { BlockProps } from '../types.ts'
import { servicesGrid } from '../ServicesGrid/ServicesGrid.styles.ts'
import { CompactCard } from './CompactCard.tsx'
import { DetailedCard } from './DetailedCard.tsx'
import * as styles from './ServiceCards.styles.ts'
import { sortServices } from './sortServices.ts'

/**
 * Cards for the items of the services collection, in their `order`. Each item is written once in
 * site/collections; this block only decides how much of it to show. For "other services" (`excludeCurrent`) the
 * build has already left out the service of the page being viewed.
 */
export function ServiceCards(props: BlockProps<'service-cards'>) {
  const { id, tone, eyebrow, title, intro, variant = 'compact', linkLabel, useCaseLabel, resultsLabel } = props
  const services = sortServices(props.services)
  if (!services.length) return null

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      {variant === 'detailed' ? (
        <ul css={styles.detailedList}>
          {services.map((item) => (
            <li key={item.id} id={item.id} css={styles.detailedItem}>
              <DetailedCard item={item} linkLabel={linkLabel} useCaseLabel={useCaseLabel} resultsLabel={resultsLabel} />
            </li>
          ))}
        </ul>
      ) : (
        <ul css={[servicesGrid(services.length, false), styles.plainList]}>
          {services.map((item) => (
            <li key={item.id}>
              <CompactCard item={item} linkLabel={linkLabel} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
