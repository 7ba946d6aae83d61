import { CheckList } from '../../components/CheckList.tsx'
import { Section } from '../../components/Section.tsx'
import { FormsProvider } from '../../forms/config.ts'
import { DeclaredForm } from '../../forms/DeclaredForm.tsx'
import { card } from '../../forms/forms.styles.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './ContactForm.styles.ts'

/** A form section (the contact form, a call-back request…): heading, the declared form, and optional reassurances beside it. */
export function ContactForm({
  id,
  tone = 'muted',
  eyebrow,
  title,
  intro,
  points,
  forms,
  declaration,
}: BlockProps<'contact-form'>) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div css={points?.length ? styles.withPoints : styles.alone}>
        <FormsProvider value={forms}>
          <div css={card}>{declaration ? <DeclaredForm form={declaration} label={title} /> : null}</div>
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
