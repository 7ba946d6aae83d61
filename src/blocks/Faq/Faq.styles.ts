import { css } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../../theme/tokens.ts'

export const list = css({
  listStyle: 'none',
  padding: 0,
  maxWidth: '52rem',
  margin: '0 auto',
  display: 'grid',
  gap: space.md,
})

export const item = css({
  borderRadius: 'calc(var(--radius) + 4px)',
  transition: 'border-color 200ms ease, box-shadow 200ms ease',
  '&[open] svg': { transform: 'rotate(180deg)' },
})

export const itemOnLight = css({
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  '&[open]': {
    borderColor: 'color-mix(in srgb, var(--color-accent-strong) 45%, var(--color-border))',
    boxShadow: '0 18px 40px -28px rgba(15, 23, 42, 0.4)',
  },
  '&[open] summary svg': { color: 'var(--color-accent-strong)' },
})

export const itemOnDark = css({
  background: 'color-mix(in srgb, var(--color-on-dark) 6%, transparent)',
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 16%, transparent)',
  '&[open]': { borderColor: 'var(--color-accent)' },
  '& summary:hover': { color: 'var(--color-accent)' },
  '& > div': { color: 'var(--color-on-dark-muted)' },
})

export const summary = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  fontSize: fontSize.base,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: 'inherit',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: 'var(--color-accent-strong)' },
  [mq.md]: { padding: `${space.lg} ${space.xl}`, fontSize: fontSize.lg },
})

export const chevron = css({
  flex: 'none',
  transition: 'transform 200ms ease',
  [reducedMotion]: { transition: 'none' },
})

export const answer = css({
  display: 'grid',
  gap: space.sm,
  padding: `0 ${space.lg} ${space.lg}`,
  color: 'var(--color-muted)',
  [mq.md]: { padding: `0 ${space.xl} ${space.lg}` },
})
