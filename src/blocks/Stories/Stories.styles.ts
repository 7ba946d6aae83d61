import { css } from '@emotion/react'
import { fontSize, space } from '../../theme/tokens.ts'

export const card = css({ height: '100%', display: 'flex', flexDirection: 'column', gap: space.md })

export const industry = css({
  alignSelf: 'flex-start',
  padding: '0.25rem 0.75rem',
  borderRadius: '999px',
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: 'var(--color-accent-strong)',
  background: 'color-mix(in srgb, var(--color-accent-strong) 10%, var(--color-surface))',
  border: '1px solid color-mix(in srgb, var(--color-accent-strong) 25%, transparent)',
})

export const title = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const description = css({ color: 'var(--color-muted)' })

export const results = css({
  marginTop: 'auto',
  paddingTop: space.md,
  borderTop: '1px solid var(--color-border)',
  display: 'grid',
  gap: space.sm,
})

export const resultsLabel = css({
  fontSize: fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'var(--color-text)',
})

export const more = css({ display: 'flex', justifyContent: 'center', marginTop: space['2xl'] })
