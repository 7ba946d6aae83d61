import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

export const root = css({
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  padding: `${space['3xl']} ${space.lg}`,
  [mq.md]: { padding: `${space['4xl']} ${space.xl}` },
})

export const inner = css({ maxWidth: 'var(--content-width)', margin: '0 auto', display: 'grid', gap: space['3xl'] })

export const filter = css({
  padding: space.lg,
  borderRadius: 'calc(var(--radius) + 4px)',
  background: 'var(--color-surface-muted)',
  border: '1px solid var(--color-border)',
})

export const part = css({ display: 'grid', gap: space.xl })

export const partHeader = css({ display: 'grid', gap: space.sm, maxWidth: '48rem' })

export const partTitle = css({ fontSize: fontSize.h2, fontWeight: 700 })

export const partIntro = css({ fontSize: fontSize.lg, color: 'var(--color-muted)' })

export const toggleRow = css({ display: 'flex', justifyContent: 'center' })

export const toggle = css({ color: 'var(--color-accent-strong)', minWidth: '10rem' })

export const empty = css({ color: 'var(--color-muted)' })

export const paperList = css({ listStyle: 'none', padding: 0, display: 'grid', gap: space.md })

export const paper = css({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  padding: space.lg,
  borderRadius: 'calc(var(--radius) + 4px)',
  border: '1px solid var(--color-border)',
  background: 'var(--color-surface)',
  transition: 'border-color 200ms ease, box-shadow 200ms ease',
  '&:hover': {
    borderColor: 'color-mix(in srgb, var(--color-accent-strong) 35%, var(--color-border))',
    boxShadow: '0 18px 40px -28px rgba(15, 23, 42, 0.35)',
  },
  [mq.md]: {
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    padding: `${space.lg} ${space.xl}`,
  },
})

export const paperIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: 'var(--radius)',
  color: 'var(--color-accent-strong)',
  background: 'color-mix(in srgb, var(--color-accent-strong) 10%, var(--color-surface))',
  border: '1px solid color-mix(in srgb, var(--color-accent-strong) 22%, transparent)',
})

export const paperText = css({ display: 'grid', gap: '0.3rem' })

export const paperCategory = css({
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--color-accent-strong)',
})

export const paperTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const paperDescription = css({ color: 'var(--color-muted)' })

/** Under the text on phones, at the row's end from tablets up. */
export const download = css({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  color: 'var(--color-accent-strong)',
  [mq.md]: { gridColumn: 'auto', justifySelf: 'end' },
})

export const paperDetails = css({ fontSize: fontSize.sm, fontWeight: 600, color: 'var(--color-muted)' })

export const paperForm = css({ marginTop: space.sm })
