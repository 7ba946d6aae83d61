import { Global } from '@emotion/react'
import type { SiteConfig } from '../shared/types.ts'
import { reducedMotion, themeVariables } from './tokens.ts'

/**
 * What is laid out only near the screen: every block after the first, and the first block's later sections (each
 * `<section>`, or a heading-less part with a tone, which Section writes as a `<div>`).
 */
const PART = ':is(section, [data-tone])'
const LATER_SECTIONS = `[data-block]:not(:first-of-type) > *, [data-block]:first-of-type > ${PART} ~ ${PART}`

/** Base styles: theme variables, a light reset, type defaults, focus rings, reduced motion. */
export function GlobalStyles({ theme }: { theme: SiteConfig['theme'] }) {
  return (
    <Global
      styles={{
        ':root': { ...themeVariables(theme), colorScheme: 'light' },
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%', scrollPaddingTop: 'var(--header-height)' },
        body: {
          margin: 0,
          fontFamily: 'var(--font-body)',
          fontSize: '1rem',
          lineHeight: 1.6,
          color: 'var(--color-text)',
          background: 'var(--color-surface)',
          WebkitFontSmoothing: 'antialiased',
          textRendering: 'optimizeLegibility',
        },
        'h1, h2, h3, h4': {
          fontFamily: 'var(--font-heading)',
          lineHeight: 1.15,
          margin: 0,
          letterSpacing: '-0.02em',
          textWrap: 'balance',
        },
        'p, ul, ol, figure, blockquote': { margin: 0 },
        'img, svg': { display: 'block', maxWidth: '100%' },
        img: { height: 'auto' },
        a: { color: 'inherit' },
        'button, input, select, textarea': { font: 'inherit' },
        // A header or footer link to a page in another language shows that language's code after its words (its
        // name read aloud ends with the site's words for it: components/SmartLink.tsx `otherLanguage`).
        '.language-code': {
          marginInlineStart: '0.4em',
          padding: '0 0.25em',
          border: '1px solid',
          borderRadius: '0.25em',
          fontSize: '0.7em',
          fontWeight: 600,
          textTransform: 'uppercase',
          verticalAlign: '0.15em',
        },
        // Not in the header's bar below 1280 px, where its links only just fit (in French, in a fallback font when the
        // web font is late): their names still say so, and the menus and the footer still show it.
        '@media (max-width: 1279.98px)': { 'header nav > ul > li > a > .language-code': { display: 'none' } },
        ':root, [data-tone="light"], [data-tone="muted"]': { '--focus-ring': 'var(--color-accent-strong)' },
        '[data-tone="dark"], [data-hero], header, footer, [role="dialog"]': { '--focus-ring': 'var(--color-accent)' },
        ':focus-visible': { outline: '3px solid var(--focus-ring)', outlineOffset: '3px', borderRadius: '4px' },
        // A block's slot (BlockRenderer) is no box of its own: the page lays out as if the blocks were main's children.
        '[data-block]': { display: 'contents' },
        // Blocks after the first are laid out and painted only as they near the screen: a long page costs the
        // browser no more at load (or when the web font arrives) than its first screen. So are the sections after
        // the first of a block made of several (a service's overview: hero, tab bar, overview, benefits, process,
        // use cases; the page's longest layout went from 21 to 10 ms at a phone's size).
        [LATER_SECTIONS]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' },
        '@media print': { [LATER_SECTIONS]: { contentVisibility: 'visible' } },
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
        [reducedMotion]: {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }}
    />
  )
}
