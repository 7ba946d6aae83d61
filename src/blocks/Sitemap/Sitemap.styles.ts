import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const grid = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'dense',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

/** A group with many links spans two columns and lists them in two columns. */
export const wide = css({ [mq.lg]: { gridColumn: 'span 2' } })

export const card = css({ height: '100%', display: 'flex', flexDirection: 'column', gap: space.md })

export const cardHeader = css({ display: 'flex', alignItems: 'center', gap: space.sm })

export const cardTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const links = css({ listStyle: 'none', padding: 0, display: 'grid', gap: '0.15rem' })

export const linksInColumns = css({
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space.lg },
})

export const link = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  padding: '0.3rem 0',
  color: 'var(--color-text)',
  textDecoration: 'none',
  // The arrow sits on the first line of a label that wraps.
  svg: { flex: 'none', marginTop: '0.3em', color: 'var(--color-accent-strong)', transition: 'transform 150ms ease' },
  '&:hover': { color: 'var(--color-accent-strong)', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:hover svg': { transform: 'translateX(3px)' },
  '&[aria-current="page"]': { fontWeight: 700, color: 'var(--color-accent-strong)' },
})
