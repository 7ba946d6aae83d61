import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const grid = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

export const opener = css({
  display: 'block',
  borderRadius: 'var(--radius)',
  overflow: 'hidden',
  '&:focus-visible': { outline: '3px solid var(--color-accent-strong)', outlineOffset: '3px' },
})

// The grid crops every photograph to 4:3 around its focus.
export const thumb = css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' })

export const caption = css({ marginTop: space.sm, fontSize: fontSize.sm, color: 'var(--color-muted)' })

export const dialog = css({
  border: 'none',
  padding: 0,
  background: 'transparent',
  maxWidth: '100vw',
  maxHeight: '100dvh',
  width: '100vw',
  height: '100dvh',
  '&::backdrop': { background: 'rgba(10, 14, 20, 0.94)' },
})

export const stage = css({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  height: '100%',
  padding: space.md,
  gap: space.sm,
  color: '#fff',
})

export const bar = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm })

export const control = css({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${space.md}`,
  borderRadius: '999px',
  border: '1px solid rgba(255, 255, 255, 0.5)',
  background: 'rgba(255, 255, 255, 0.08)',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
})

// The photograph fills the space between the bars, whole (contain).
export const frame = css({ position: 'relative', minHeight: 0 })
export const large = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' })

export const largeCaption = css({ textAlign: 'center', fontSize: fontSize.lg })
