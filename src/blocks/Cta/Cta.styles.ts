import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/**
 * Accent-to-brand band. The light end is the strong accent (not the bright one), so white text keeps AA contrast
 * across the whole gradient; the bright accent only appears as a soft glow away from the text.
 */
export const band = css({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  color: 'var(--color-on-dark)',
  background: [
    'radial-gradient(ellipse 45% 80% at 100% 0%, color-mix(in srgb, var(--color-accent) 22%, transparent) 0%, transparent 70%)',
    'linear-gradient(120deg, var(--color-accent-strong) 0%, color-mix(in srgb, var(--color-accent-strong) 40%, var(--color-brand)) 55%, var(--color-brand) 100%)',
  ].join(', '),
  padding: `${space['3xl']} ${space.lg}`,
  [mq.md]: { padding: `${space['4xl']} ${space.xl}` },
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    backgroundImage:
      'radial-gradient(circle at center, color-mix(in srgb, var(--color-on-dark) 22%, transparent) 1px, transparent 1.5px)',
    backgroundSize: '28px 28px',
    WebkitMaskImage: 'linear-gradient(90deg, transparent 0%, black 50%, transparent 100%)',
    maskImage: 'linear-gradient(90deg, transparent 0%, black 50%, transparent 100%)',
    opacity: 0.5,
  },
})

export const inner = css({ maxWidth: '48rem', margin: '0 auto', textAlign: 'center' })

export const title = css({ fontSize: fontSize.h2, fontWeight: 800 })

export const text = css({ marginTop: space.md, fontSize: fontSize.lg, color: 'var(--color-on-dark)', opacity: 0.92 })

export const buttons = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.sm,
  marginTop: space.xl,
})

/** On the accent band the usual accent button would vanish: the main button turns white with brand text. */
export const primary = css({
  background: 'var(--color-on-dark)',
  color: 'var(--color-brand)',
  boxShadow: '0 10px 30px -12px rgba(0, 0, 0, 0.5)',
  '&:hover': { background: 'var(--color-surface)', boxShadow: '0 14px 34px -12px rgba(0, 0, 0, 0.6)' },
  '&:focus-visible': { outlineColor: 'var(--color-on-dark)' },
})

export const secondary = css({
  background: 'transparent',
  color: 'var(--color-on-dark)',
  borderColor: 'color-mix(in srgb, var(--color-on-dark) 70%, transparent)',
  '&:hover': {
    background: 'color-mix(in srgb, var(--color-on-dark) 12%, transparent)',
    borderColor: 'var(--color-on-dark)',
  },
  '&:focus-visible': { outlineColor: 'var(--color-on-dark)' },
})
