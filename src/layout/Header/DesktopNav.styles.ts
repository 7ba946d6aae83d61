import { css } from '@emotion/react'
import { mq, reducedMotion } from '../../theme/tokens.ts'

/** The desktop navigation only exists from lg; below it the menu button takes over. */
export const root = css({
  display: 'none',
  // Static, so the mega menu positions itself against the fixed header, full width under it.
  position: 'static',
  [mq.lg]: { display: 'block' },
})

export const list = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

/** A header link or a menu's trigger: muted on dark, bright with an accent bar when current. */
export const navItem = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  // The side padding narrows with the screen from 1280 px (0.85rem) to 1024 px (0.4rem), where the links join the
  // header's bar: longer words (another language's) still fit.
  '--pad': 'clamp(.3rem,3vw - 1.55rem,.85rem)',
  minHeight: '2.5rem',
  padding: '0.5rem var(--pad)',
  border: 0,
  borderRadius: '8px',
  background: 'transparent',
  color: 'var(--color-on-dark-muted)',
  fontSize: '0.9375rem',
  fontWeight: 500,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'color 150ms ease, background-color 150ms ease',
  '&:hover, &[data-state="open"]': {
    color: 'var(--color-on-dark)',
    backgroundColor: 'color-mix(in srgb, var(--color-on-dark) 8%, transparent)',
  },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 'var(--pad)',
    right: 'var(--pad)',
    bottom: '0.2rem',
    height: '2px',
    borderRadius: '2px',
    background: 'var(--color-accent)',
    transform: 'scaleX(0)',
    transition: 'transform 200ms ease',
  },
  '&[aria-current="page"], &[data-current="true"]': {
    color: 'var(--color-on-dark)',
    fontWeight: 600,
    '&::after': { transform: 'scaleX(1)' },
  },
  '& > svg': { transition: 'transform 200ms ease', flexShrink: 0 },
  '&[data-state="open"] > svg': { transform: 'rotate(180deg)' },
  [reducedMotion]: { transition: 'none', '&::after, & > svg': { transition: 'none' } },
})
