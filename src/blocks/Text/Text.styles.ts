import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const columns = css({
  display: 'grid',
  gap: space['2xl'],
  alignItems: 'center',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: space['3xl'] },
})

/** Without a picture the text keeps a readable line length. */
export const single = css({ maxWidth: '48rem' })

export const centred = css({ marginInline: 'auto', textAlign: 'center' })

export const title = css({ fontSize: fontSize.h2, fontWeight: 700 })

/** A short accent line under the heading. */
export const rule = css({
  display: 'block',
  width: '3.5rem',
  height: '4px',
  borderRadius: '2px',
  marginBlock: `${space.lg} ${space.lg}`,
})

export const ruleCentred = css({ marginInline: 'auto' })

export const lead = css({ fontSize: fontSize.xl, fontWeight: 500, lineHeight: 1.55 })

export const paragraph = css({ marginTop: space.md, fontSize: fontSize.lg })

export const image = css({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 'calc(var(--radius) * 1.5)',
  boxShadow: '0 30px 60px -30px rgba(15, 23, 42, 0.45)',
})
