import { Clock, Mail, MapPin, Phone } from '../../generated/icons.ts'
import { useSite } from '../../app/contexts.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import { fullAddress } from '../../shared/address.ts'
import { fillTemplate, telHref } from '../../shared/text.ts'
import { Logo } from '../Logo/Logo.tsx'
import * as styles from './Footer.styles.ts'

/** Logo width in the footer (spec: 240 px). */
const LOGO_WIDTH = 240

/**
 * The footer of every page: logo and tagline, the link columns, contact details with office hours,
 * the company's profiles elsewhere (when site.yaml lists any), and the copyright line with the current year.
 */
export function Footer() {
  const { config } = useSite()
  const { company, footer, labels } = config

  return (
    <footer css={styles.footer}>
      <div css={styles.inner}>
        <div css={styles.grid}>
          <div css={styles.brand}>
            <Logo width={LOGO_WIDTH} />
            <p css={styles.tagline}>{footer.tagline}</p>
          </div>

          <nav aria-label={labels.footerNavigation} css={styles.columns}>
            {footer.columns.map((column) => (
              <div key={column.title}>
                <h2 css={styles.heading}>{column.title}</h2>
                <ul css={styles.list}>
                  {column.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <SmartLink href={link.href} css={styles.link} {...otherLanguage(link)}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          <div>
            {footer.contactTitle ? <h2 css={styles.heading}>{footer.contactTitle}</h2> : null}
            <address css={styles.address}>
              <dl css={styles.contactList}>
                <div css={styles.contactRow}>
                  <dt>
                    <MapPin size={16} />
                    {labels.address}
                  </dt>
                  <dd>{fullAddress(company.address)}</dd>
                </div>
                <div css={styles.contactRow}>
                  <dt>
                    <Phone size={16} />
                    {labels.phone}
                  </dt>
                  <dd>
                    <a href={telHref(company.phone)} css={styles.link}>
                      {company.phone}
                    </a>
                  </dd>
                </div>
                <div css={styles.contactRow}>
                  <dt>
                    <Mail size={16} />
                    {labels.email}
                  </dt>
                  <dd>
                    <a href={`mailto:${company.email}`} css={styles.link}>
                      {company.email}
                    </a>
                  </dd>
                </div>
              </dl>
              <div css={styles.contactRow}>
                <Clock size={16} />
                <ul css={styles.hours}>
                  {company.hours.map((line) => (
                    <li key={line.days}>
                      <span>{line.days}</span>
                      <span>{line.time}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </address>
            {company.social?.length ? (
              <ul css={styles.social}>
                {company.social.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} css={styles.link}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>

        <p css={styles.bottom}>
          {fillTemplate(footer.copyright, { year: new Date().getFullYear(), company: company.name })}
        </p>
      </div>
    </footer>
  )
}
