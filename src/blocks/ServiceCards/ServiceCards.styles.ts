import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const plainList = css({ listStyle: 'none', padding: 0 })

export const detailedList = css({ listStyle: 'none', padding: 0, display: 'grid', gap: space.xl })

/** Jumping to /services#<id> leaves room for the fixed header. */
export const detailedItem = css({ scrollMarginTop: `calc(var(--header-height) + ${space.md})` })

/** Summary and use case side by side from large screens (the link under the summary); stacked on phones. */
export const detailedCard = css({
  display: 'grid',
  gridTemplateAreas: '"summary" "use-case" "footer"',
  gap: space.lg,
  padding: '1.25rem',
  [mq.md]: { padding: space.xl, gap: space.xl },
  [mq.lg]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateRows: '1fr auto',
    gridTemplateAreas: '"summary use-case" "footer use-case"',
    columnGap: space['2xl'],
    rowGap: space.md,
    padding: space['2xl'],
  },
})

export const summary = css({ gridArea: 'summary', display: 'flex', flexDirection: 'column', gap: space.md })

export const heading = css({ display: 'flex', alignItems: 'center', gap: space.md })

export const title = css({ fontSize: fontSize.xl, fontWeight: 700 })

export const description = css({ color: 'var(--color-muted)' })

/** The feature list in two columns where the card is full width; one column beside the use case. */
export const details = css({
  [mq.sm]: { '& > ul': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space.lg } },
  [mq.lg]: { '& > ul': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const footer = css({ gridArea: 'footer', alignSelf: 'end' })

export const useCase = css({
  gridArea: 'use-case',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: `${space.lg} 1.25rem`,
  borderRadius: 'var(--radius)',
  background: 'var(--color-surface-muted)',
  border: '1px solid var(--color-border)',
  borderLeft: '4px solid var(--color-accent-strong)',
  [mq.md]: { padding: space.xl },
})

export const useCaseLabel = css({
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: 'var(--color-accent-strong)',
})

export const useCaseTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const resultsLabel = css({
  margin: `${space.xs} 0 0`,
  lineHeight: 1.3,
  fontSize: fontSize.sm,
  fontWeight: 700,
  color: 'var(--color-text)',
})

export const results = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.sm,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

export const result = css({ display: 'flex', gap: '0.6rem', alignItems: 'flex-start', fontWeight: 500 })

export const resultIcon = css({ flex: 'none', marginTop: '0.2rem', color: 'var(--color-accent-strong)' })
