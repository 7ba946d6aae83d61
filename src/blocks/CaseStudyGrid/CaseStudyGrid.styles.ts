import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const filter = css({ marginBottom: space.xl })

export const count = css({ textAlign: 'center', fontSize: fontSize.sm, color: 'var(--color-muted)', marginBottom: space.lg })

export const grid = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

export const empty = css({ textAlign: 'center', color: 'var(--color-muted)' })
