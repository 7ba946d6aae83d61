import type { ReactNode } from 'react'
import type { Tone } from '../generated/schema-types.ts'
import { fontSize, mq, space } from '../theme/tokens.ts'

const toneStyles: Record<Tone, { background: string; color: string }> = {
  light: { background: 'var(--color-surface)', color: 'var(--color-text)' },
  muted: { background: 'var(--color-surface-muted)', color: 'var(--color-text)' },
  dark: {
    background: 'linear-gradient(160deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
    color: 'var(--color-on-dark)',
  },
}

interface Props {
  id?: string
  tone?: Tone
  eyebrow?: string
  title?: string
  intro?: string
  /** Centre the heading (default) or align it left. */
  align?: 'center' | 'left'
  /**
   * Neither a title nor a heading in the children (a quotation, a band of figures): the part is a `<div>`, which looks
   * the same. A `<section>` is a part of the document's outline and has a heading (the Nu HTML Checker warns
   * "Section lacks heading" otherwise).
   */
  noHeading?: boolean
  children: ReactNode
  className?: string
}

/** A page section: tone background, centred content width, and an optional eyebrow/heading/intro. */
export function Section({
  id,
  tone = 'light',
  eyebrow,
  title,
  intro,
  align = 'center',
  noHeading = false,
  children,
  className,
}: Props) {
  const headingId = id && title ? `${id}-title` : undefined
  const Part = noHeading ? 'div' : 'section'
  return (
    <Part
      id={id}
      aria-labelledby={headingId}
      data-tone={tone}
      className={className}
      css={{
        ...toneStyles[tone],
        padding: `${space['3xl']} ${space.lg}`,
        [mq.md]: { padding: `${space['4xl']} ${space.xl}` },
      }}
    >
      <div css={{ maxWidth: 'var(--content-width)', margin: '0 auto' }}>
        {title || eyebrow || intro ? (
          <header
            css={{
              textAlign: align,
              maxWidth: align === 'center' ? '48rem' : undefined,
              margin: align === 'center' ? `0 auto ${space['2xl']}` : `0 0 ${space['2xl']}`,
            }}
          >
            {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
            {title ? (
              <h2 id={headingId} css={{ fontSize: fontSize.h2, fontWeight: 700 }}>
                {title}
              </h2>
            ) : null}
            {intro ? (
              <p
                css={{
                  marginTop: space.md,
                  fontSize: fontSize.lg,
                  color: tone === 'dark' ? 'var(--color-on-dark-muted)' : 'var(--color-muted)',
                }}
              >
                {intro}
              </p>
            ) : null}
          </header>
        ) : null}
        {children}
      </div>
    </Part>
  )
}

/** The small uppercase label above a heading. */
export function Eyebrow({ tone = 'light', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <p
      css={{
        fontSize: fontSize.sm,
        fontWeight: 700,
        letterSpacing: '0.12em',
        textTransform: 'uppercase',
        marginBottom: space.sm,
        color: tone === 'dark' ? 'var(--color-accent)' : 'var(--color-accent-strong)',
      }}
    >
      {children}
    </p>
  )
}

/** Muted text colour for the section's tone. */
export function mutedFor(tone: Tone | undefined): string {
  return tone === 'dark' ? 'var(--color-on-dark-muted)' : 'var(--color-muted)'
}
