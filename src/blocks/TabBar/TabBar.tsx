import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { normalizeRoute } from '../../shared/routes.ts'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './TabBar.styles.ts'

/** Tabs linking the pages of one menu group (`menuGroup`, from site.yaml); the page being viewed is marked current. */
export function TabBar({ id, menuGroup: group, currentRoute, includeOverview = false }: BlockProps<'tab-bar'>) {
  const { config } = useSite()
  const current = normalizeRoute(currentRoute)

  if (!group) return null
  const tabs = [
    ...(includeOverview && group.overviewLabel ? [{ label: group.overviewLabel, href: group.href }] : []),
    ...(group.items ?? []),
  ]
  if (!tabs.length) return null

  return (
    <nav id={id} aria-label={fillTemplate(config.labels.tabBar, { group: group.title })} css={styles.bar}>
      {/* On narrow screens the engine brings the current tab into view (BlockRenderer): no code of the block's own. */}
      <div data-scroll-to-current="" css={styles.scroller}>
        <ul css={styles.list}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <SmartLink
                href={tab.href}
                aria-current={normalizeRoute(tab.href) === current ? 'page' : undefined}
                css={styles.tab}
              >
                {tab.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
