import { Mail, MapPin, Phone } from '../../generated/icons.ts'
import { useId } from 'react'
import { useSite } from '../../app/contexts.tsx'
import { shortAddress } from '../../shared/address.ts'
import { telHref } from '../../shared/text.ts'
import * as styles from './Legal.styles.ts'

/** The contact box at the end of a legal page. Every value is company in site.yaml; the labels are the site's own. */
export function LegalContact({ title, text }: { title: string; text?: string }) {
  const { company, labels } = useSite().config
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} css={styles.contact}>
      <h2 id={headingId} css={styles.contactTitle}>
        {title}
      </h2>
      {text ? <p css={styles.contactText}>{text}</p> : null}
      <address css={styles.contactAddress}>
        <p css={styles.contactName}>{company.name}</p>
        <dl css={styles.contactList}>
          <div>
            <dt>
              <MapPin size={18} />
              {labels.address}
            </dt>
            <dd>{shortAddress(company.address)}</dd>
          </div>
          <div>
            <dt>
              <Mail size={18} />
              {labels.email}
            </dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Phone size={18} />
              {labels.phone}
            </dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </div>
        </dl>
      </address>
    </section>
  )
}
