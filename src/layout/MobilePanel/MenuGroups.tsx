import { ArrowRight } from '../../generated/icons.ts'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import { DEFAULT_ITEMS_PER_GROUP_MOBILE, groupItems, type Menu } from '../navigation.ts'
import * as styles from './MenuDialog.styles.ts'

interface Props {
  /** The `menu` of a header link (site.yaml). */
  menu: Menu
  /** `aria-current` for a link to `href` (the page's own address only). */
  current(href: string): 'page' | undefined
  /** Closes the panel: a link was followed. */
  onNavigate(): void
}

/**
 * A header link's menu in the phone panel, under the link: each group's title, its first items and, when it has more,
 * the link to the group's page that leads to the rest.
 */
export function MenuGroups({ menu, current, onNavigate }: Props) {
  const count = menu.itemsPerGroupMobile ?? DEFAULT_ITEMS_PER_GROUP_MOBILE
  return (
    <ul css={styles.groups}>
      {menu.groups.map((group) => {
        const { shown, viewAll } = groupItems(group, count, menu.viewAll)
        return (
          <li key={group.id}>
            <SmartLink
              href={group.href}
              css={styles.groupTitle}
              aria-current={current(group.href)}
              onClick={onNavigate}
              {...otherLanguage(group)}
            >
              {group.title}
            </SmartLink>
            {shown.length > 0 ? (
              <ul css={styles.items}>
                {shown.map((item) => (
                  <li key={item.href}>
                    <SmartLink
                      href={item.href}
                      css={styles.item}
                      aria-current={current(item.href)}
                      onClick={onNavigate}
                      {...otherLanguage(item)}
                    >
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
                {viewAll ? (
                  <li>
                    {/* Not marked current: the group's title already is, on the group's page. */}
                    <SmartLink
                      href={viewAll.href}
                      css={[styles.item, styles.viewAll]}
                      onClick={onNavigate}
                      {...otherLanguage(viewAll)}
                    >
                      {viewAll.label}
                      <ArrowRight size={14} />
                    </SmartLink>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
