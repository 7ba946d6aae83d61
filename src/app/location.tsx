import { createContext, useContext, useMemo, type ReactNode } from 'react'

/** An address of the site as the app sees it: React Router's `Location`, named here so that no page loads its code to read it. */
export interface Location {
  pathname: string
  search: string
  hash: string
  state: unknown
  /** The history entry's key (`default` for an entry the app did not make). */
  key: string
}

/** How the visitor came to the address shown: React Router's names. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export type Navigate = (to: string, options?: { replace?: boolean }) => void

interface LocationValue {
  location: Location
  navigationType: NavigationType
  navigate: Navigate
}

/**
 * The address shown and a way to go to another, for the app's components. The browser's history behind it is React
 * Router's, loaded on the visitor's first sign of going somewhere (router.tsx): a page's first load carries only this
 * context, so the header and blocks read the address without the router's code.
 */
export const LocationContext = createContext<LocationValue | null>(null)

function useLocationValue(): LocationValue {
  const value = useContext(LocationContext)
  if (!value) throw new Error('The address was read outside <SiteRouter> or <StaticLocation>')
  return value
}

/** The address shown (as React Router's hook of that name). */
export function useLocation(): Location {
  return useLocationValue().location
}

/** How the visitor came to the address shown (as React Router's hook of that name). */
export function useNavigationType(): NavigationType {
  return useLocationValue().navigationType
}

/** Goes to another address of the site (as React Router's hook of that name). */
export function useNavigate(): Navigate {
  return useLocationValue().navigate
}

/** The location of an address written as a path with perhaps a query and a #section. */
export function locationOf(address: string, key = 'default', state: unknown = null): Location {
  const url = new URL(address, 'http://site.invalid')
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key }
}

/** Navigating from a page that cannot move: the server renderer's (it never navigates). */
function stay() {}

/** One address for good: the server renderer's page (React Router's `StaticRouter`). */
export function StaticLocation({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(
    () => ({ location: locationOf(location), navigationType: 'POP' as const, navigate: stay }),
    [location],
  )
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
}
