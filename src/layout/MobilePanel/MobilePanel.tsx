import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../../app/contexts.tsx'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { breakpoints } from '../../theme/tokens.ts'
import { DEFAULT_ITEMS_PER_GROUP_MOBILE, groupItems, isCurrentPath } from '../navigation.ts'
import * as styles from './MobilePanel.styles.ts'

/**
 * Below lg: a menu button and a side panel sliding in from the right with the header links, the
 * services groups (their first few items) and the call to action. Radix Dialog traps focus, closes
 * on Escape or a click outside and returns focus to the menu button. Open state exists on the client only.
 */
export function MobilePanel() {
  const { config } = useSite()
  const { labels, navigation } = config
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const count = navigation.servicesMenu.itemsPerGroupMobile ?? DEFAULT_ITEMS_PER_GROUP_MOBILE

  // Close when the page changes (a link was followed, or back/forward) ...
  useEffect(() => setOpen(false), [pathname])
  // ... and when the window grows to where the desktop navigation takes over.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`)
    const close = () => wide.matches && setOpen(false)
    wide.addEventListener('change', close)
    return () => wide.removeEventListener('change', close)
  }, [])

  // A click on a link to the page already shown changes no pathname, so links close the panel too.
  const close = () => setOpen(false)
  const current = (href: string, match?: 'exact' | 'prefix' | 'contains') => (isCurrentPath(pathname, href, match) ? 'page' : undefined)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger css={[styles.iconButton, styles.menuButton]} aria-label={labels.openMenu}>
        <Menu size={22} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay css={styles.overlay} />
        <Dialog.Content css={styles.panel} aria-describedby={undefined}>
          <div css={styles.panelHeader}>
            <Dialog.Title css={styles.title}>{labels.menuTitle}</Dialog.Title>
            <Dialog.Close css={styles.iconButton} aria-label={labels.closeMenu}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.mainNavigation} css={styles.body}>
            <ul css={styles.links}>
              {navigation.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} css={styles.link} aria-current={current(link.href, link.match)} onClick={close}>
                    {link.label}
                  </SmartLink>
                  {link.menu === 'services' ? (
                    <ul css={styles.groups}>
                      {navigation.servicesMenu.groups.map((group) => (
                        <li key={group.id}>
                          <SmartLink href={group.href} css={styles.groupTitle} aria-current={current(group.href, 'exact')} onClick={close}>
                            {group.title}
                          </SmartLink>
                          {groupItems(group, count).length > 0 ? (
                            <ul css={styles.items}>
                              {groupItems(group, count).map((item) => (
                                <li key={item.href}>
                                  <SmartLink href={item.href} css={styles.item} aria-current={current(item.href, 'exact')} onClick={close}>
                                    {item.label}
                                  </SmartLink>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {/* Outside the scrolling list, so the call to action is always in reach. */}
          <div css={styles.panelFooter}>
            <SmartLink href={navigation.cta.href} css={[buttonStyles.base, buttonStyles.primary, styles.cta]} onClick={close}>
              {navigation.cta.label}
            </SmartLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
