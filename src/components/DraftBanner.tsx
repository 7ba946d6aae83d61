import { css } from '@emotion/react'

const banner = css({
  // Fixed at the bottom: always in view while the author scrolls, and the page above lays out as it will when published.
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 90,
  margin: 0,
  padding: '0.75rem 1.25rem',
  background: 'var(--color-text)',
  color: 'var(--color-surface)',
  borderTop: '4px solid var(--color-accent)',
  fontWeight: 600,
  textAlign: 'center',
  boxShadow: '0 -10px 30px -10px rgba(0, 0, 0, 0.5)',
})

/**
 * The banner over a page marked `draft: true`. Only the dev server shows drafts (the production build leaves them out),
 * so an author always knows the page is not published. Its words are site.yaml's `labels.draft`.
 */
export function DraftBanner({ label }: { label: string }) {
  return (
    <p role="note" css={banner} data-draft-banner="">
      {label}
    </p>
  )
}
