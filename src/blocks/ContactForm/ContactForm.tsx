import { CheckList } from '../../components/CheckList.tsx'
import { Section } from '../../components/Section.tsx'
import { FormsProvider } from '../../forms/config.ts'
import { ContactForm as ContactFormFields } from '../../forms/ContactForm.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './ContactForm.styles.ts'

/** The contact form section: heading, the form, and optional reassurances beside it. */
export function ContactForm({
  id,
  tone = 'muted',
  eyebrow,
  title,
  intro,
  points,
  submitLabel,
  success,
  forms,
}: BlockProps<'contact-form'>) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div css={points?.length ? styles.withPoints : styles.alone}>
        <FormsProvider value={forms}>
          <ContactFormFields submitLabel={submitLabel} success={success} label={title} />
        </FormsProvider>
        {points?.length ? (
          <div css={styles.points}>
            <CheckList items={points} tone={tone} />
          </div>
        ) : null}
      </div>
    </Section>
  )
}
