import { css } from '@emotion/react'

/** Soft-bordered card with a gentle hover lift. */
export const cardStyles = css({
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  border: '1px solid var(--color-border)',
  borderRadius: 'calc(var(--radius) + 4px)',
  padding: '1.75rem',
  boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04)',
  transition: 'transform 200ms ease, box-shadow 200ms ease, border-color 200ms ease',
  '&:hover': {
    transform: 'translateY(-3px)',
    boxShadow: '0 18px 40px -24px rgba(15, 23, 42, 0.35)',
    borderColor: 'color-mix(in srgb, var(--color-accent-strong) 35%, var(--color-border))',
  },
})

/** Responsive grid (usually a list of cards): one column on phones, up to `columns` on wide screens. */
export function gridStyles(columns: 2 | 3 | 4) {
  return css({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: '1.5rem',
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  })
}
