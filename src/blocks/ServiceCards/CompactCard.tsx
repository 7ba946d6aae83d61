import { useId } from 'react'
import { cardStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import * as grid from '../ServicesGrid/ServicesGrid.styles.ts'
import { ServiceLink } from './ServiceLink.tsx'
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
          <ServiceLink href={href} label={linkLabel} title={item.title} linkLang={item.linkLang} />
        </div>
      ) : null}
    </article>
  )
}
