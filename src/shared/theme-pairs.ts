/**
 * Every pair of theme colours (site.yaml `theme.colors`, by role) that the engine draws one on the other: text and
 * icons in a foreground role over a background role. `npm run validate` checks each against WCAG AA
 * (src/node/checks/contrast.ts), so a rebrand cannot make a page unreadable. The styles under src/ are written to
 * this table: a new style that puts one role on another adds its pair here (where it is drawn, in `use`).
 */

/** A colour role of `theme.colors`. */
export type ColorRole =
  | 'brand'
  | 'brandDeep'
  | 'text'
  | 'muted'
  | 'surface'
  | 'surfaceMuted'
  | 'border'
  | 'accent'
  | 'accentStrong'
  | 'accentContrast'
  | 'onDark'
  | 'onDarkMuted'

export interface ThemePair {
  foreground: ColorRole
  background: ColorRole
  /** WCAG AA: text needs 4.5:1; large text (24px, or 19px bold) and controls' outlines or icons 3:1. */
  kind: 'normal-text' | 'large-text' | 'ui'
  /** The role an author changes to fix the pair: the one a rebrand chooses, not the neutral the other is. */
  fix: 'foreground' | 'background'
  /** Where the engine draws it, in the author's words. */
  use: string
}

export const THEME_PAIRS: readonly ThemePair[] = [
  {
    foreground: 'text',
    background: 'surface',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'body text on light sections',
  },
  {
    foreground: 'text',
    background: 'surfaceMuted',
    kind: 'normal-text',
    fix: 'background',
    use: 'body text on grey sections',
  },
  {
    foreground: 'muted',
    background: 'surface',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'secondary text on light sections',
  },
  {
    foreground: 'muted',
    background: 'surfaceMuted',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'secondary text on grey sections',
  },
  {
    foreground: 'accentStrong',
    background: 'surface',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'links, eyebrows and ticks on light sections',
  },
  {
    foreground: 'accentStrong',
    background: 'surfaceMuted',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'links, eyebrows and ticks on grey sections',
  },
  {
    foreground: 'accentContrast',
    background: 'accentStrong',
    kind: 'normal-text',
    fix: 'background',
    use: 'the text of buttons, active filters and tabs, and step numbers',
  },
  {
    foreground: 'onDark',
    background: 'brand',
    kind: 'normal-text',
    fix: 'background',
    use: 'text on dark sections and the header',
  },
  {
    foreground: 'onDark',
    background: 'brandDeep',
    kind: 'normal-text',
    fix: 'background',
    use: 'text on the footer and the scrolled header',
  },
  {
    foreground: 'onDarkMuted',
    background: 'brand',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'secondary text on dark sections',
  },
  {
    foreground: 'onDarkMuted',
    background: 'brandDeep',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'secondary text on the footer',
  },
  {
    foreground: 'accent',
    background: 'brand',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'eyebrows, ticks and menu links on dark sections',
  },
  {
    foreground: 'accent',
    background: 'brandDeep',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'links and highlights on the footer and the menus',
  },
  {
    foreground: 'brand',
    background: 'onDark',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'the text of light buttons on dark sections (call to action)',
  },
  {
    foreground: 'surface',
    background: 'text',
    kind: 'normal-text',
    fix: 'foreground',
    use: 'the dev server’s draft and scheduled banners',
  },
]
