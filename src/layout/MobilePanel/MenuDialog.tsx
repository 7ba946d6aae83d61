import * as Dialog from '@radix-ui/react-dialog'
import { X } from '../../generated/icons.ts'
import type { RefObject } from 'react'
import { useLocation } from '../../app/location.tsx'
import { useSite } from '../../app/contexts.tsx'
import { buttonStyles } from '../../components/ButtonLink.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import { isCurrentPath } from '../navigation.ts'
import * as styles from './MenuDialog.styles.ts'
import { MenuGroups } from './MenuGroups.tsx'
import { iconButton } from './MobilePanel.styles.ts'

interface Props {
  open: boolean
  onOpenChange(open: boolean): void
  /** The panel's element id (the menu button's aria-controls). */
  id: string
  /** The menu button: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * The side panel itself, loaded when the menu button is first pressed (or the browser is idle), so pages do not
 * carry the dialog code until a phone visitor wants the menu. Radix Dialog traps focus, closes on Escape or a
 * click outside; focus returns to the menu button.
 */
export default function MenuDialog({ open, onOpenChange, id, returnFocusTo }: Props) {
  const { config } = useSite()
  const { labels, navigation } = config
  const { pathname } = useLocation()
  // A click on a link to the page already shown changes no pathname, so links close the panel too.
  const close = () => onOpenChange(false)
  const current = (href: string, match?: 'exact' | 'prefix' | 'contains') =>
    isCurrentPath(pathname, href, match) ? 'page' : undefined

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay css={styles.overlay} />
        <Dialog.Content
          id={id}
          css={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div css={styles.panelHeader}>
            <Dialog.Title css={styles.title}>{labels.menuTitle}</Dialog.Title>
            <Dialog.Close css={iconButton} aria-label={labels.closeMenu}>
              <X size={22} />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.mainNavigation} css={styles.body}>
            <ul css={styles.links}>
              {navigation.links.map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    css={styles.link}
                    aria-current={current(link.href, link.match)}
                    onClick={close}
                    {...otherLanguage(link)}
                  >
                    {link.label}
                  </SmartLink>
                  {link.menu ? (
                    <MenuGroups menu={link.menu} current={(href) => current(href, 'exact')} onNavigate={close} />
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          {/* Outside the scrolling list, so the call to action is always in reach. */}
          <div css={styles.panelFooter}>
            <SmartLink
              href={navigation.cta.href}
              css={[buttonStyles.base, buttonStyles.primary, styles.cta]}
              onClick={close}
              {...otherLanguage(navigation.cta)}
            >
              {navigation.cta.label}
            </SmartLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
