import { useId } from 'react'
import type { FormsConfig } from './config.ts'
import { FormError, Honeypot, SubmitButton, SuccessPanel, TextField } from './fields.tsx'
import * as styles from './forms.styles.ts'
import { useFormSubmission } from './useFormSubmission.ts'
import type { FieldName } from './validate.ts'

const FIELDS: readonly FieldName[] = ['email']

export interface NewsletterProps {
  /** The button's words. */
  submitLabel: string
  /** The panel after subscribing; defaults to forms.success in site.yaml. */
  success?: FormsConfig['success']
  /** The name of the form for screen readers. */
  label?: string
}

/** Newsletter sign-up: one e-mail field and a Subscribe button, sent with form type `newsletter`. */
export function Newsletter({ submitLabel, success, label }: NewsletterProps) {
  const id = useId()
  const { values, status, change, ready, form } = useFormSubmission({
    formType: 'newsletter',
    fields: FIELDS,
    required: FIELDS,
  })
  if (status.kind === 'success') {
    return (
      <div css={styles.card}>
        <SuccessPanel success={success} />
      </div>
    )
  }
  return (
    <div css={styles.card}>
      <form {...form} aria-label={label} css={styles.form}>
        <div css={styles.inline}>
          <TextField
            idPrefix={id}
            values={values}
            status={status}
            change={change}
            errorId={`${id}-error`}
            name="email"
            type="email"
            required
            autoComplete="email"
          />
          <SubmitButton label={submitLabel} status={status} ready={ready} />
        </div>
        <Honeypot idPrefix={id} />
        <FormError id={`${id}-error`} status={status} />
      </form>
    </div>
  )
}
