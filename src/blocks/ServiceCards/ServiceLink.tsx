import { ArrowRight } from '../../generated/icons.ts'
import { SmartLink } from '../../components/SmartLink.tsx'
import { cardLink } from '../ServicesGrid/ServicesGrid.styles.ts'

/** A service card's link. The same words stand on every card, so the card's title, read but not shown, says where each one goes. */
export function ServiceLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <SmartLink href={href} css={cardLink}>
      {label} <span className="visually-hidden">{title}</span>
      <ArrowRight size={16} aria-hidden="true" focusable="false" />
    </SmartLink>
  )
}
