import { css } from '@emotion/react'
import { fontSize, mq, reducedMotion, space } from '../theme/tokens.ts'

/** The white card every form sits in, on light and dark sections alike. */
export const card = css({
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  border: '1px solid var(--color-border)',
  borderRadius: 'calc(var(--radius) + 4px)',
  padding: space.lg,
  boxShadow: '0 24px 48px -32px rgba(15, 23, 42, 0.45)',
  [mq.md]: { padding: space.xl },
})

export const form = css({ display: 'grid', gap: space.md })

export const pair = css({
  display: 'grid',
  gap: space.md,
  // A field with help text under it is taller than its neighbour, whose box must not stretch to match.
  alignItems: 'start',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

export const field = css({ display: 'grid', gap: '0.375rem', minWidth: 0 })

export const label = css({ fontSize: fontSize.sm, fontWeight: 600, color: 'var(--color-text)' })

export const requiredMark = css({ color: 'var(--color-accent-strong)', marginLeft: '0.2em' })

export const control = css({
  width: '100%',
  minHeight: '3rem',
  padding: '0.7rem 0.9rem',
  font: 'inherit',
  fontSize: '1rem',
  color: 'var(--color-text)',
  background: 'var(--color-surface)',
  border: '1px solid color-mix(in srgb, var(--color-muted) 55%, var(--color-border))',
  borderRadius: 'var(--radius)',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  '&::placeholder': { color: 'color-mix(in srgb, var(--color-muted) 80%, transparent)' },
  '&:hover': { borderColor: 'var(--color-muted)' },
  '&:focus-visible': {
    outline: 'none',
    borderColor: 'var(--color-accent-strong)',
    boxShadow: '0 0 0 3px color-mix(in srgb, var(--color-accent-strong) 35%, transparent)',
  },
  '&[aria-invalid="true"]': { borderColor: '#b91c1c', boxShadow: '0 0 0 1px #b91c1c' },
  [reducedMotion]: { transition: 'none' },
})

export const textarea = css({ resize: 'vertical', minHeight: '8rem', lineHeight: 1.5 })

export const select = css({
  appearance: 'none',
  paddingRight: '2.5rem',
  backgroundImage:
    'linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)',
  backgroundPosition: 'calc(100% - 1.2rem) 55%, calc(100% - 0.85rem) 55%',
  backgroundSize: '0.35rem 0.35rem',
  backgroundRepeat: 'no-repeat',
})

/** Off-screen for people (and out of the tab order and the accessibility tree); robots still find and fill it. */
export const honeypot = css({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})

export const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm })

export const submit = css({
  '&:disabled': { cursor: 'progress', opacity: 0.75, transform: 'none' },
})

export const note = css({ fontSize: fontSize.sm, color: 'var(--color-muted)' })

export const error = css({
  display: 'grid',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: 'var(--radius)',
  border: '1px solid #fecaca',
  background: '#fef2f2',
  color: '#991b1b',
  fontWeight: 500,
  overflowWrap: 'anywhere',
})

export const contactBox = css({
  display: 'grid',
  gap: '0.25rem',
  padding: space.sm,
  borderRadius: 'var(--radius)',
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  color: 'var(--color-text)',
  fontWeight: 400,
  p: { margin: 0 },
  a: { color: 'var(--color-accent-strong)', fontWeight: 600, overflowWrap: 'anywhere' },
})

export const contactBoxTitle = css({
  fontWeight: 700,
  fontSize: fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'var(--color-muted)',
})

export const success = css({
  display: 'grid',
  justifyItems: 'center',
  gap: space.sm,
  padding: `${space.xl} ${space.md}`,
  textAlign: 'center',
  '&:focus': { outline: 'none' },
  svg: { color: '#15803d' },
})

export const successTitle = css({ fontSize: fontSize.h3, fontWeight: 700, color: 'var(--color-text)' })

export const successText = css({ color: 'var(--color-muted)' })

/** A field and its button side by side on wider screens (the newsletter). */
export const inline = css({
  display: 'grid',
  gap: space.sm,
  alignItems: 'end',
  [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' },
})

export const formTitle = css({ fontSize: fontSize.h3, fontWeight: 700, marginBottom: space.xs })

export const formIntro = css({ fontSize: fontSize.sm, color: 'var(--color-muted)', marginBottom: space.md })

/** A sentence under a field that helps fill it in. */
export const help = css({ fontSize: fontSize.sm, color: 'var(--color-muted)' })

/** A box to tick, with its label beside it. */
export const checkbox = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  input: { width: '1.25rem', height: '1.25rem', marginTop: '0.1rem', accentColor: 'var(--color-accent-strong)' },
})
