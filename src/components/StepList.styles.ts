import { css } from '@emotion/react'
import { fontSize, mq, space } from '../theme/tokens.ts'

/**
 * Numbered steps: one column on phones, then two, then all in
 * one row (up to four) with a line joining the numbers.
 */
export function numberedList(count: number) {
  const wide = count === 4 ? 4 : Math.min(count, 3)
  return css({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    counterReset: 'step',
    [mq.sm]: { gridTemplateColumns: `repeat(${Math.min(count, 2)}, minmax(0, 1fr))` },
    [mq.lg]: { gridTemplateColumns: `repeat(${wide}, minmax(0, 1fr))` },
  })
}

/** On phones the number sits beside its card; from tablets up, above it. */
export const numberedItem = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  [mq.sm]: { display: 'flex', flexDirection: 'column', gap: 0 },
  // The line from this step's number towards the next one (wide screens, not after the last step in a row).
  [mq.lg]: {
    '&:not(:last-of-type)::after': {
      content: '""',
      position: 'absolute',
      top: '1.75rem',
      left: 'calc(3.5rem + 0.75rem)',
      right: `calc(-1 * ${space.lg} + 0.75rem)`,
      height: '2px',
      background:
        'linear-gradient(90deg, var(--color-accent-strong), color-mix(in srgb, var(--color-accent-strong) 15%, transparent))',
    },
  },
})

export const marker = css({
  alignSelf: 'flex-start',
  position: 'relative',
  zIndex: 1,
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '3rem',
  height: '3rem',
  paddingInline: '0.6rem',
  [mq.sm]: { minWidth: '3.5rem', height: '3.5rem' },
  borderRadius: '999px',
  fontSize: fontSize.lg,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  color: 'var(--color-accent-contrast)',
  background:
    'linear-gradient(135deg, var(--color-accent-strong), color-mix(in srgb, var(--color-accent-strong) 70%, var(--color-brand)))',
  boxShadow: '0 10px 24px -12px color-mix(in srgb, var(--color-accent-strong) 90%, transparent)',
})

export const stepCard = css({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: '1.25rem',
  [mq.sm]: { marginTop: space.md, padding: '1.75rem' },
})

export const title = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const description = css({ color: 'var(--color-muted)' })

export const features = css({ marginTop: space.xs, paddingTop: space.md, borderTop: '1px solid var(--color-border)' })

/** Timeline: a vertical line down the left, a label on it for each milestone, the card beside it. */
export const timeline = css({
  listStyle: 'none',
  padding: 0,
  maxWidth: '52rem',
  margin: '0 auto',
  position: 'relative',
  display: 'grid',
  gap: space.lg,
  '&::before': {
    content: '""',
    position: 'absolute',
    top: space.md,
    bottom: space.md,
    left: '2.125rem',
    width: '2px',
    background:
      'linear-gradient(180deg, var(--color-accent-strong), color-mix(in srgb, var(--color-accent-strong) 20%, transparent))',
  },
  [mq.md]: { '&::before': { left: '3rem' } },
})

export const timelineItem = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.25rem minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  [mq.md]: { gridTemplateColumns: '6rem minmax(0, 1fr)', gap: space.lg },
})

export const timelineMarker = css({
  justifySelf: 'center',
  marginTop: '1.25rem',
  minWidth: 0,
  width: '100%',
  height: '2.5rem',
  fontSize: fontSize.sm,
  // Undo the numbered marker's larger size on tablets: the label fills its column instead.
  [mq.sm]: { minWidth: 0, height: '2.5rem' },
  [mq.md]: { height: '2.75rem', fontSize: fontSize.base },
})

export const timelineCard = css({ display: 'grid', gap: space.xs, padding: '1.25rem', [mq.md]: { padding: '1.75rem' } })
