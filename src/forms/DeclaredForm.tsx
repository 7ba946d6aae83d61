import { Download, Send } from '../generated/icons.ts'
import { useEffect, useId, type ReactNode } from 'react'
import type { FieldDeclaration, FormDeclaration } from './config.ts'
import { FormError, FormField, Honeypot, RequiredNote, SubmitButton, SuccessPanel, type FieldProps } from './fields.tsx'
import * as styles from './forms.styles.ts'
import { useFormSubmission, type FormOptions } from './useFormSubmission.ts'

/** The icons a declaration may put on its submit button (`submitIcon`). */
const ICONS = { send: Send, download: Download } as const

export interface DeclaredFormProps extends Pick<FormOptions, 'context' | 'onValid' | 'onDone'> {
  /** The form's declaration: site.yaml forms.declarations. */
  form: FormDeclaration
  /** The name of the form for screen readers (usually the section heading). */
  label?: string
  /** Or the id of the element that names it (a heading of its own). */
  labelledBy?: string
  /** More buttons after the submit button (Cancel). */
  actions?: ReactNode
  /** Focus the first field when the form appears (a form opened by a button). */
  autoFocus?: boolean
}

/**
 * The form engine: renders any declared form, validates it and sends it through its provider chain (see
 * useFormSubmission). The fields come in the declared order; half-width fields that follow each other share a row.
 * After a send the success panel takes the form's place until forms.successMs is over.
 */
export function DeclaredForm({ form, label, labelledBy, actions, autoFocus, ...options }: DeclaredFormProps) {
  const id = useId()
  const { values, status, change, ready, formRef, form: formProps } = useFormSubmission({ form, ...options })
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears, as a dialog would
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [])
  if (status.kind === 'success') return <SuccessPanel success={form.success} />
  const field = { idPrefix: id, values, status, change, errorId: `${id}-error` }
  const Icon = form.submitIcon ? ICONS[form.submitIcon] : undefined
  const submit = (
    <SubmitButton
      label={form.submitLabel}
      sendingLabel={form.sending}
      status={status}
      ready={ready}
      icon={Icon ? <Icon size={18} aria-hidden="true" /> : undefined}
    />
  )
  const inline = form.layout === 'inline'
  return (
    <form {...formProps} aria-label={label} aria-labelledby={labelledBy} css={styles.form}>
      {inline ? (
        <div css={styles.inline}>
          <FieldRows {...field} fields={form.fields} />
          {submit}
        </div>
      ) : (
        <FieldRows {...field} fields={form.fields} />
      )}
      <Honeypot idPrefix={id} />
      <FormError id={`${id}-error`} status={status} />
      {inline ? null : (
        <div css={styles.actions}>
          {submit}
          {actions}
          <RequiredNote />
        </div>
      )}
    </form>
  )
}

/** The fields in order; a half-width field and the half-width field after it share a row. */
function FieldRows({ fields, ...props }: Omit<FieldProps, 'field'> & { fields: readonly FieldDeclaration[] }) {
  const rows: FieldDeclaration[][] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.width === 'half' && last?.length === 1 && last[0]!.width === 'half') last.push(field)
    else rows.push([field])
  }
  return rows.map((row) =>
    row.length === 2 || row[0]!.width === 'half' ? (
      <div key={row[0]!.name} css={styles.pair}>
        {row.map((field) => (
          <FormField key={field.name} {...props} field={field} />
        ))}
      </div>
    ) : (
      <FormField key={row[0]!.name} {...props} field={row[0]!} />
    ),
  )
}
