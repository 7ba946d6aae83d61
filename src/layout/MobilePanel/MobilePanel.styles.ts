import { css } from '@emotion/react'
import { mq } from '../../theme/tokens.ts'

/** Square icon button for the header and the panel (44 px target). */
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flexShrink: 0,
  padding: 0,
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 18%, transparent)',
  borderRadius: '10px',
  background: 'color-mix(in srgb, var(--color-on-dark) 6%, transparent)',
  color: 'var(--color-on-dark)',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  '&:hover': {
    background: 'color-mix(in srgb, var(--color-on-dark) 14%, transparent)',
    borderColor: 'color-mix(in srgb, var(--color-on-dark) 30%, transparent)',
  },
})

/** The menu button exists below lg only; from lg the desktop navigation shows instead. */
export const menuButton = css({ [mq.lg]: { display: 'none' } })
