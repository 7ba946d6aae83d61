import { Clock, Mail, MapPin, Phone } from '../../generated/icons.ts'
import type { IconComponent } from '../../components/Svg.tsx'
import { cardStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { Section } from '../../components/Section.tsx'
import type { ContactDetailsBlock } from '../../generated/schema-types.ts'
import { useSite } from '../../app/contexts.tsx'
import { fullAddress, shortAddress } from '../../shared/address.ts'
import { telHref } from '../../shared/text.ts'
import type { SiteConfig } from '../../shared/types.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './ContactDetails.styles.ts'

type Item = ContactDetailsBlock['items'][number]
type Company = SiteConfig['company']

const icons: Record<Item['detail'], IconComponent> = {
  address: MapPin,
  city: MapPin,
  phone: Phone,
  email: Mail,
  hours: Clock,
}

/** Contact cards. Only headings and notes are the block's own; every value is company in site.yaml, written once. */
export function ContactDetails({ id, tone, eyebrow, title, intro, items }: BlockProps<'contact-details'>) {
  const { company } = useSite().config
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={styles.grid(items.length)}>
        {items.map((item, index) => (
          <li key={`${index}-${item.detail}`}>
            <DetailCard item={item} company={company} headingLevel={title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

function DetailCard({ item, company, headingLevel }: { item: Item; company: Company; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div css={[cardStyles, styles.card]}>
      <IconTile name={icons[item.detail]} />
      <Heading css={styles.label}>{item.label}</Heading>
      <DetailValue detail={item.detail} company={company} />
      {item.note ? <p css={styles.note}>{item.note}</p> : null}
    </div>
  )
}

function DetailValue({ detail, company }: { detail: Item['detail']; company: Company }) {
  switch (detail) {
    case 'address':
    case 'city':
      return (
        <address css={styles.value}>
          {detail === 'address' ? fullAddress(company.address) : shortAddress(company.address)}
        </address>
      )
    case 'phone':
      return (
        <a href={telHref(company.phone)} css={[styles.value, styles.link]}>
          {company.phone}
        </a>
      )
    case 'email':
      return (
        <a href={`mailto:${company.email}`} css={[styles.value, styles.link, styles.breakable]}>
          <BreakableEmail email={company.email} />
        </a>
      )
    case 'hours':
      return (
        <dl css={styles.hours}>
          {company.hours.map((line) => (
            <div key={line.days} css={styles.hoursRow}>
              <dt>{line.days}</dt>
              <dd>{line.time}</dd>
            </div>
          ))}
        </dl>
      )
  }
}

/** An e-mail address that may wrap after its "@" (a narrow card would otherwise split the domain mid-word). */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
