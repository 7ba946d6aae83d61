import { CheckCircle2 } from '../generated/icons.ts'
import { useEffect, useRef, type ReactNode } from 'react'
import { buttonStyles } from '../components/ButtonLink.tsx'
import { useForms, wantsContactBox, type FieldDeclaration, type FormsConfig } from './config.ts'
import { ContactBox } from './ContactBox.tsx'
import * as styles from './forms.styles.ts'
import type { FormStatus } from './useFormSubmission.ts'
import { maxLengthOf, type FormValues } from './validate.ts'

export interface FieldProps {
  /** Prefix for element ids, from useId(), so two forms on a page never share one. */
  idPrefix: string
  field: FieldDeclaration
  values: FormValues
  status: FormStatus
  change: (field: string, value: string) => void
  /** The error's element id, for aria-describedby on the field at fault. */
  errorId: string
}

/** What every kind of control carries: its id and name, the browser's required flag, and the error it is at fault for. */
function common({ idPrefix, field, status, errorId }: FieldProps) {
  const invalid = status.kind === 'error' && status.field === field.name
  const helpId = field.help ? `${idPrefix}-${field.name}-help` : undefined
  const describedBy = [invalid ? errorId : undefined, helpId].filter(Boolean).join(' ')
  return {
    id: `${idPrefix}-${field.name}`,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
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

function Help({ idPrefix, field }: { idPrefix: string; field: FieldDeclaration }) {
  return field.help ? (
    <p id={`${idPrefix}-${field.name}-help`} css={styles.help}>
      {field.help}
    </p>
  ) : null
}

/**
 * One declared field with its label (and help text), of any kind. Nothing typed is ever set as HTML: React puts it in
 * `value`. Text fields carry `maxlength` from their declared maxLength, the limit validation checks (a paste over it is
 * refused with validation's message, see useFormSubmission).
 */
export function FormField(props: FieldProps) {
  const { field, values, change } = props
  const attributes = common(props)
  const value = values[field.name] ?? ''
  const onChange = (event: { target: { value: string } }) => change(field.name, event.target.value)
  if (field.kind === 'checkbox') {
    const checkedValue = field.value ?? 'on'
    return (
      <div css={styles.field}>
        <div css={styles.checkbox}>
          <input
            {...attributes}
            type="checkbox"
            value={checkedValue}
            checked={value !== ''}
            onChange={(event) => change(field.name, event.target.checked ? checkedValue : '')}
          />
          <Label htmlFor={attributes.id} text={field.label} required={field.required} />
        </div>
        <Help idPrefix={props.idPrefix} field={field} />
      </div>
    )
  }
  return (
    <div css={styles.field}>
      <Label htmlFor={attributes.id} text={field.label} required={field.required} />
      {field.kind === 'select' ? (
        <select {...attributes} value={value} onChange={onChange} css={[styles.control, styles.select]}>
          {/* The placeholder is an empty first choice, which counts as no choice. */}
          <option value="">{field.placeholder ?? ''}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea
          {...attributes}
          value={value}
          onChange={onChange}
          rows={field.rows ?? 5}
          maxLength={maxLengthOf(field)}
          placeholder={field.placeholder}
          css={[styles.control, styles.textarea]}
        />
      ) : (
        <input
          {...attributes}
          value={value}
          onChange={onChange}
          type={field.kind}
          maxLength={maxLengthOf(field)}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
          css={styles.control}
        />
      )}
      <Help idPrefix={props.idPrefix} field={field} />
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
      <label htmlFor={`${idPrefix}-trap`}>{forms.honeypotLabel}</label>
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
  sendingLabel,
  status,
  ready,
  icon,
}: {
  label: string
  /** The form's own words while sending, instead of forms.sending. */
  sendingLabel?: string
  status: FormStatus
  ready: boolean
  icon?: ReactNode
}) {
  const forms = useForms()
  const sending = status.kind === 'submitting'
  return (
    <button type="submit" disabled={sending || !ready} css={[buttonStyles.base, buttonStyles.primary, styles.submit]}>
      {sending ? (sendingLabel ?? forms.sending) : label}
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

/** The panel shown after a valid submit: the block's own words, or forms.success in site.yaml. Takes focus so it is announced. */
export function SuccessPanel({ success }: { success?: FormsConfig['success'] }) {
  const fallback = useForms().success
  const { title, text } = success ?? fallback
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <div ref={panel} role="status" tabIndex={-1} css={styles.success}>
      <CheckCircle2 size={48} strokeWidth={1.75} />
      <p css={styles.successTitle}>{title}</p>
      <p css={styles.successText}>{text}</p>
    </div>
  )
}

export function RequiredNote() {
  const note = useForms().requiredNote
  return note ? <p css={styles.note}>{note}</p> : null
}
