import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const alone = css({ maxWidth: '48rem', margin: '0 auto' })

export const withPoints = css({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
})

export const points = css({ fontSize: fontSize.lg, [mq.lg]: { paddingTop: space.lg } })
