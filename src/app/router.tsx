import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router-dom'

/** The page part of an address (path and query): two addresses that differ only in their #section are one page. */
function pageOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`
}

/** True while a navigation waits for its page's data or code; the page shown is still the one the visitor left. */
export const NavigationPending = createContext(false)

export function useNavigationPending(): boolean {
  return useContext(NavigationPending)
}

/**
 * React Router's `BrowserRouter`, owned here so that the page shown always follows the latest address.
 *
 * Every change of address (a link, Back, Forward, a moved page's redirect) is a transition: while the new page's
 * data or code is on its way, React keeps the page the visitor left on screen, and a later change of address
 * supersedes it (updates of one state are rendered together, the last one wins), so a navigation the visitor has
 * abandoned never renders. Going back or forward between two sections of the page shown is not a navigation: the
 * browser scrolls there itself and the router is not told (for the router it would be a new address, and its update
 * rendered again every block not hydrated yet: those whose code had not arrived were emptied; the skip link emptied
 * the contact form, tests/e2e/a11y.e2e.ts). "The page shown" is the page of the last address the router was told
 * about, not the page on screen: after a link whose page is still loading, Back to the page on screen is a navigation.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const history = useRef<ReturnType<typeof UNSAFE_createBrowserHistory>>(undefined)
  history.current ??= UNSAFE_createBrowserHistory({ v5Compat: true })
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.current!.action,
    location: history.current!.location,
  }))
  const [pending, startTransition] = useTransition()
  const told = useRef(pageOf(state.location))

  // A layout effect, as BrowserRouter's: listening starts before any effect of the app can navigate.
  useLayoutEffect(
    () =>
      history.current!.listen(({ action, location }) => {
        const page = pageOf(location)
        if (action === 'POP' && page === told.current) return
        told.current = page
        startTransition(() => setState({ action, location }))
      }),
    [],
  )

  return (
    <NavigationPending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history.current}>
        {children}
      </Router>
    </NavigationPending.Provider>
  )
}
