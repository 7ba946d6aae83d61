import { css, keyframes } from '@emotion/react'
import { fontSize, space } from '../../theme/tokens.ts'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-6px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
})
const exit = keyframes({
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(-6px)' },
})

/**
 * Full width under the fixed header. The transparent top padding bridges the gap between the
 * trigger and the panel, so the pointer never "leaves" on its way down.
 */
export const content = css({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 'calc(100% - 0.75rem)',
  paddingTop: '0.75rem',
  paddingInline: space.lg,
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="open"]': { animation: `${enter} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${exit} 150ms ease-in forwards`, pointerEvents: 'none' },
  },
  // Without the exit animation, the closing panel goes at once (it leaves the page 150 ms later).
  '@media (prefers-reduced-motion: reduce)': { '&[data-state="closed"]': { display: 'none' } },
})

export const panel = css({
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  borderRadius: 'calc(var(--radius) + 4px)',
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 12%, transparent)',
  background: 'linear-gradient(160deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
  color: 'var(--color-on-dark)',
  boxShadow: '0 30px 60px -20px rgba(0, 0, 0, 0.65), 0 0 0 1px rgba(0, 0, 0, 0.2)',
  overflow: 'hidden',
  maxHeight: 'calc(100vh - var(--header-height) - 1.5rem)',
  overflowY: 'auto',
})

export const groups = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${space.xl} ${space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: space.xl,
})

export const groupTitle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.25rem 0',
  fontFamily: 'var(--font-heading)',
  fontSize: fontSize.base,
  fontWeight: 600,
  letterSpacing: '-0.01em',
  color: 'var(--color-on-dark)',
  textDecoration: 'none',
  svg: {
    color: 'var(--color-accent)',
    opacity: 0,
    transform: 'translateX(-4px)',
    transition: 'opacity 150ms ease, transform 150ms ease',
  },
  '&:hover, &:focus-visible': { color: 'var(--color-accent)', svg: { opacity: 1, transform: 'translateX(0)' } },
  '&[aria-current="page"]': { color: 'var(--color-accent)' },
})

export const items = css({
  listStyle: 'none',
  margin: `${space.sm} 0 0`,
  padding: `0 0 0 ${space.sm}`,
  borderLeft: '1px solid color-mix(in srgb, var(--color-on-dark) 14%, transparent)',
  display: 'grid',
  gap: '0.125rem',
})

export const item = css({
  display: 'block',
  padding: '0.35rem 0.6rem',
  borderRadius: '6px',
  fontSize: fontSize.sm,
  lineHeight: 1.4,
  color: 'var(--color-on-dark-muted)',
  textDecoration: 'none',
  transition: 'color 150ms ease, background-color 150ms ease',
  '&:hover, &:focus-visible': {
    color: 'var(--color-on-dark)',
    backgroundColor: 'color-mix(in srgb, var(--color-on-dark) 8%, transparent)',
  },
  '&[aria-current="page"]': { color: 'var(--color-accent)', fontWeight: 600 },
})

/** A group's link to its page, after the items the menu shows when it has more: an item, in the accent colour. */
export const viewAll = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  color: 'var(--color-accent)',
  fontWeight: 600,
  svg: { transition: 'transform 150ms ease' },
  '&:hover, &:focus-visible': { color: 'var(--color-accent)' },
  '&:hover svg, &:focus-visible svg': { transform: 'translateX(3px)' },
})

export const footer = css({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${space.md} ${space.xl}`,
  borderTop: '1px solid color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
  background: 'color-mix(in srgb, var(--color-brand-deep) 60%, transparent)',
})

export const overview = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontWeight: 600,
  fontSize: fontSize.sm,
  color: 'var(--color-accent)',
  textDecoration: 'none',
  svg: { transition: 'transform 150ms ease' },
  '&:hover svg, &:focus-visible svg': { transform: 'translateX(3px)' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' },
})
