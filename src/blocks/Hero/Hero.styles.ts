import { css, keyframes } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../../theme/tokens.ts'

/** Brand backdrop when no picture is given: brand gradient, two soft accent glows and a faint dotted mesh. */
export const brandBackdrop = css({
  background: [
    'radial-gradient(ellipse 60% 50% at 85% 15%, color-mix(in srgb, var(--color-accent) 22%, transparent) 0%, transparent 70%)',
    'radial-gradient(ellipse 50% 60% at 10% 90%, color-mix(in srgb, var(--color-accent-strong) 35%, transparent) 0%, transparent 70%)',
    'linear-gradient(150deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
  ].join(', '),
})

/** A faint network mesh: a dot grid with thin connecting lines, fading towards the edges. */
export const mesh = css({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  backgroundImage: [
    'radial-gradient(circle at center, color-mix(in srgb, var(--color-accent) 55%, transparent) 1.2px, transparent 1.6px)',
    'linear-gradient(color-mix(in srgb, var(--color-on-dark) 5%, transparent) 1px, transparent 1px)',
    'linear-gradient(90deg, color-mix(in srgb, var(--color-on-dark) 5%, transparent) 1px, transparent 1px)',
  ].join(', '),
  backgroundSize: '48px 48px',
  backgroundPosition: '-24px -24px, -24px -24px, -24px -24px',
  WebkitMaskImage: 'radial-gradient(ellipse 75% 70% at 70% 40%, black 10%, transparent 75%)',
  maskImage: 'radial-gradient(ellipse 75% 70% at 70% 40%, black 10%, transparent 75%)',
  opacity: 0.6,
})

export const root = css({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  color: 'var(--color-on-dark)',
  background: 'var(--color-brand-deep)',
})

export const pageLayout = css({
  paddingTop: `calc(var(--header-height) + ${space['3xl']})`,
  paddingBottom: space['3xl'],
  paddingInline: space.lg,
  [mq.md]: {
    paddingTop: `calc(var(--header-height) + ${space['4xl']})`,
    paddingBottom: space['4xl'],
    paddingInline: space.xl,
  },
})

export const fullscreenLayout = css({
  minHeight: '100vh',
  '@supports (min-height: 100svh)': { minHeight: '100svh' },
  display: 'flex',
  alignItems: 'center',
  paddingTop: `calc(var(--header-height) + ${space['2xl']})`,
  paddingBottom: `calc(${space['4xl']} + ${space.xl})`,
  paddingInline: space.lg,
  [mq.md]: { paddingInline: space.xl },
})

export const backgroundImage = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -2,
})

/** Over a picture: darkens it so the text keeps AA contrast. */
export const imageScrim = css({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background:
    'linear-gradient(100deg, color-mix(in srgb, var(--color-brand-deep) 92%, transparent) 0%, color-mix(in srgb, var(--color-brand) 80%, transparent) 55%, color-mix(in srgb, var(--color-brand) 55%, transparent) 100%)',
})

/** fullscreen: one dark layer whose opacity the scroll handler raises. */
export const scrollOverlay = css({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: 'linear-gradient(180deg, var(--color-brand-deep) 0%, var(--color-brand) 100%)',
  willChange: 'opacity',
})

export const content = css({
  position: 'relative',
  width: '100%',
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
})

export const textColumn = css({ maxWidth: '46rem' })

const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } })

/** Fades a line of the heading text in, `step` lines after the first (each a little later). */
export function fadeIn(step: number) {
  return css({
    animation: `${fadeUp} 800ms cubic-bezier(0.2, 0.7, 0.2, 1) ${step * 120}ms both`,
    [reducedMotion]: { animation: 'none' },
  })
}

export const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: '0.35rem 0.9rem',
  borderRadius: '999px',
  fontSize: fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: 'var(--color-on-dark)',
  background: 'color-mix(in srgb, var(--color-accent) 14%, transparent)',
  border: '1px solid color-mix(in srgb, var(--color-accent) 40%, transparent)',
  marginBottom: space.lg,
  '&::before': {
    content: '""',
    width: '0.45rem',
    height: '0.45rem',
    borderRadius: '50%',
    background: 'var(--color-accent)',
    boxShadow: '0 0 0 4px color-mix(in srgb, var(--color-accent) 25%, transparent)',
  },
})

export const title = css({ fontSize: fontSize.h1, fontWeight: 800, letterSpacing: '-0.03em' })

export const subtitle = css({
  marginTop: space.lg,
  fontSize: fontSize.xl,
  color: 'var(--color-on-dark-muted)',
  maxWidth: '40rem',
})

export const buttons = css({ marginTop: space.xl })

export const scrollButton = css({
  position: 'absolute',
  left: '50%',
  bottom: space.xl,
  transform: 'translateX(-50%)',
  width: '3.25rem',
  height: '3.25rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 45%, transparent)',
  background: 'color-mix(in srgb, var(--color-brand-deep) 40%, transparent)',
  color: 'var(--color-on-dark)',
  cursor: 'pointer',
  backdropFilter: 'blur(6px)',
  WebkitBackdropFilter: 'blur(6px)',
  transition: 'background-color 200ms ease, border-color 200ms ease, transform 200ms ease',
  '&:hover': {
    background: 'color-mix(in srgb, var(--color-accent) 25%, transparent)',
    borderColor: 'var(--color-accent)',
    transform: 'translateX(-50%) translateY(2px)',
  },
  [reducedMotion]: { transition: 'none', '&:hover': { transform: 'translateX(-50%)' } },
})
