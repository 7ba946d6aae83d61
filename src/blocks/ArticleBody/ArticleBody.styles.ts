import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/** A comfortable reading measure. */
export const column = css({
  maxWidth: '46rem',
  margin: '0 auto',
  padding: `${space['2xl']} ${space.lg} ${space['3xl']}`,
  display: 'grid',
  gap: space.lg,
  [mq.md]: { padding: `${space['3xl']} ${space.xl} ${space['4xl']}` },
})

export const back = css({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: '2.75rem',
  fontWeight: 600,
  color: 'var(--color-accent-strong)',
  textDecoration: 'none',
  svg: { transition: 'transform 150ms ease' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:hover svg': { transform: 'translateX(-3px)' },
})

export const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  color: 'var(--color-muted)',
  fontSize: fontSize.sm,
})

export const author = css({ fontWeight: 700, color: 'var(--color-text)' })

/** A thin rule between the byline and the date, drawn by CSS (no separator characters in the text). */
export const date = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.md,
  '&::before': { content: '""', width: '1px', height: '1em', background: 'var(--color-border)' },
})

export const image = css({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'calc(var(--radius) + 4px)',
  border: '1px solid var(--color-border)',
})

export const body = css({
  display: 'grid',
  gap: space.md,
  fontSize: fontSize.lg,
  lineHeight: 1.75,
  color: 'var(--color-text)',
  marginTop: space.sm,
})

export const subheading = css({
  fontSize: 'clamp(1.4rem, 1.2rem + 0.8vw, 1.8rem)',
  fontWeight: 700,
  marginTop: space.lg,
  lineHeight: 1.25,
})
