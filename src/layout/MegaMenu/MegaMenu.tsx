import type { SerializedStyles } from '@emotion/react'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ArrowRight, ChevronDown, ChevronRight } from 'lucide-react'
import type { MouseEventHandler } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { DEFAULT_ITEMS_PER_GROUP, groupItems, isCurrentPath } from '../navigation.ts'
import * as styles from './MegaMenu.styles.ts'

interface Props {
  /** The trigger's words: the Services link's label from site.yaml. */
  label: string
  /** True when the current page is within the services section. */
  current: boolean
  triggerCss: SerializedStyles
  onTriggerClick?: MouseEventHandler<HTMLButtonElement>
}

/** The value the header's navigation menu uses for this item. */
export const SERVICES_MENU = 'services'

/**
 * The services mega menu: a trigger in the header and a full-width panel of service groups, each
 * with its first items, and a link to all services. Radix supplies hover intent, focus handling and
 * the keys (Enter/Space toggle, ArrowDown enters, Escape closes and returns focus).
 */
export function ServicesMenuItem({ label, current, triggerCss, onTriggerClick }: Props) {
  const { config } = useSite()
  const { pathname } = useLocation()
  const menu = config.navigation.servicesMenu
  const count = menu.itemsPerGroup ?? DEFAULT_ITEMS_PER_GROUP

  return (
    <NavigationMenu.Item value={SERVICES_MENU}>
      <NavigationMenu.Trigger css={triggerCss} data-current={current ? 'true' : undefined} onClick={onTriggerClick}>
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content css={styles.content} data-mega-menu="">
        <div css={styles.panel}>
          <ul css={styles.groups}>
            {menu.groups.map((group) => (
              <li key={group.id}>
                <NavigationMenu.Link asChild active={isCurrentPath(pathname, group.href, 'exact')}>
                  <SmartLink href={group.href} css={styles.groupTitle}>
                    {group.title}
                    <ChevronRight size={16} aria-hidden="true" />
                  </SmartLink>
                </NavigationMenu.Link>
                {groupItems(group, count).length > 0 ? (
                  <ul css={styles.items}>
                    {groupItems(group, count).map((item) => (
                      <li key={item.href}>
                        <NavigationMenu.Link asChild active={isCurrentPath(pathname, item.href, 'exact')}>
                          <SmartLink href={item.href} css={styles.item}>
                            {item.label}
                          </SmartLink>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <div css={styles.footer}>
            <NavigationMenu.Link asChild active={isCurrentPath(pathname, menu.overview.href, 'exact')}>
              <SmartLink href={menu.overview.href} css={styles.overview}>
                {menu.overview.label}
                <ArrowRight size={16} aria-hidden="true" />
              </SmartLink>
            </NavigationMenu.Link>
          </div>
        </div>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}
