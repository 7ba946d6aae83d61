import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/**
 * Grid that suits the number of cards: 4 cards with feature lists stay 2×2 (4 narrow columns would squeeze the lists),
 * 5 cards make a row of 3 and a centred row of 2, otherwise up to 3 columns.
 */
export function servicesGrid(count: number, withFeatures: boolean) {
  const base = { display: 'grid', gap: space.lg, gridTemplateColumns: 'minmax(0, 1fr)' } as const
  if (count === 1) return css({ ...base, maxWidth: '36rem', margin: '0 auto' })
  const tablet = { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }
  if (count === 2 || (count === 4 && withFeatures)) return css({ ...base, ...tablet })
  if (count === 4) return css({ ...base, ...tablet, [mq.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })
  if (count === 5) return css({ ...base, ...tablet, [mq.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } })
  return css({ ...base, ...tablet, [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } })
}

/**
 * Where card `index` of `count` sits. Only five cards need placing: a row of three, then two centred
 * (on tablets two per row with the last one full width).
 */
export function cardPlacement(index: number, count: number) {
  if (count !== 5) return undefined
  const last = index === count - 1
  return css({
    [mq.sm]: { gridColumn: last ? '1 / -1' : 'auto' },
    [mq.lg]: { gridColumn: index === 3 ? '2 / span 2' : last ? '4 / span 2' : 'span 2' },
  })
}

export const card = css({ display: 'flex', flexDirection: 'column', gap: space.md, height: '100%' })

export const cardTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const titleLink = css({
  textDecoration: 'none',
  '&:hover': { color: 'var(--color-accent-strong)' },
})

export const description = css({ color: 'var(--color-muted)' })

export const footer = css({ marginTop: 'auto', paddingTop: space.sm })

export const cardLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  fontWeight: 600,
  color: 'var(--color-accent-strong)',
  textDecoration: 'none',
  svg: { transition: 'transform 150ms ease' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:hover svg': { transform: 'translateX(3px)' },
})
