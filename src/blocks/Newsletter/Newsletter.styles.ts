import { css } from '@emotion/react'
import type { Tone } from '../../generated/schema-types.ts'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const band = css({ padding: `${space['3xl']} ${space.lg}`, [mq.md]: { padding: `${space['3xl']} ${space.xl}` } })

export const tones: Record<Tone, ReturnType<typeof css>> = {
  light: css({ background: 'var(--color-surface)', color: 'var(--color-text)' }),
  muted: css({ background: 'var(--color-surface-muted)', color: 'var(--color-text)' }),
  dark: css({
    color: 'var(--color-on-dark)',
    background: [
      'radial-gradient(ellipse 50% 90% at 0% 100%, color-mix(in srgb, var(--color-accent) 14%, transparent) 0%, transparent 70%)',
      'linear-gradient(160deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
    ].join(', '),
  }),
}

export const inner = css({
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  display: 'grid',
  gap: space.xl,
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space['2xl'] },
})

export const title = css({ fontSize: fontSize.h2, fontWeight: 700 })

export const text = css({ marginTop: space.sm, fontSize: fontSize.lg })

export const note = css({ marginTop: space.sm, fontSize: fontSize.sm })
