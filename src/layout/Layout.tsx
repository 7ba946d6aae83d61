import { css } from '@emotion/react'
import type { ReactNode } from 'react'
import { useSite } from '../app/contexts.tsx'
import { LAYOUT_IDS } from '../shared/layout-ids.ts'
import { space } from '../theme/tokens.ts'
import { FooterSlot } from './Footer/FooterSlot.tsx'
import { Header } from './Header/Header.tsx'

const skipLink = css({
  position: 'fixed',
  top: space.sm,
  left: space.sm,
  zIndex: 100,
  padding: '0.75rem 1.25rem',
  borderRadius: 'var(--radius)',
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '0 10px 30px -10px rgba(0, 0, 0, 0.5)',
  // Off screen until a keyboard user tabs to it.
  transform: 'translateY(calc(-100% - 1rem))',
  '&:focus, &:focus-visible': { transform: 'translateY(0)' },
})

const main = css({
  display: 'block',
  // Focused by the skip link only; it is not a control, so no focus ring.
  '&:focus': { outline: 'none' },
  // A page opening with a dark hero runs under the transparent header; any other starts below it.
  '&[data-under-header="false"]': { paddingTop: 'var(--header-height)' },
})

/**
 * The frame of every page: skip link, fixed header, the page's blocks in <main>, footer.
 * Everything it shows comes from site.yaml (useSite); the page decides only whether it opens with a hero (`overHero`).
 */
export function Layout({ children, overHero: opensWithHero }: { children: ReactNode; overHero: boolean }) {
  const { config } = useSite()
  return (
    <>
      <a href={`#${LAYOUT_IDS.main}`} css={skipLink}>
        {config.labels.skipToContent}
      </a>
      <Header overHero={opensWithHero} />
      <main id={LAYOUT_IDS.main} tabIndex={-1} css={main} data-under-header={opensWithHero ? 'true' : 'false'}>
        {children}
      </main>
      <FooterSlot />
    </>
  )
}
