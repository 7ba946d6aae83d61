import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/** One column on phones, two on tablets, all cards in a row (up to four) on wide screens. */
export function grid(count: number) {
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

export const card = css({ height: '100%', display: 'flex', flexDirection: 'column', gap: space.sm })

export const label = css({
  marginTop: space.xs,
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--color-muted)',
})

export const value = css({ fontSize: fontSize.lg, fontWeight: 600, fontStyle: 'normal', color: 'var(--color-text)' })

export const link = css({
  textDecoration: 'none',
  color: 'var(--color-accent-strong)',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
})

/** Last resort: a very long e-mail address may break anywhere rather than overflow a narrow card. */
export const breakable = css({ overflowWrap: 'break-word' })

export const note = css({ fontSize: fontSize.sm, color: 'var(--color-muted)' })

export const hours = css({ display: 'grid', gap: space.xs, margin: 0 })

export const hoursRow = css({
  dt: { fontWeight: 600, color: 'var(--color-text)' },
  dd: { margin: 0, color: 'var(--color-muted)' },
})
