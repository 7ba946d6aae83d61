import { Download } from '../generated/icons.ts'
import { useEffect, useId, useRef } from 'react'
import { buttonStyles } from '../components/ButtonLink.tsx'
import { fillTemplate } from '../shared/text.ts'
import { useForms, type FormsConfig } from './config.ts'
import { downloadFileName, startDownload } from './download.ts'
import { FormError, Honeypot, RequiredNote, SubmitButton, SuccessPanel, TextField } from './fields.tsx'
import * as styles from './forms.styles.ts'
import { useFormSubmission } from './useFormSubmission.ts'
import type { FieldName } from './validate.ts'

const FIELDS: readonly FieldName[] = ['name', 'email', 'company']
const REQUIRED: readonly FieldName[] = ['name', 'email']

export interface WhitePaperLabels {
  /** The form's heading; {title} becomes the paper's title. */
  title: string
  /** A sentence under the heading. */
  intro?: string
  /** The submit button's words. */
  submitLabel: string
  /** The button that closes the form. */
  cancelLabel: string
  /** The panel after a valid submit; defaults to forms.success in site.yaml. */
  success?: FormsConfig['success']
}

export interface WhitePaperDownloadProps {
  paper: { title: string; file: string }
  labels: WhitePaperLabels
  /** Called by Cancel, and when the success panel's time is over. */
  onClose: () => void
  headingLevel?: 2 | 3 | 4
  /** Starts the browser download; replaceable in tests. */
  download?: (url: string, fileName: string) => void
}

/**
 * The white paper form: name, e-mail and company (optional). A valid submit starts the download at once
 * (named after the title) and sends the lead through the provider chain with form type `whitepaper`; the
 * download does not wait for, or depend on, that send.
 */
export function WhitePaperDownload({
  paper,
  labels,
  onClose,
  headingLevel = 3,
  download = startDownload,
}: WhitePaperDownloadProps) {
  const forms = useForms()
  const id = useId()
  const first = useRef<HTMLDivElement>(null)
  const { values, status, change, ready, form } = useFormSubmission({
    formType: 'whitepaper',
    fields: FIELDS,
    required: REQUIRED,
    fixed: { message: fillTemplate(forms.whitePaperMessage, { title: paper.title }) },
    onValid: () => download(paper.file, downloadFileName(paper.title)),
    onDone: onClose,
  })
  useEffect(() => first.current?.querySelector('input')?.focus(), [])
  const Heading = `h${headingLevel}` as const
  const field = { idPrefix: id, values, status, change, errorId: `${id}-error` }
  return (
    <div css={styles.card} data-white-paper-form="">
      <Heading id={`${id}-title`} css={styles.formTitle}>
        {fillTemplate(labels.title, { title: paper.title })}
      </Heading>
      {labels.intro ? <p css={styles.formIntro}>{labels.intro}</p> : null}
      {status.kind === 'success' ? (
        <SuccessPanel success={labels.success} />
      ) : (
        <form {...form} aria-labelledby={`${id}-title`} css={styles.form}>
          <div ref={first}>
            <TextField {...field} name="name" required autoComplete="name" />
          </div>
          <div css={styles.pair}>
            <TextField {...field} name="email" type="email" required autoComplete="email" />
            <TextField {...field} name="company" autoComplete="organization" />
          </div>
          <Honeypot idPrefix={id} />
          <FormError id={`${id}-error`} status={status} />
          <div css={styles.actions}>
            <SubmitButton
              label={labels.submitLabel}
              status={status}
              ready={ready}
              icon={<Download size={18} aria-hidden="true" focusable="false" />}
            />
            <button type="button" onClick={onClose} css={[buttonStyles.base, buttonStyles.secondary]}>
              {labels.cancelLabel}
            </button>
            <RequiredNote />
          </div>
        </form>
      )}
    </div>
  )
}
