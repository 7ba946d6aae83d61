import { createContext, useContext } from 'react'
import type { ClientConfig, CollectionEntry, PageData } from '../shared/types.ts'

export interface SiteValue {
  config: ClientConfig
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

/** The items of a collection the current page's blocks list (included in the page's data at build time). */
export function useCollection<T extends object>(name: string): Array<T & CollectionEntry> {
  return (usePage().collections[name] ?? []) as Array<T & CollectionEntry>
}

/** The collection item a `[id].yaml` page shows. Throws when used on another page: blocks for item pages need one. */
export function useEntry<T extends object>(): T & CollectionEntry {
  const entry = usePage().entry
  if (!entry) throw new Error('useEntry() on a page that is not a collection item page ([id].yaml)')
  return entry as T & CollectionEntry
}
