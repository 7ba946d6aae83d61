import type { SerializedStyles } from '@emotion/react'
import { ArrowRight, ChevronRight } from '../../generated/icons.ts'
import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { DEFAULT_ITEMS_PER_GROUP, groupItems, isCurrentPath } from '../navigation.ts'
import * as styles from './MegaMenu.styles.ts'

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  ref: Ref<HTMLDivElement>
  /** Closes the menu (a link in it was followed). */
  onNavigate: () => void
}

/**
 * The mega menu's panel: the service groups, each with its first items, and the link to all services. Its code
 * loads when the visitor heads for the Services trigger (MegaMenu.tsx), not with every page.
 */
export default function MegaMenuPanel({ onNavigate, ...props }: Props) {
  const { config } = useSite()
  const { pathname } = useLocation()
  const menu = config.navigation.servicesMenu
  const count = menu.itemsPerGroup ?? DEFAULT_ITEMS_PER_GROUP

  const link = (href: string, css: SerializedStyles, children: ReactNode) => (
    <SmartLink
      href={href}
      css={css}
      aria-current={isCurrentPath(pathname, href, 'exact') ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </SmartLink>
  )

  return (
    <div css={styles.content} data-mega-menu="" {...props}>
      <div css={styles.panel}>
        <ul css={styles.groups}>
          {menu.groups.map((group) => (
            <li key={group.id}>
              {link(
                group.href,
                styles.groupTitle,
                <>
                  {group.title}
                  <ChevronRight size={16} aria-hidden="true" />
                </>,
              )}
              {groupItems(group, count).length > 0 ? (
                <ul css={styles.items}>
                  {groupItems(group, count).map((item) => (
                    <li key={item.href}>{link(item.href, styles.item, item.label)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div css={styles.footer}>
          {link(
            menu.overview.href,
            styles.overview,
            <>
              {menu.overview.label}
              <ArrowRight size={16} aria-hidden="true" />
            </>,
          )}
        </div>
      </div>
    </div>
  )
}
