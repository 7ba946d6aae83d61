import { css } from '@emotion/react'
import { fontSize, mq, space } from '../../theme/tokens.ts'

/** The dark opening band, in the family of the page hero (it sits under the fixed header). */
export const header = css({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  color: 'var(--color-on-dark)',
  background: [
    'radial-gradient(ellipse 60% 70% at 90% 10%, color-mix(in srgb, var(--color-accent) 20%, transparent) 0%, transparent 70%)',
    'radial-gradient(ellipse 50% 70% at 0% 100%, color-mix(in srgb, var(--color-accent-strong) 30%, transparent) 0%, transparent 70%)',
    'linear-gradient(150deg, var(--color-brand) 0%, var(--color-brand-deep) 100%)',
  ].join(', '),
  paddingTop: `calc(var(--header-height) + ${space['3xl']})`,
  paddingBottom: space['3xl'],
  paddingInline: space.lg,
  [mq.md]: { paddingTop: `calc(var(--header-height) + ${space['4xl']})`, paddingInline: space.xl },
})

export const mesh = css({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage:
    'radial-gradient(circle at center, color-mix(in srgb, var(--color-accent) 50%, transparent) 1.2px, transparent 1.6px)',
  backgroundSize: '40px 40px',
  WebkitMaskImage: 'radial-gradient(ellipse 60% 80% at 85% 30%, black 0%, transparent 70%)',
  maskImage: 'radial-gradient(ellipse 60% 80% at 85% 30%, black 0%, transparent 70%)',
  opacity: 0.5,
})

export const headerInner = css({ maxWidth: 'var(--content-width)', margin: '0 auto' })

export const badge = css({
  display: 'inline-block',
  padding: '0.35rem 0.9rem',
  borderRadius: '999px',
  fontSize: fontSize.sm,
  fontWeight: 600,
  background: 'color-mix(in srgb, var(--color-accent) 14%, transparent)',
  border: '1px solid color-mix(in srgb, var(--color-accent) 40%, transparent)',
  marginBottom: space.lg,
})

export const title = css({ fontSize: fontSize.h1, fontWeight: 800, letterSpacing: '-0.03em' })

export const updated = css({ marginTop: space.md, fontSize: fontSize.lg, fontWeight: 600 })

export const updatedLabel = css({ fontWeight: 400, color: 'var(--color-on-dark-muted)' })

export const body = css({
  background: 'var(--color-surface)',
  padding: `${space['2xl']} ${space.lg} ${space['3xl']}`,
  [mq.md]: { padding: `${space['3xl']} ${space.xl} ${space['4xl']}` },
})

export const layout = css({ maxWidth: '48rem', margin: '0 auto' })

/** With a list of contents: the list in a sticky column beside the text on wide screens. */
export const layoutWithContents = css({
  [mq.lg]: {
    maxWidth: 'var(--content-width)',
    display: 'grid',
    gridTemplateColumns: '16rem minmax(0, 48rem)',
    gap: space['3xl'],
    justifyContent: 'center',
    alignItems: 'start',
  },
})

/** On phones a box above the text; on wide screens a sticky column beside it. */
export const contents = css({
  marginBottom: space.xl,
  padding: space.lg,
  borderRadius: 'calc(var(--radius) + 4px)',
  background: 'var(--color-surface-muted)',
  [mq.lg]: {
    marginBottom: 0,
    padding: 0,
    background: 'none',
    position: 'sticky',
    top: `calc(var(--header-height) + ${space.xl})`,
  },
})

export const contentsTitle = css({
  fontSize: fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: 'var(--color-muted)',
  marginBottom: space.sm,
})

export const contentsList = css({
  listStyle: 'none',
  padding: 0,
  borderLeft: '2px solid var(--color-border)',
  display: 'grid',
  gap: '0.15rem',
  a: {
    display: 'block',
    padding: '0.35rem 0 0.35rem 1rem',
    marginLeft: '-2px',
    borderLeft: '2px solid transparent',
    textDecoration: 'none',
    color: 'var(--color-muted)',
    fontSize: fontSize.sm,
    '&:hover': { color: 'var(--color-accent-strong)', borderLeftColor: 'var(--color-accent-strong)' },
  },
})

export const text = css({ minWidth: 0 })

export const intro = css({ fontSize: fontSize.xl, lineHeight: 1.6, color: 'var(--color-text)' })

export const section = css({
  marginTop: space['2xl'],
  paddingTop: space.xl,
  borderTop: '1px solid var(--color-border)',
})

export const sectionTitle = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: space.sm,
  fontSize: 'clamp(1.35rem, 1.2rem + 0.6vw, 1.75rem)',
  fontWeight: 700,
})

export const number = css({
  fontSize: fontSize.base,
  fontWeight: 700,
  color: 'var(--color-accent-strong)',
  fontVariantNumeric: 'tabular-nums',
})

export const paragraph = css({ marginTop: space.md, color: 'var(--color-muted)', fontSize: fontSize.lg })

export const bullets = css({
  marginTop: space.md,
  paddingLeft: '1.25rem',
  display: 'grid',
  gap: space.xs,
  color: 'var(--color-muted)',
  fontSize: fontSize.lg,
  'li::marker': { color: 'var(--color-accent-strong)' },
})

export const contact = css({
  marginTop: space['3xl'],
  padding: space.xl,
  borderRadius: 'calc(var(--radius) + 4px)',
  background: 'var(--color-surface-muted)',
  border: '1px solid var(--color-border)',
  [mq.md]: { padding: space['2xl'] },
})

export const contactTitle = css({ fontSize: fontSize.h3, fontWeight: 700 })

export const contactText = css({ marginTop: space.sm, color: 'var(--color-muted)' })

export const contactAddress = css({ fontStyle: 'normal', marginTop: space.lg })

export const contactName = css({ fontWeight: 700, fontSize: fontSize.lg })

export const contactList = css({
  margin: `${space.md} 0 0`,
  display: 'grid',
  gap: '0.2rem',
  [mq.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${space.sm} ${space.xl}` },
  '& > div': { display: 'contents' },
  dt: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    fontWeight: 600,
    color: 'var(--color-text)',
    svg: { color: 'var(--color-accent-strong)' },
  },
  dd: {
    margin: `0 0 ${space.sm}`,
    paddingLeft: '1.625rem',
    overflowWrap: 'anywhere',
    [mq.sm]: { margin: 0, paddingLeft: 0 },
  },
  a: {
    color: 'var(--color-accent-strong)',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
})
