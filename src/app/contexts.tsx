import { createContext, useContext } from 'react'
import type { PageData, RouteSummary, SiteConfig } from '../shared/types.ts'

export interface SiteValue {
  config: SiteConfig
  routes: RouteSummary[]
}

export const SiteContext = createContext<SiteValue | null>(null)
export const PageContext = createContext<PageData | null>(null)

/** Company identity, navigation, labels: from site.yaml. */
export function useSite(): SiteValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() outside <SiteContext>')
  return value
}

/** The page being shown: its route, collection items and entry. */
export function usePage(): PageData {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePage() outside <PageContext>')
  return value
}
