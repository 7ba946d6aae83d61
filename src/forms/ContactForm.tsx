import { Send } from '../generated/icons.ts'
import { useId } from 'react'
import type { FormsConfig } from './config.ts'
import {
  FormError,
  Honeypot,
  MessageField,
  RequiredNote,
  ServiceField,
  SubmitButton,
  SuccessPanel,
  TextField,
} from './fields.tsx'
import * as styles from './forms.styles.ts'
import { useFormSubmission } from './useFormSubmission.ts'
import type { FieldName } from './validate.ts'

const FIELDS: readonly FieldName[] = ['name', 'email', 'company', 'service', 'message']
const REQUIRED: readonly FieldName[] = ['name', 'email', 'service', 'message']

export interface ContactFormProps {
  /** The submit button's words. */
  submitLabel: string
  /** The panel after sending; defaults to forms.success in site.yaml. */
  success?: FormsConfig['success']
  /** The name of the form for screen readers (usually the section heading). */
  label?: string
}

/** The contact form: name, e-mail, company (optional), service and message, sent with form type `contact`. */
export function ContactForm({ submitLabel, success, label }: ContactFormProps) {
  const id = useId()
  const { values, status, change, ready, form } = useFormSubmission({
    formType: 'contact',
    fields: FIELDS,
    required: REQUIRED,
  })
  if (status.kind === 'success') {
    return (
      <div css={styles.card}>
        <SuccessPanel success={success} />
      </div>
    )
  }
  const field = { idPrefix: id, values, status, change, errorId: `${id}-error` }
  return (
    <div css={styles.card}>
      <form {...form} aria-label={label} css={styles.form}>
        <div css={styles.pair}>
          <TextField {...field} name="name" required autoComplete="name" />
          <TextField {...field} name="email" type="email" required autoComplete="email" />
        </div>
        <div css={styles.pair}>
          <TextField {...field} name="company" autoComplete="organization" />
          <ServiceField {...field} name="service" required />
        </div>
        <MessageField {...field} name="message" required />
        <Honeypot idPrefix={id} />
        <FormError id={`${id}-error`} status={status} />
        <div css={styles.actions}>
          <SubmitButton
            label={submitLabel}
            status={status}
            ready={ready}
            icon={<Send size={18} aria-hidden="true" focusable="false" />}
          />
          <RequiredNote />
        </div>
      </form>
    </div>
  )
}
