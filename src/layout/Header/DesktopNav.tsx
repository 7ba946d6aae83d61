import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { ServicesMenuItem } from '../MegaMenu/MegaMenu.tsx'
import { isCurrentPath } from '../navigation.ts'
import * as styles from './DesktopNav.styles.ts'

/** Hover intent (spec section 4): open after 200 ms; once a menu was open, it reopens at once for 300 ms. Radix closes 150 ms after the pointer leaves. */
const OPEN_DELAY_MS = 200
const SKIP_DELAY_MS = 300

/**
 * A mouse click this soon after the menu opened by hover keeps it open. Without it, a visitor who
 * rests on "Services" and then clicks it would close the menu the hover had just opened.
 */
const CLICK_AFTER_HOVER_MS = 1000

/** The header links for large screens, as a Radix navigation menu so the services menu is keyboard operable. */
export function DesktopNav() {
  const { config } = useSite()
  const { pathname } = useLocation()
  const [openMenu, setOpenMenu] = useState('')
  const openedAt = useRef(0)

  const changeOpenMenu = (value: string) => {
    if (value) openedAt.current = performance.now()
    setOpenMenu(value)
  }

  // A new page closes the menu, however the visitor got there.
  useEffect(() => setOpenMenu(''), [pathname])

  const keepHoverOpen = (event: MouseEvent) => {
    const pointerClick = event.detail > 0
    if (openMenu && pointerClick && performance.now() - openedAt.current < CLICK_AFTER_HOVER_MS) event.preventDefault()
  }

  return (
    <NavigationMenu.Root
      aria-label={config.labels.mainNavigation}
      value={openMenu}
      onValueChange={changeOpenMenu}
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      css={styles.root}
    >
      <NavigationMenu.List css={styles.list}>
        {config.navigation.links.map((link) => {
          const current = isCurrentPath(pathname, link.href, link.match)
          if (link.menu === 'services') {
            return <ServicesMenuItem key={link.href} label={link.label} current={current} triggerCss={styles.navItem} onTriggerClick={keepHoverOpen} />
          }
          return (
            <NavigationMenu.Item key={link.href}>
              <NavigationMenu.Link asChild active={current}>
                <SmartLink href={link.href} css={styles.navItem}>
                  {link.label}
                </SmartLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
