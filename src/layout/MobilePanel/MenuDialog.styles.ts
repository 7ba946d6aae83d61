import { css, keyframes } from '@emotion/react'
import { fontSize, space } from '../../theme/tokens.ts'

/** The side panel's styles: loaded with its code (MenuDialog), not with every page. */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } })
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } })

export const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  background: 'color-mix(in srgb, var(--color-brand-deep) 65%, transparent)',
  backdropFilter: 'blur(4px)',
  WebkitBackdropFilter: 'blur(4px)',
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="open"]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 200ms ease-in` },
  },
})

export const panel = css({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 61,
  width: 'min(24rem, 100vw - 2.5rem)',
  display: 'flex',
  flexDirection: 'column',
  background: 'linear-gradient(180deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
  color: 'var(--color-on-dark)',
  borderLeft: '1px solid color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
  boxShadow: '-24px 0 60px -20px rgba(0, 0, 0, 0.6)',
  outline: 'none',
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="open"]': { animation: `${slideIn} 280ms cubic-bezier(0.22, 1, 0.36, 1)` },
    '&[data-state="closed"]': { animation: `${slideOut} 200ms ease-in` },
  },
})

export const panelHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  minHeight: 'var(--header-height)',
  paddingInline: space.lg,
  borderBottom: '1px solid color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
})

export const title = css({
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: 'var(--color-on-dark-muted)',
})

export const body = css({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${space.md} ${space.lg} ${space.xl}`,
})

export const links = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' })

export const link = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  borderRadius: '8px',
  fontSize: fontSize.lg,
  fontWeight: 500,
  color: 'var(--color-on-dark)',
  textDecoration: 'none',
  '&:hover': { background: 'color-mix(in srgb, var(--color-on-dark) 8%, transparent)' },
  '&[aria-current="page"]': {
    color: 'var(--color-accent)',
    fontWeight: 600,
    boxShadow: 'inset 3px 0 0 var(--color-accent)',
    background: 'color-mix(in srgb, var(--color-accent) 8%, transparent)',
  },
})

export const groups = css({
  listStyle: 'none',
  margin: `${space.xs} 0 ${space.sm} 0.75rem`,
  padding: `0 0 0 ${space.sm}`,
  borderLeft: '1px solid color-mix(in srgb, var(--color-on-dark) 14%, transparent)',
  display: 'grid',
  gap: space.sm,
})

export const groupTitle = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: '0.4rem 0.75rem',
  borderRadius: '8px',
  fontWeight: 600,
  color: 'var(--color-on-dark)',
  textDecoration: 'none',
  '&:hover': { background: 'color-mix(in srgb, var(--color-on-dark) 8%, transparent)' },
  '&[aria-current="page"]': { color: 'var(--color-accent)' },
})

export const items = css({ listStyle: 'none', margin: 0, padding: 0 })

export const item = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: '0.35rem 0.75rem 0.35rem 1.25rem',
  borderRadius: '8px',
  fontSize: fontSize.sm,
  color: 'var(--color-on-dark-muted)',
  textDecoration: 'none',
  '&:hover': { color: 'var(--color-on-dark)', background: 'color-mix(in srgb, var(--color-on-dark) 8%, transparent)' },
  '&[aria-current="page"]': { color: 'var(--color-accent)', fontWeight: 600 },
})

/** A group's link to its page, after the items the panel shows when it has more: an item, in the accent colour. */
export const viewAll = css({
  gap: '0.35rem',
  color: 'var(--color-accent)',
  fontWeight: 600,
  '&:hover': { color: 'var(--color-accent)' },
})

export const panelFooter = css({
  padding: `${space.md} ${space.lg} max(${space.md}, env(safe-area-inset-bottom))`,
  borderTop: '1px solid color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
  background: 'color-mix(in srgb, var(--color-brand-deep) 80%, transparent)',
})

export const cta = css({ width: '100%' })
