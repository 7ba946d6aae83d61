import type { SiteConfig } from '../shared/types.ts'

/**
 * Layout tokens that are not brand choices. Brand colours, fonts and radius come from
 * site.yaml `theme` and reach components as CSS custom properties (see `themeVariables`).
 */
export const space = {
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  '2xl': '3rem',
  '3xl': '4.5rem',
  '4xl': '6rem',
} as const

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const

/** `mq.md` → `@media (min-width: 768px)` */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`]),
) as Record<keyof typeof breakpoints, string>

export const reducedMotion = '@media (prefers-reduced-motion: reduce)'

/** Fluid type scale: clamp(min, preferred, max). */
export const fontSize = {
  sm: '0.875rem',
  base: '1rem',
  lg: '1.125rem',
  xl: 'clamp(1.125rem, 1rem + 0.5vw, 1.3rem)',
  h3: 'clamp(1.15rem, 1.05rem + 0.4vw, 1.35rem)',
  h2: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)',
  h1: 'clamp(2.25rem, 1.6rem + 3vw, 4rem)',
  figure: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
} as const

export const headerHeight = '4.5rem'

/** CSS custom properties from the theme in site.yaml: `--color-brand`, `--font-body`, `--radius`, … */
export function themeVariables(theme: SiteConfig['theme']): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme.colors))
    vars[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value
  vars['--font-body'] = theme.fonts.body
  vars['--font-heading'] = theme.fonts.heading
  vars['--radius'] = theme.radius
  vars['--content-width'] = '72rem'
  vars['--header-height'] = headerHeight
  return vars
}
