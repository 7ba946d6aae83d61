import { useId } from 'react'
import { buttonStyles } from '../components/ButtonLink.tsx'
import { fillTemplate } from '../shared/text.ts'
import type { FormDeclaration } from './config.ts'
import { DeclaredForm } from './DeclaredForm.tsx'
import { downloadFileName, startDownload } from './download.ts'
import * as styles from './forms.styles.ts'

export interface WhitePaperDownloadProps {
  paper: { title: string; file: string }
  /** The declared form that gates the download (site.yaml forms.declarations); {title} in its words is the paper's. */
  form: FormDeclaration
  /** Called by Cancel, and when the success panel's time is over. */
  onClose: () => void
  headingLevel?: 2 | 3 | 4
  /** Starts the browser download; replaceable in tests. */
  download?: (url: string, fileName: string) => void
}

/**
 * A declared form in front of a file: a valid submit starts the download at once (named after the title) and sends
 * the lead through the form's provider chain; the download does not wait for, or depend on, that send.
 */
export function WhitePaperDownload({
  paper,
  form,
  onClose,
  headingLevel = 3,
  download = startDownload,
}: WhitePaperDownloadProps) {
  const id = useId()
  const Heading = `h${headingLevel}` as const
  const title = form.title ? fillTemplate(form.title, { title: paper.title }) : undefined
  return (
    <div css={styles.card} data-white-paper-form="">
      {title ? (
        <Heading id={`${id}-title`} css={styles.formTitle}>
          {title}
        </Heading>
      ) : null}
      {form.intro ? <p css={styles.formIntro}>{form.intro}</p> : null}
      <DeclaredForm
        form={form}
        context={{ title: paper.title }}
        labelledBy={title ? `${id}-title` : undefined}
        label={title ? undefined : paper.title}
        autoFocus
        onValid={() => download(paper.file, downloadFileName(paper.title))}
        onDone={onClose}
        actions={
          form.cancelLabel ? (
            <button type="button" onClick={onClose} css={[buttonStyles.base, buttonStyles.secondary]}>
              {form.cancelLabel}
            </button>
          ) : null
        }
      />
    </div>
  )
}
