import { useEffect, useRef } from 'react'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { normalizeRoute } from '../../shared/routes.ts'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './TabBar.styles.ts'

/** Tabs linking the pages of one menu group (`menuGroup`, from site.yaml); the page being viewed is marked current. */
export function TabBar({ id, menuGroup: group, currentRoute, includeOverview = false }: BlockProps<'tab-bar'>) {
  const { config } = useSite()
  const scrollerRef = useRef<HTMLDivElement>(null)
  const current = normalizeRoute(currentRoute)

  // On narrow screens, bring the current tab into view without scrolling the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current tab changes, which the body finds in the DOM
  useEffect(() => {
    const scroller = scrollerRef.current
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2
  }, [current])

  if (!group) return null
  const tabs = [
    ...(includeOverview && group.overviewLabel ? [{ label: group.overviewLabel, href: group.href }] : []),
    ...(group.items ?? []),
  ]
  if (!tabs.length) return null

  return (
    <nav id={id} aria-label={fillTemplate(config.labels.tabBar, { group: group.title })} css={styles.bar}>
      <div ref={scrollerRef} css={styles.scroller}>
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
