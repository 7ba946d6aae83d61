import type { SerializedStyles } from '@emotion/react'
import { ArrowRight, ChevronRight } from '../../generated/icons.ts'
import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { useLocation } from '../../app/location.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import { DEFAULT_ITEMS_PER_GROUP, groupItems, isCurrentPath, type Menu } from '../navigation.ts'
import * as styles from './MegaMenu.styles.ts'

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  ref: Ref<HTMLDivElement>
  /** The groups to show: the `menu` of the header link (site.yaml). */
  menu: Menu
  /** Closes the menu (a link in it was followed). */
  onNavigate: () => void
}

/**
 * The mega menu's panel: the menu's groups, each with its first items (and a link to the group's page when it has
 * more), and the menu's overview link. Its code loads when the visitor heads for the trigger (MegaMenu.tsx), not
 * with every page.
 */
export default function MegaMenuPanel({ menu, onNavigate, ...props }: Props) {
  const { pathname } = useLocation()
  const count = menu.itemsPerGroup ?? DEFAULT_ITEMS_PER_GROUP

  // The View all link goes to its group's page, whose title link already marks it as current.
  const link = (
    target: { href: string; label?: string; title?: string },
    css: SerializedStyles | SerializedStyles[],
    children: ReactNode,
    markCurrent = true,
  ) => (
    <SmartLink
      href={target.href}
      css={css}
      aria-current={markCurrent && isCurrentPath(pathname, target.href, 'exact') ? 'page' : undefined}
      onClick={onNavigate}
      {...otherLanguage(target)}
    >
      {children}
    </SmartLink>
  )

  return (
    <div css={styles.content} data-mega-menu="" {...props}>
      <div css={styles.panel}>
        <ul css={styles.groups}>
          {menu.groups.map((group) => {
            const { shown, viewAll } = groupItems(group, count, menu.viewAll)
            return (
              <li key={group.id}>
                {link(
                  group,
                  styles.groupTitle,
                  <>
                    {group.title}
                    <ChevronRight size={16} />
                  </>,
                )}
                {shown.length > 0 ? (
                  <ul css={styles.items}>
                    {shown.map((item) => (
                      <li key={item.href}>{link(item, styles.item, item.label)}</li>
                    ))}
                    {viewAll ? (
                      <li>
                        {link(
                          viewAll,
                          [styles.item, styles.viewAll],
                          <>
                            {viewAll.label}
                            <ArrowRight size={14} />
                          </>,
                          false,
                        )}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ul>
        {menu.overview ? (
          <div css={styles.footer}>
            {link(
              menu.overview,
              styles.overview,
              <>
                {menu.overview.label}
                <ArrowRight size={16} />
              </>,
            )}
          </div>
        ) : null}
      </div>
    </div>
  )
}
