import { css } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../../theme/tokens.ts'

/** The white card the box and its results sit in, as the site's forms do, on light and dark sections alike. */
export const panel = css({
  display: 'block',
  maxWidth: '48rem',
  margin: '0 auto',
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  border: '1px solid var(--color-border)',
  borderRadius: 'calc(var(--radius) + 4px)',
  padding: space.lg,
  boxShadow: '0 24px 48px -32px rgba(15, 23, 42, 0.45)',
  [mq.md]: { padding: space.xl },
})

export const form = css({ display: 'grid', gap: '0.375rem' })

export const label = css({ fontSize: fontSize.sm, fontWeight: 600 })

export const input = css({
  width: '100%',
  minHeight: '3.25rem',
  padding: '0.75rem 1rem',
  font: 'inherit',
  fontSize: fontSize.lg,
  color: 'var(--color-text)',
  background: 'var(--color-surface)',
  border: '1px solid color-mix(in srgb, var(--color-muted) 55%, var(--color-border))',
  borderRadius: 'var(--radius)',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  '&::placeholder': { color: 'color-mix(in srgb, var(--color-muted) 80%, transparent)' },
  '&:hover': { borderColor: 'var(--color-muted)' },
  '&:focus-visible': {
    outline: 'none',
    borderColor: 'var(--color-accent-strong)',
    boxShadow: '0 0 0 3px color-mix(in srgb, var(--color-accent-strong) 35%, transparent)',
  },
  [reducedMotion]: { transition: 'none' },
})

export const status = css({
  marginTop: space.sm,
  fontSize: fontSize.sm,
  color: 'var(--color-muted)',
  '&:empty': { display: 'none' },
})

export const results = css({ listStyle: 'none', margin: `${space.md} 0 0`, padding: 0, display: 'grid', gap: space.sm })

export const result = css({
  position: 'relative',
  display: 'grid',
  gap: '0.35rem',
  padding: space.md,
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius)',
  transition: 'border-color 150ms ease, background-color 150ms ease',
  '&:hover, &:focus-within': {
    borderColor: 'var(--color-accent-strong)',
    background: 'color-mix(in srgb, var(--color-accent-strong) 5%, var(--color-surface))',
  },
  [reducedMotion]: { transition: 'none' },
})

export const category = css({
  justifySelf: 'start',
  padding: '0.1rem 0.6rem',
  borderRadius: '999px',
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: 'var(--color-accent-strong)',
  background: 'color-mix(in srgb, var(--color-accent-strong) 10%, var(--color-surface))',
  border: '1px solid color-mix(in srgb, var(--color-accent-strong) 25%, transparent)',
})

export const link = css({
  fontSize: fontSize.h3,
  fontWeight: 700,
  color: 'var(--color-text)',
  textDecoration: 'none',
  // The whole card opens the page; the link stays the one thing focused and read out.
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible': { outline: 'none', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible::after': { outline: '3px solid var(--color-accent-strong)', outlineOffset: '2px' },
})

export const excerpt = css({ color: 'var(--color-muted)', fontSize: fontSize.base, lineHeight: 1.55 })

export const mark = css({
  background: 'color-mix(in srgb, var(--color-accent) 30%, transparent)',
  color: 'var(--color-text)',
  borderRadius: '2px',
  padding: '0 0.1em',
})
