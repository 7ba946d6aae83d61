import { useSite } from '../../app/contexts.tsx'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { Logo } from '../Logo/Logo.tsx'
import { MobilePanel } from '../MobilePanel/MobilePanel.tsx'
import { useScrolled } from '../useScrolled.ts'
import { DesktopNav } from './DesktopNav.tsx'
import * as styles from './Header.styles.ts'

/** Scrolled further than this (px), the header turns dark and blurred (spec section 4). */
export const SCROLL_THRESHOLD = 50

/** Logo width in the header (spec: 220 px). */
const LOGO_WIDTH = 220

/**
 * The fixed site header: logo, main navigation with the header links' mega menus (large screens) or a
 * menu button with a slide-in panel (small screens), and the call-to-action button.
 * Transparent over the dark hero a page opens with (`overHero`); dark and blurred once scrolled, or from the start
 * on a page that does not open with a hero (it would otherwise put light text on a light section).
 */
export function Header({ overHero }: { overHero: boolean }) {
  const { config, languages } = useSite()
  const scrolled = useScrolled(SCROLL_THRESHOLD)
  const { cta } = config.navigation

  return (
    <header
      css={styles.header}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-solid={scrolled || !overHero ? 'true' : 'false'}
    >
      <div css={styles.bar}>
        <Logo width={LOGO_WIDTH} priority="high" css={styles.logo} />
        <DesktopNav />
        <SmartLink href={cta.href} css={[buttonStyles.base, buttonStyles.primary, styles.cta]}>
          {cta.label}
        </SmartLink>
        {languages}
        <MobilePanel />
      </div>
    </header>
  )
}
