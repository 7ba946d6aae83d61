import { createContext, type ReactNode, useContext } from 'react'
import type { ClientConfig, PageData } from '../shared/types.ts'

/**
 * The one context blocks may read: the site's identity, navigation and labels (site.yaml), the drawings of the icons
 * the page's content names and its dates written out. Everything else a block shows comes in its props
 * (src/node/model/connect.ts).
 */
export interface SiteValue {
  config: ClientConfig
  icons?: PageData['icons']
  dates?: PageData['dates']
  /** On a site in several languages: the page's language switcher (its code loaded by page-loader.ts), for the header. */
  languages?: ReactNode
}

export const SiteContext = createContext<SiteValue | null>(null)

/** Company identity, navigation, labels (site.yaml) and the page's icon drawings. */
export function useSite(): SiteValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSite() outside <SiteContext>')
  return value
}
