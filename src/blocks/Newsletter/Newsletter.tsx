import { useId } from 'react'
import { Eyebrow, mutedFor } from '../../components/Section.tsx'
import { FormsProvider } from '../../forms/config.ts'
import { Newsletter as NewsletterForm } from '../../forms/Newsletter.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Newsletter.styles.ts'

/** Newsletter sign-up band: heading and sentence beside an e-mail field and a Subscribe button. */
export function Newsletter({
  id,
  tone = 'dark',
  eyebrow,
  title,
  text,
  submitLabel,
  note,
  success,
  forms,
}: BlockProps<'newsletter'>) {
  const titleId = useId()
  return (
    <section id={id} aria-labelledby={titleId} data-tone={tone} css={[styles.band, styles.tones[tone]]}>
      <div css={styles.inner}>
        <div>
          {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
          <h2 id={titleId} css={styles.title}>
            {title}
          </h2>
          {text ? <p css={[styles.text, { color: mutedFor(tone) }]}>{text}</p> : null}
        </div>
        <div>
          <FormsProvider value={forms}>
            <NewsletterForm submitLabel={submitLabel} success={success} label={title} />
          </FormsProvider>
          {note ? <p css={[styles.note, { color: mutedFor(tone) }]}>{note}</p> : null}
        </div>
      </div>
    </section>
  )
}
