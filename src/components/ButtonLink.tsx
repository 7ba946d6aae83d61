import { css } from '@emotion/react'
import { ArrowRight } from '../generated/icons.ts'
import type { Button } from '../generated/schema-types.ts'
import { SmartLink } from './SmartLink.tsx'

export const buttonStyles = {
  base: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    minHeight: '3rem',
    padding: '0.75rem 1.5rem',
    borderRadius: 'var(--radius)',
    fontWeight: 600,
    fontSize: '1rem',
    lineHeight: 1.2,
    textDecoration: 'none',
    border: '2px solid transparent',
    cursor: 'pointer',
    transition: 'transform 150ms ease, background-color 150ms ease, border-color 150ms ease, box-shadow 150ms ease',
    '&:hover': { transform: 'translateY(-1px)' },
    svg: { transition: 'transform 150ms ease' },
    '&:hover svg': { transform: 'translateX(3px)' },
  }),
  primary: css({
    background: 'var(--color-accent-strong)',
    color: 'var(--color-accent-contrast)',
    boxShadow: '0 8px 24px -12px rgba(3, 105, 161, 0.8)',
    '&:hover': { background: 'color-mix(in srgb, var(--color-accent-strong) 85%, black)' },
  }),
  /** Outlined: on dark sections it uses light text, on light sections the accent. */
  secondary: css({
    background: 'transparent',
    color: 'inherit',
    borderColor: 'currentColor',
    '&:hover': { background: 'color-mix(in srgb, currentColor 10%, transparent)' },
  }),
}

/** A call-to-action button from YAML (`label`, `href`, `variant`). */
export function ButtonLink({ label, href, variant = 'primary', hrefLang }: Button & { hrefLang?: string }) {
  return (
    <SmartLink href={href} css={[buttonStyles.base, buttonStyles[variant]]} hrefLang={hrefLang}>
      {label}
      {variant === 'primary' ? <ArrowRight size={18} /> : null}
    </SmartLink>
  )
}

/** A row of buttons that wraps on small screens. */
export function ButtonRow({ buttons, className }: { buttons: Button[] | undefined; className?: string }) {
  if (!buttons?.length) return null
  return (
    <div className={className} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {buttons.map((button) => (
        <ButtonLink key={`${button.href}-${button.label}`} {...button} />
      ))}
    </div>
  )
}
