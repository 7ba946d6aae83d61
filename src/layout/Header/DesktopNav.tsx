import { useLocation } from '../../app/location.tsx'
import { useSite } from '../../app/contexts.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import { MegaMenuItem } from '../MegaMenu/MegaMenu.tsx'
import { isCurrentPath } from '../navigation.ts'
import * as styles from './DesktopNav.styles.ts'

/** The header links for large screens; a link with a menu (site.yaml) opens it as a mega menu. */
export function DesktopNav() {
  const { config } = useSite()
  const { pathname } = useLocation()

  return (
    <nav aria-label={config.labels.mainNavigation} css={styles.root}>
      <ul css={styles.list}>
        {config.navigation.links.map((link) => {
          const current = isCurrentPath(pathname, link.href, link.match)
          if (link.menu)
            return (
              <MegaMenuItem
                key={link.href}
                label={link.label}
                current={current}
                menu={link.menu}
                triggerCss={styles.navItem}
              />
            )
          return (
            <li key={link.href}>
              <SmartLink
                href={link.href}
                css={styles.navItem}
                aria-current={current ? 'page' : undefined}
                {...otherLanguage(link)}
              >
                {link.label}
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
