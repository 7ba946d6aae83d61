import { css } from '@emotion/react'
import { fontSize, space } from '../../theme/tokens.ts'

export const card = css({ height: '100%', display: 'flex', flexDirection: 'column', gap: space.md })

export const title = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const description = css({ color: 'var(--color-muted)' })

export const details = css({ marginTop: 'auto', paddingTop: space.md, borderTop: '1px solid var(--color-border)' })

export const more = css({ display: 'flex', justifyContent: 'center', marginTop: space['2xl'] })
