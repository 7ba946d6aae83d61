import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const card = css({
  position: 'relative',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${space['2xl']} ${space.lg} ${space.xl}`,
  borderRadius: 'calc(var(--radius) * 2)',
  overflow: 'hidden',
  [mq.md]: { padding: `${space['3xl']} ${space['3xl']} ${space['2xl']}` },
  // An accent bar down the left edge.
  '&::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: '5px',
    background: 'linear-gradient(180deg, var(--color-accent), var(--color-accent-strong))',
  },
})

export const cardOnLight = css({
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  boxShadow: '0 30px 60px -40px rgba(15, 23, 42, 0.45)',
})

export const cardOnDark = css({
  background: 'color-mix(in srgb, var(--color-on-dark) 6%, transparent)',
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 14%, transparent)',
})

export const mark = css({
  position: 'absolute',
  top: space.lg,
  right: space.lg,
  opacity: 0.25,
  [mq.md]: { top: space.xl, right: space.xl },
})

export const quote = css({
  fontSize: 'clamp(1.25rem, 1.05rem + 0.9vw, 1.75rem)',
  fontWeight: 500,
  lineHeight: 1.45,
  letterSpacing: '-0.01em',
  // The design adds the quotation marks, so authors never have to.
  'p::before': { content: 'open-quote' },
  'p::after': { content: 'close-quote' },
})

export const caption = css({ display: 'flex', alignItems: 'center', gap: space.md, marginTop: space.xl })

export const portrait = css({ width: '4rem', height: '4rem', borderRadius: '50%', objectFit: 'cover', flex: 'none' })

export const initials = css({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '4rem',
  height: '4rem',
  borderRadius: '50%',
  fontWeight: 700,
  fontSize: fontSize.lg,
  letterSpacing: '0.04em',
  color: 'var(--color-on-dark)',
  background: 'linear-gradient(135deg, var(--color-accent-strong), var(--color-brand))',
})

export const author = css({ display: 'block', fontWeight: 700, fontSize: fontSize.lg })

export const position = css({ display: 'block', fontSize: fontSize.sm })
