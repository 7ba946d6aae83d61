import { ArrowRight } from '../../generated/icons.ts'
import { SmartLink } from '../../components/SmartLink.tsx'
import { cardLink } from '../ServicesGrid/ServicesGrid.styles.ts'

/** A service card's link. The same words stand on every card, so the card's title, read but not shown, says where each one goes. */
export function ServiceLink({
  href,
  label,
  title,
  linkLang,
}: {
  href: string
  label: string
  title: string
  /** The language of the page it leads to, when not the page's, and the words that say so. */
  linkLang?: { code: string; marker?: string }
}) {
  return (
    <SmartLink href={href} css={cardLink} hrefLang={linkLang?.code}>
      {label} <span className="visually-hidden">{title}</span>
      {linkLang?.marker ? ` ${linkLang.marker}` : null}
      <ArrowRight size={16} />
    </SmartLink>
  )
}
