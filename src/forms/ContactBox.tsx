import { useSite } from '../app/contexts.tsx'
import { telHref } from '../shared/text.ts'
import * as styles from './forms.styles.ts'
import { useForms } from './config.ts'

/** The company's e-mail and phone as links, under an error that asks the visitor to get in touch directly. */
export function ContactBox() {
  const forms = useForms()
  const { company } = useSite().config
  return (
    <div css={styles.contactBox} data-contact-box="">
      <p css={styles.contactBoxTitle}>{forms.contactBox.title}</p>
      <p>
        {forms.contactBox.emailLabel}: <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
      <p>
        {forms.contactBox.phoneLabel}: <a href={telHref(company.phone)}>{company.phone}</a>
      </p>
    </div>
  )
}
