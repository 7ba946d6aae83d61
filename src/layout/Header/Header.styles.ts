import { css } from '@emotion/react'
import { mq, reducedMotion, space } from '../../theme/tokens.ts'

export const header = css({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  height: 'var(--header-height)',
  color: 'var(--color-on-dark)',
  backgroundColor: 'transparent',
  borderBottom: '1px solid transparent',
  transition: 'background-color 250ms ease, border-color 250ms ease, box-shadow 250ms ease, backdrop-filter 250ms ease',
  // At the top of a dark hero the header has no background of its own: a soft scrim keeps the links
  // readable over bright spots of a photograph without drawing a visible bar.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    bottom: '-1.5rem',
    background: 'linear-gradient(to bottom, color-mix(in srgb, var(--color-brand-deep) 55%, transparent), transparent)',
    pointerEvents: 'none',
    transition: 'opacity 250ms ease',
    zIndex: -1,
  },
  '&[data-solid="true"]': {
    backgroundColor: 'color-mix(in srgb, var(--color-brand-deep) 96%, transparent)',
    backdropFilter: 'blur(14px) saturate(140%)',
    WebkitBackdropFilter: 'blur(14px) saturate(140%)',
    borderBottomColor: 'color-mix(in srgb, var(--color-on-dark) 10%, transparent)',
    boxShadow: '0 10px 30px -18px rgba(0, 0, 0, 0.7)',
    '&::before': { opacity: 0 },
  },
  [reducedMotion]: { transition: 'none', '&::before': { transition: 'none' } },
})

export const bar = css({
  height: '100%',
  maxWidth: 'calc(var(--content-width) + 2 * 1.5rem)',
  margin: '0 auto',
  paddingInline: space.md,
  display: 'flex',
  alignItems: 'center',
  gap: space.lg,
  [mq.sm]: { paddingInline: space.lg },
  // Narrower from 1280 px down to 1024 px, where the links join the bar (with DesktopNav's link padding): another
  // language's longer words still fit.
  [mq.lg]: { gap: 'clamp(12px,4.7vw - 36px,24px)' },
})

export const logo = css({ marginInlineEnd: 'auto' })

export const cta = css({
  display: 'none',
  minHeight: '2.5rem',
  padding: '0.5rem 1.1rem',
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  [mq.md]: { display: 'inline-flex' },
})
