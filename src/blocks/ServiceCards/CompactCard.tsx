import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { cardStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import * as grid from '../ServicesGrid/ServicesGrid.styles.ts'
import { serviceHref, type Service } from './sortServices.ts'

/** A short service card (icon, title, description, link), in the look of the services-grid cards. */
export function CompactCard({ item, linkLabel }: { item: Service; linkLabel: string }) {
  const titleId = useId()
  const href = serviceHref(item)
  return (
    <article css={[cardStyles, grid.card]} aria-labelledby={titleId}>
      <IconTile name={item.icon} />
      <h3 id={titleId} css={grid.cardTitle}>
        {item.title}
      </h3>
      <p css={grid.description}>{item.description}</p>
      {href ? (
        <div css={grid.footer}>
          <SmartLink href={href} css={grid.cardLink}>
            {linkLabel}
            {/* The same link words on every card: the card's title, read but not shown, says where each one goes. */}
            {' '}
            <span className="visually-hidden">{item.title}</span>
            <ArrowRight size={16} aria-hidden="true" focusable="false" />
          </SmartLink>
        </div>
      ) : null}
    </article>
  )
}
