import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const list = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

export const person = css({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: '7rem minmax(0, 1fr)' },
  gap: space.lg,
  alignItems: 'start',
  padding: space.lg,
  borderRadius: 'calc(var(--radius) * 1.5)',
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
})

// A square crop of any portrait: object-fit with the photo's focus (SiteImage's object-position).
export const photo = css({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  [mq.sm]: { width: '7rem', height: '7rem' },
})

export const initials = css({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  [mq.sm]: { width: '7rem', height: '7rem', fontSize: fontSize.h3 },
  borderRadius: '50%',
  fontWeight: 700,
  fontSize: fontSize.lg,
  letterSpacing: '0.04em',
  color: 'var(--color-on-dark)',
  background: 'linear-gradient(135deg, var(--color-accent-strong), var(--color-brand))',
})

export const name = css({ fontSize: fontSize.lg, fontWeight: 700 })
export const role = css({ color: 'var(--color-accent-strong)', fontWeight: 600, fontSize: fontSize.sm })
export const bio = css({ marginTop: space.sm, color: 'var(--color-muted)' })
export const links = css({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  marginTop: space.sm,
})
export const link = css({ color: 'var(--color-link, var(--color-accent-strong))', fontWeight: 600 })
