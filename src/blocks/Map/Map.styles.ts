import { css, keyframes } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../../theme/tokens.ts'

export const frame = css({
  position: 'relative',
  overflow: 'hidden',
  // Tall on phones, so the place and button below the pin leave it in view.
  aspectRatio: '4 / 5',
  [mq.sm]: { aspectRatio: '4 / 3' },
  borderRadius: 'calc(var(--radius) * 1.5)',
  border: '1px solid var(--color-border)',
  background: 'var(--color-brand-deep)',
  boxShadow: '0 30px 60px -36px rgba(15, 23, 42, 0.55)',
  [mq.md]: { aspectRatio: '21 / 9' },
})

export const iframe = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 })

const pulse = keyframes({
  from: { transform: 'scale(0.6)', opacity: 0.7 },
  to: { transform: 'scale(2.2)', opacity: 0 },
})

/** The stylised city in brand colours: brand ground, faint streets, accent water and pin. */
export const preview = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  '.ground': { fill: 'var(--color-brand)' },
  '.water': { fill: 'color-mix(in srgb, var(--color-accent-strong) 35%, var(--color-brand))' },
  '.park': { fill: 'color-mix(in srgb, var(--color-accent) 12%, var(--color-brand))' },
  '.ring': { fill: 'none', stroke: 'color-mix(in srgb, var(--color-on-dark) 18%, transparent)', strokeWidth: 6 },
  '.street': { fill: 'none', stroke: 'color-mix(in srgb, var(--color-on-dark) 9%, transparent)', strokeWidth: 3 },
  '.road': {
    fill: 'none',
    stroke: 'color-mix(in srgb, var(--color-on-dark) 22%, transparent)',
    strokeWidth: 9,
    strokeLinecap: 'round',
  },
  '.pulse': {
    fill: 'color-mix(in srgb, var(--color-accent) 45%, transparent)',
    transformBox: 'fill-box',
    transformOrigin: 'center',
    animation: `${pulse} 2.4s ease-out infinite`,
    [reducedMotion]: { animation: 'none', opacity: 0.35 },
  },
  '.pin': { fill: 'var(--color-accent)', stroke: 'var(--color-brand-deep)', strokeWidth: 3 },
  '.pin-dot': { fill: 'var(--color-brand-deep)' },
})

/** The place name and the button over the preview, at its lower edge so the pin stays visible. */
export const overlay = css({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space['2xl']} ${space.md} ${space.lg}`,
  background:
    'linear-gradient(180deg, transparent 0%, color-mix(in srgb, var(--color-brand-deep) 85%, transparent) 55%)',
  [mq.md]: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    padding: `${space['2xl']} ${space.xl} ${space.xl}`,
  },
})

export const place = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: '0.5rem 0.9rem',
  borderRadius: 'var(--radius)',
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: 'var(--color-text)',
  background: 'var(--color-surface)',
  boxShadow: '0 10px 24px -12px rgba(0, 0, 0, 0.6)',
  [mq.md]: { borderRadius: '999px' },
})

export const placeIcon = css({ flex: 'none', color: 'var(--color-accent-strong)' })

/** On the dark preview the focus ring must be the bright accent. */
export const loadButton = css({ '&:focus-visible': { outlineColor: 'var(--color-accent)' } })

export const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space.sm} ${space.lg}`,
  marginTop: space.md,
})

export const notice = css({ fontSize: fontSize.sm, maxWidth: '40rem' })

export const openLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
})
