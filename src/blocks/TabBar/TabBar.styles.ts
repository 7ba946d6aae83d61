import { css } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../../theme/tokens.ts'

/** Sticks under the fixed header while the visitor reads the page. */
export const bar = css({
  position: 'sticky',
  top: 'var(--header-height)',
  zIndex: 20,
  background: 'color-mix(in srgb, var(--color-surface) 94%, transparent)',
  backdropFilter: 'saturate(1.4) blur(10px)',
  WebkitBackdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: '1px solid var(--color-border)',
  boxShadow: '0 8px 24px -20px rgba(15, 23, 42, 0.5)',
})

/** Scrolls sideways on narrow screens instead of wrapping. */
export const scroller = css({
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  paddingInline: space.md,
  // On phones the row runs off the edge; fading both ends hints that it scrolls.
  WebkitMaskImage: `linear-gradient(90deg, transparent 0, black ${space.md}, black calc(100% - ${space.xl}), transparent 100%)`,
  maskImage: `linear-gradient(90deg, transparent 0, black ${space.md}, black calc(100% - ${space.xl}), transparent 100%)`,
  [mq.md]: { paddingInline: space.xl, WebkitMaskImage: 'none', maskImage: 'none' },
})

export const list = css({
  listStyle: 'none',
  margin: 0,
  padding: `${space.sm} 0`,
  display: 'flex',
  gap: space.xs,
  width: 'max-content',
  minWidth: '100%',
  [mq.md]: { justifyContent: 'center' },
})

export const tab = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0.5rem 1.1rem',
  borderRadius: '999px',
  whiteSpace: 'nowrap',
  fontSize: fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  color: 'var(--color-muted)',
  border: '1px solid transparent',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  '&:hover': {
    color: 'var(--color-text)',
    background: 'var(--color-surface-muted)',
    borderColor: 'var(--color-border)',
  },
  '&:focus-visible': { outline: '3px solid var(--color-accent-strong)', outlineOffset: '2px' },
  '&[aria-current="page"]': {
    color: 'var(--color-accent-contrast)',
    background: 'var(--color-accent-strong)',
    borderColor: 'var(--color-accent-strong)',
    boxShadow: '0 6px 16px -8px color-mix(in srgb, var(--color-accent-strong) 80%, transparent)',
  },
  [reducedMotion]: { transition: 'none' },
})
