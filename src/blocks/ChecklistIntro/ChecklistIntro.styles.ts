import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const columns = css({
  display: 'grid',
  gap: space['2xl'],
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space['3xl'] },
})

/** Without a picture the text keeps a readable line length instead of filling half a grid. */
export const single = css({ maxWidth: '48rem' })

export const title = css({ fontSize: fontSize.h2, fontWeight: 700 })

export const text = css({ marginTop: space.md, fontSize: fontSize.lg })

export const list = css({ listStyle: 'none', padding: 0, marginTop: space.xl, display: 'grid', gap: space.md })

export const item = css({ display: 'flex', gap: space.sm, alignItems: 'flex-start' })

export const checkBadge = css({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.1rem',
  borderRadius: '50%',
})

export const itemTitle = css({ fontWeight: 600, display: 'block' })

export const itemLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  marginTop: '0.35rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
})

export const buttons = css({ marginTop: space.xl })

export const media = css({ position: 'relative' })

export const image = css({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 'calc(var(--radius) * 1.5)',
  boxShadow: '0 30px 60px -30px rgba(15, 23, 42, 0.45)',
})

/** Figures under the picture, overlapping its lower edge. */
export const figuresOverImage = css({
  position: 'relative',
  margin: `calc(-1 * ${space['2xl']}) ${space.md} 0`,
  [mq.sm]: { marginInline: space.xl },
})

/** All figures on one row, even on a 320px phone. */
export const figures = css({
  listStyle: 'none',
  padding: `${space.lg} ${space.md}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: space.sm,
  [mq.sm]: { padding: space.lg, gap: space.md },
  borderRadius: 'calc(var(--radius) + 4px)',
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  border: '1px solid var(--color-border)',
  boxShadow: '0 20px 40px -24px rgba(15, 23, 42, 0.35)',
  textAlign: 'center',
})

export const figuresUnderList = css({ marginTop: space.xl })

export const figureValue = css({
  display: 'block',
  fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.5rem)',
  fontWeight: 800,
  lineHeight: 1.1,
  color: 'var(--color-accent-strong)',
  letterSpacing: '-0.02em',
})

export const figureLabel = css({
  display: 'block',
  marginTop: '0.25rem',
  fontSize: fontSize.sm,
  color: 'var(--color-muted)',
})
