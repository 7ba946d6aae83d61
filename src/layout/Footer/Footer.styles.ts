import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const footer = css({
  position: 'relative',
  overflow: 'hidden',
  background: 'var(--color-brand-deep)',
  color: 'var(--color-on-dark-muted)',
  fontSize: fontSize.sm,
  // Below the first screen on every page: laid out and painted only as it nears the screen (like the blocks).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 32rem',
  '@media print': { contentVisibility: 'visible' },
  // A faint accent glow and a hairline across the top: dark, but not a flat slab.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '0 0 auto 0',
    height: '1px',
    background:
      'linear-gradient(90deg, transparent, color-mix(in srgb, var(--color-accent) 45%, transparent), transparent)',
  },
  '&::after': {
    content: '""',
    position: 'absolute',
    width: '40rem',
    height: '40rem',
    top: '-28rem',
    right: '-12rem',
    borderRadius: '50%',
    background: 'radial-gradient(closest-side, color-mix(in srgb, var(--color-accent) 10%, transparent), transparent)',
    pointerEvents: 'none',
  },
})

/** Same content edges as the page sections and the header: padding outside, content width inside. */
export const inner = css({
  position: 'relative',
  zIndex: 1,
  boxSizing: 'content-box',
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  padding: `${space['3xl']} ${space.lg} ${space.xl}`,
  [mq.md]: { paddingInline: space.xl },
})

export const grid = css({
  display: 'grid',
  gap: space['2xl'],
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 2fr) minmax(0, 1.1fr)', gap: space.xl },
})

export const brand = css({ display: 'grid', alignContent: 'start', gap: space.lg, maxWidth: '22rem' })

export const tagline = css({ fontSize: fontSize.base, lineHeight: 1.65 })

export const columns = css({
  display: 'grid',
  gap: `${space.xl} ${space.lg}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
})

export const heading = css({
  marginBottom: space.md,
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: 'var(--color-on-dark)',
})

export const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })

/** Muted until hovered or focused; underline on hover so the link is obvious without colour alone. */
export const link = css({
  color: 'var(--color-on-dark-muted)',
  textDecoration: 'none',
  transition: 'color 150ms ease',
  '&:hover': { color: 'var(--color-on-dark)', textDecoration: 'underline', textUnderlineOffset: '4px' },
  '&:focus-visible': { color: 'var(--color-on-dark)' },
})

export const address = css({ fontStyle: 'normal', display: 'grid', gap: space.md })

export const contactList = css({ margin: 0, display: 'grid', gap: space.md })

/** The icon's column beside the text's: a contact row, and the term inside it (which holds the icon). */
const iconColumns = { display: 'grid', gridTemplateColumns: '1.25rem minmax(0, 1fr)', columnGap: space.sm } as const

/**
 * An icon beside its text. In the contact list the icon is inside the term (a `<dl>`'s groups may hold only `<dt>` and
 * `<dd>`): the term spans the row and lays out the icon and its label (an anonymous grid item) in the row's own two
 * columns.
 */
export const contactRow = css({
  ...iconColumns,
  svg: { marginTop: '0.2rem', color: 'var(--color-accent)' },
  dt: {
    ...iconColumns,
    gridColumn: '1 / -1',
    fontSize: '0.75rem',
    fontWeight: 600,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'var(--color-on-dark-muted)',
  },
  'dd, ul': { gridColumn: 2, margin: 0, color: 'var(--color-on-dark)', overflowWrap: 'anywhere' },
})

/** Days above their hours (muted, then bright): reads the same at any width, no punctuation to translate. */
export const hours = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.sm,
  li: { display: 'grid' },
  'li span:first-of-type': {
    fontSize: '0.75rem',
    fontWeight: 600,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'var(--color-on-dark-muted)',
  },
})

/** The company's profiles elsewhere, in a row under the contact details. */
export const social = css({
  listStyle: 'none',
  margin: `${space.lg} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
})

export const bottom = css({
  marginTop: space['2xl'],
  paddingTop: space.lg,
  borderTop: '1px solid color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
  fontSize: '0.8125rem',
})
