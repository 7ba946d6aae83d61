import { css } from '@emotion/react'
import { fontSize, space } from '../../theme/tokens.ts'

export const filter = css({ marginBottom: space.xl })

export const count = css({
  textAlign: 'center',
  fontSize: fontSize.sm,
  color: 'var(--color-muted)',
  marginBottom: space.lg,
})

export const empty = css({ textAlign: 'center', color: 'var(--color-muted)' })
