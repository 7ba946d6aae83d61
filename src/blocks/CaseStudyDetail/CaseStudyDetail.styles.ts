import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/** The story and its sidebar: one column on phones, 2:1 from laptops up with the sidebar kept in view. */
export const layout = css({
  maxWidth: 'var(--content-width)',
  margin: '0 auto',
  padding: `${space['3xl']} ${space.lg}`,
  display: 'grid',
  gap: space['2xl'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { padding: `${space['4xl']} ${space.xl}` },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
})

export const story = css({ display: 'grid', gap: space['2xl'] })

export const part = css({ display: 'grid', gap: space.md })

export const partTitle = css({ fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 2rem)', fontWeight: 700 })

export const lead = css({ fontSize: fontSize.lg, color: 'var(--color-text)' })

export const gallery = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

export const galleryImage = css({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: 'calc(var(--radius) + 4px)',
  border: '1px solid var(--color-border)',
})

export const testimonial = css({
  position: 'relative',
  padding: `${space.xl} ${space.xl} ${space.xl} calc(${space.xl} + 4px)`,
  borderRadius: 'calc(var(--radius) + 4px)',
  background: 'var(--color-surface-muted)',
  borderLeft: '4px solid var(--color-accent-strong)',
})

export const quote = css({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: 500,
  lineHeight: 1.5,
  color: 'var(--color-text)',
  // Typographic quotation marks drawn by CSS, so the words stay exactly as written in YAML.
  'p::before': { content: 'open-quote' },
  'p::after': { content: 'close-quote' },
})

export const caption = css({ marginTop: space.lg, display: 'grid', gap: '0.15rem' })

export const author = css({ fontWeight: 700 })

export const position = css({ fontSize: fontSize.sm, color: 'var(--color-muted)' })

export const sidebar = css({
  display: 'grid',
  gap: space.lg,
  [mq.lg]: { position: 'sticky', top: `calc(var(--header-height) + ${space.lg})` },
})

export const panel = css({
  padding: space.xl,
  borderRadius: 'calc(var(--radius) + 4px)',
  border: '1px solid var(--color-border)',
  background: 'var(--color-surface)',
  boxShadow: '0 18px 40px -32px rgba(15, 23, 42, 0.45)',
  display: 'grid',
  gap: space.md,
})

export const panelTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const facts = css({ margin: 0, display: 'grid' })

export const fact = css({
  display: 'grid',
  gap: '0.1rem',
  padding: `${space.sm} 0`,
  borderTop: '1px solid var(--color-border)',
  '&:first-of-type': { borderTop: 'none', paddingTop: 0 },
})

export const factLabel = css({
  fontSize: fontSize.sm,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'var(--color-muted)',
})

export const factValue = css({ margin: 0, fontWeight: 600 })

export const contactPanel = css({
  color: 'var(--color-on-dark)',
  border: 'none',
  background: [
    'radial-gradient(ellipse 80% 60% at 100% 0%, color-mix(in srgb, var(--color-accent) 22%, transparent) 0%, transparent 70%)',
    'linear-gradient(150deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
  ].join(', '),
  '& a': { justifySelf: 'start' },
})

export const contactText = css({ color: 'var(--color-on-dark-muted)' })

export const relatedGrid = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  maxWidth: '56rem',
  margin: '0 auto',
})

export const more = css({ display: 'flex', justifyContent: 'center', marginTop: space['2xl'] })
