import { Eyebrow, Section, mutedFor } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Text.styles.ts'

/** Prose: an eyebrow, a heading and paragraphs (the first as a lead), with an optional picture beside them. */
export function Text({ id, tone = 'light', eyebrow, title, paragraphs, image, align = 'center' }: BlockProps<'text'>) {
  const [lead, ...rest] = paragraphs
  const centred = !image && align === 'center'
  const muted = mutedFor(tone)
  const accent = tone === 'dark' ? 'var(--color-accent)' : 'var(--color-accent-strong)'
  return (
    <Section id={id} tone={tone}>
      <div css={image ? styles.columns : [styles.single, centred && styles.centred]}>
        <div>
          {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
          <h2 css={styles.title}>{title}</h2>
          <span aria-hidden="true" css={[styles.rule, centred && styles.ruleCentred, { background: accent }]} />
          <p css={styles.lead}>{lead}</p>
          {rest.map((paragraph, index) => (
            <p key={index} css={[styles.paragraph, { color: muted }]}>
              {paragraph}
            </p>
          ))}
        </div>
        {image ? <SiteImage image={image} css={styles.image} /> : null}
      </div>
    </Section>
  )
}
