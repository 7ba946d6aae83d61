import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/** Stats strip: two columns on phones, all figures in one row from tablets up, with thin dividers. */
export function strip(count: number) {
  return css({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(${Math.min(count, 2)}, minmax(0, 1fr))`,
    gap: `${space.xl} ${space.lg}`,
    textAlign: 'center',
    [mq.md]: {
      gridTemplateColumns: `repeat(${Math.min(count, 6)}, minmax(0, 1fr))`,
      gap: 0,
      '& > li + li': { borderLeft: '1px solid var(--divider)' },
    },
  })
}

export const stripBand = css({
  paddingBlock: space['2xl'],
  '@media (min-width: 768px)': { paddingBlock: space['3xl'] },
})

export const stripValue = css({
  display: 'block',
  fontSize: fontSize.figure,
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
})

export const stripLabel = css({
  display: 'block',
  marginTop: '0.35rem',
  fontSize: fontSize.sm,
  fontWeight: 500,
  paddingInline: space.sm,
})

export function cardGrid(count: number) {
  return css({
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: `repeat(${Math.min(count, 2)}, minmax(0, 1fr))` },
    [mq.lg]: { gridTemplateColumns: `repeat(${Math.min(count, 4)}, minmax(0, 1fr))` },
  })
}

export const card = css({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  position: 'relative',
  overflow: 'hidden',
})

/** A thin accent line along the card's top edge. */
export const accentEdge = css({
  '&::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height: '3px',
    background: 'linear-gradient(90deg, var(--color-accent-strong), var(--color-accent))',
  },
})

export const cardValue = css({
  fontSize: fontSize.figure,
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  color: 'var(--color-accent-strong)',
})

export const cardLabel = css({
  fontSize: fontSize.sm,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'var(--color-muted)',
})

export const cardTitle = css({ fontSize: fontSize.h3, fontWeight: 700, marginTop: space.xs })

export const cardDescription = css({ color: 'var(--color-muted)' })
