import { css } from '@emotion/react'

/**
 * A disclosure (`<details>`): its button in the header's colours, its list dropping below it at the line's end. Its
 * focus ring is the site's (GlobalStyles' :focus-visible), as every other control's.
 */
const button = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: '0.75rem',
  borderRadius: 'var(--radius)',
  border: '1px solid color-mix(in srgb, var(--color-on-dark) 30%, transparent)',
  fontWeight: 600,
  fontSize: '0.875rem',
} as const

/** The link to the other language of a site in two: the look of the switcher's button. */
export const toggle = css({ ...button, color: 'inherit', textDecoration: 'none' })

export const switcher = css({
  position: 'relative',
  '& > summary': {
    ...button,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾"', marginInlineStart: '0.35rem', fontSize: '0.75rem' },
  },
  '& > ul': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: 'calc(100% + 0.5rem)',
    minWidth: '10rem',
    margin: 0,
    padding: '0.35rem',
    listStyle: 'none',
    borderRadius: 'var(--radius)',
    background: 'var(--color-surface)',
    color: 'var(--color-text)',
    boxShadow: '0 18px 40px -18px rgba(0, 0, 0, 0.55)',
  },
  '& a': {
    display: 'block',
    padding: '0.6rem 0.75rem',
    borderRadius: 'calc(var(--radius) / 2)',
    color: 'inherit',
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: 'var(--color-surface-muted)' },
    '&[aria-current]': { fontWeight: 700 },
  },
})

/**
 * The notice over an untranslated page: a dark band where the page's first block begins; on a page that opens with a
 * hero it runs under the transparent header, as the hero would.
 */
export const notice = css({
  padding: '0.75rem 1.25rem',
  background: 'var(--color-brand-deep)',
  color: 'var(--color-on-dark)',
  textAlign: 'center',
  fontWeight: 600,
  '[data-under-header="true"] > &': { paddingBlockStart: 'calc(var(--header-height) + 0.75rem)' },
})

/**
 * On a right-to-left page, the arrows that say "forward" (a button's →, a card's "read more" chevron) point the
 * way the text runs, to the left. Other icons (a check, a phone, a logo) are not mirrored. Only a site in several
 * languages loads this; the icons are found by their drawings (src/generated/icons: lucide's arrow-right,
 * arrow-left and chevron-right).
 */
export const rightToLeft = css({
  '[dir="rtl"] svg:is(:has(> path[d="m12 5 7 7-7 7"]), :has(> path[d="m12 19-7-7 7-7"]), :has(> path[d="m9 18 6-6-6-6"]))':
    {
      transform: 'scaleX(-1)',
    },
})
