import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const card = css({ height: '100%', display: 'flex', flexDirection: 'column', gap: space.sm })

export const cardTitle = css({ fontSize: fontSize.h3, fontWeight: 700, marginTop: space.xs })

export const muted = css({ color: 'var(--color-muted)' })

export const overviewColumns = css({
  display: 'grid',
  gap: space['2xl'],
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: space['3xl'] },
})

export const overviewTitle = css({ fontSize: fontSize.h2, fontWeight: 700 })

export const paragraph = css({ marginTop: space.md, fontSize: fontSize.lg, color: 'var(--color-muted)' })

export const media = css({ position: 'relative' })

export const image = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: 'calc(var(--radius) * 1.5)',
  boxShadow: '0 30px 60px -30px rgba(15, 23, 42, 0.45)',
})

/** Key features: a soft panel under the overview, the bullets in up to three columns. */
export const featuresPanel = css({
  marginTop: space['2xl'],
  padding: space.lg,
  borderRadius: 'calc(var(--radius) + 4px)',
  background:
    'linear-gradient(135deg, color-mix(in srgb, var(--color-accent-strong) 7%, var(--color-surface)), var(--color-surface))',
  border: '1px solid color-mix(in srgb, var(--color-accent-strong) 20%, var(--color-border))',
  [mq.md]: { padding: space.xl },
})

export const featuresTitle = css({ fontSize: fontSize.h3, fontWeight: 700, marginBottom: space.lg })

export const featureList = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: `${space.md} ${space.xl}`,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

export const feature = css({ display: 'flex', gap: space.sm, alignItems: 'flex-start', fontWeight: 500 })

export const featureCheck = css({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  marginTop: '0.05rem',
  borderRadius: '50%',
  color: 'var(--color-accent-strong)',
  background: 'color-mix(in srgb, var(--color-accent-strong) 14%, transparent)',
})
