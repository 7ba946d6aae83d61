import { useId } from 'react'
import { Eyebrow, mutedFor } from '../../components/Section.tsx'
import { FormsProvider } from '../../forms/config.ts'
import { DeclaredForm } from '../../forms/DeclaredForm.tsx'
import { card } from '../../forms/forms.styles.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './Newsletter.styles.ts'

/** Sign-up band: heading and sentence beside a declared form (an e-mail field and a Subscribe button, inline). */
export function Newsletter({
  id,
  tone = 'dark',
  eyebrow,
  title,
  text,
  note,
  forms,
  declaration,
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
            <div css={card}>{declaration ? <DeclaredForm form={declaration} label={title} /> : null}</div>
          </FormsProvider>
          {note ? <p css={[styles.note, { color: mutedFor(tone) }]}>{note}</p> : null}
        </div>
      </div>
    </section>
  )
}
