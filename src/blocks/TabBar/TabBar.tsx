import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useSite } from '../../app/contexts.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { fillTemplate } from '../../shared/text.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './TabBar.styles.ts'

/** "/a/b/" and "/a/b" are the same page. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** Tabs linking the pages of one services menu group (from site.yaml); the page being viewed is marked current. */
export function TabBar({ id, group: groupId, includeOverview = false }: BlockProps<'tab-bar'>) {
  const { config } = useSite()
  const { pathname } = useLocation()
  const scrollerRef = useRef<HTMLDivElement>(null)
  const group = config.navigation.servicesMenu.groups.find((candidate) => candidate.id === groupId)
  const current = normalizePath(pathname)

  // On narrow screens, bring the current tab into view without scrolling the page itself.
  useEffect(() => {
    const scroller = scrollerRef.current
    const active = scroller?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!scroller || !active || scroller.scrollWidth <= scroller.clientWidth) return
    scroller.scrollLeft = active.offsetLeft - (scroller.clientWidth - active.offsetWidth) / 2
  }, [current])

  if (!group) return null
  const tabs = [...(includeOverview && group.overviewLabel ? [{ label: group.overviewLabel, href: group.href }] : []), ...(group.items ?? [])]
  if (!tabs.length) return null

  return (
    <nav id={id} aria-label={fillTemplate(config.labels.tabBar, { group: group.title })} css={styles.bar}>
      <div ref={scrollerRef} css={styles.scroller}>
        <ul css={styles.list}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <SmartLink href={tab.href} aria-current={normalizePath(tab.href) === current ? 'page' : undefined} css={styles.tab}>
                {tab.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
