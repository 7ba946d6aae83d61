import { CheckCircle2 } from '../generated/icons.ts'
import { useEffect, useRef, type ReactNode } from 'react'
import { buttonStyles } from '../components/ButtonLink.tsx'
import { useForms, wantsContactBox, type FormsConfig } from './config.ts'
import { ContactBox } from './ContactBox.tsx'
import * as styles from './forms.styles.ts'
import type { FormStatus } from './useFormSubmission.ts'
import { maxLengthOf, type FieldName, type FormValues } from './validate.ts'

interface FieldProps {
  /** Prefix for element ids, from useId(), so two forms on a page never share one. */
  idPrefix: string
  name: FieldName
  values: FormValues
  status: FormStatus
  change: (field: FieldName, value: string) => void
  required?: boolean
  /** The error's element id, for aria-describedby on the field at fault. */
  errorId: string
}

function common({ idPrefix, name, values, status, change, required, errorId }: FieldProps) {
  const invalid = status.kind === 'error' && status.field === name
  return {
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] ?? '',
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  }
}

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} css={styles.label}>
      {text}
      {required ? (
        <span aria-hidden="true" css={styles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  )
}

/**
 * A one-line field with its label. Nothing typed is ever set as HTML: React puts it in `value`. Text fields carry
 * `maxlength` from site.yaml `forms.maxLength`, the limit validation checks (a paste over it is refused with
 * validation's message, see useFormSubmission).
 */
export function TextField(props: FieldProps & { type?: 'text' | 'email'; autoComplete?: string }) {
  const forms = useForms()
  const words = forms.fields[props.name]
  const attributes = common(props)
  return (
    <div css={styles.field}>
      <Label htmlFor={attributes.id} text={words.label} required={props.required} />
      <input
        {...attributes}
        type={props.type ?? 'text'}
        maxLength={maxLengthOf(props.name, forms)}
        autoComplete={props.autoComplete}
        placeholder={words.placeholder}
        css={styles.control}
      />
    </div>
  )
}

export function MessageField(props: FieldProps) {
  const forms = useForms()
  const words = forms.fields.message
  const attributes = common(props)
  return (
    <div css={styles.field}>
      <Label htmlFor={attributes.id} text={words.label} required={props.required} />
      <textarea
        {...attributes}
        rows={5}
        maxLength={maxLengthOf(props.name, forms)}
        placeholder={words.placeholder}
        css={[styles.control, styles.textarea]}
      />
    </div>
  )
}

/** The service list: its placeholder is an empty first choice, which counts as no choice. */
export function ServiceField(props: FieldProps) {
  const forms = useForms()
  const attributes = common(props)
  return (
    <div css={styles.field}>
      <Label htmlFor={attributes.id} text={forms.fields.service.label} required={props.required} />
      <select {...attributes} css={[styles.control, styles.select]}>
        <option value="">{forms.fields.service.placeholder ?? ''}</option>
        {forms.services.map((service) => (
          <option key={service.value} value={service.value}>
            {service.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The robot trap: hidden from people and assistive technology, out of the tab order, never autofilled. A form whose
 * trap is filled sends nothing (useFormSubmission); its value also goes to a form-to-email service as `botcheck`.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const forms = useForms()
  return (
    <div aria-hidden="true" css={styles.honeypot}>
      <label htmlFor={`${idPrefix}-trap`}>{forms.fields.honeypot.label}</label>
      <input
        id={`${idPrefix}-trap`}
        type="text"
        name={forms.honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

/** The submit button; it reads "Sending..." (from site.yaml) and takes no second press while a send is on its way. */
export function SubmitButton({
  label,
  status,
  ready,
  icon,
}: {
  label: string
  status: FormStatus
  ready: boolean
  icon?: ReactNode
}) {
  const forms = useForms()
  const sending = status.kind === 'submitting'
  return (
    <button type="submit" disabled={sending || !ready} css={[buttonStyles.base, buttonStyles.primary, styles.submit]}>
      {sending ? forms.sending : label}
      {sending ? null : icon}
    </button>
  )
}

/** The error of the last submit, announced to screen readers, with the contact box when it asks the visitor to get in touch directly. */
export function FormError({ id, status }: { id: string; status: FormStatus }) {
  const forms = useForms()
  return (
    <div role="alert" id={id}>
      {status.kind === 'error' ? (
        <div css={styles.error}>
          <p>{status.message}</p>
          {wantsContactBox(status.message, forms) ? <ContactBox /> : null}
        </div>
      ) : null}
    </div>
  )
}

/** Shown in place of the form after a send; takes focus so keyboard and screen reader users hear it. */
/** The panel shown after a valid submit: the block's own words, or forms.success in site.yaml. Takes focus so it is announced. */
export function SuccessPanel({ success }: { success?: FormsConfig['success'] }) {
  const fallback = useForms().success
  const { title, text } = success ?? fallback
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <div ref={panel} role="status" tabIndex={-1} css={styles.success}>
      <CheckCircle2 size={48} strokeWidth={1.75} aria-hidden="true" focusable="false" />
      <p css={styles.successTitle}>{title}</p>
      <p css={styles.successText}>{text}</p>
    </div>
  )
}

export function RequiredNote() {
  const note = useForms().requiredNote
  return note ? <p css={styles.note}>{note}</p> : null
}
