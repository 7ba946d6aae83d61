import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react'
import { isPageHref } from '../components/SmartLink.tsx'
import { pageOf } from '../shared/routes.ts'
import type { BrowserHistory } from './history.ts'
import { cancelIdle, whenIdle } from './idle.ts'
import { type Location, LocationContext, type Navigate, type NavigationType } from './location.tsx'

/** True while a navigation waits for its page's data or code; the page shown is still the one the visitor left. */
export const NavigationPending = createContext(false)

export function useNavigationPending(): boolean {
  return useContext(NavigationPending)
}

/** The history's chunk, once here: it keeps the visitor's place on the pages they leave (history.ts). */
let loaded: typeof import('./history.ts') | undefined

/**
 * Back or Forward to a page left in this document: returns the visitor to where they were (history.ts). False when
 * the entry is unknown (it was left by a full page load, or the history is not here: no page was left).
 */
export function returnToPlace(key: string): boolean {
  return loaded?.returnToPlace(key) ?? false
}

/** The address the document was loaded at, as React Router's history will name it once it is here. */
function documentLocation(): Location {
  const { pathname, search, hash } = window.location
  const entry = window.history.state as { usr?: unknown; key?: string } | null
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' }
}

/** A sign the visitor may be about to leave for another page: the router's code is fetched then, if not yet. */
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const

function towardsPage(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a') : null
  const href = link?.getAttribute('href')
  return !!href && isPageHref(href)
}

/**
 * React Router's `BrowserRouter`, owned here so that the page shown always follows the latest address, and loaded
 * only when it has work to do. A page's first load needs no router: it shows the address it was loaded at, and its
 * links are plain links until the app is live. The router's history (history.ts, a chunk of its own) is fetched once
 * the page is live and the browser idle, or sooner at the visitor's first sign of going elsewhere (a pointer over a
 * link to another page of the site, a press, a focus); a navigation asked for before it is here waits for it, and
 * should it fail to load, the browser opens the address itself.
 *
 * Every change of address (a link, Back, Forward, a moved page's redirect) is a transition: while the new page's
 * data or code is on its way, React keeps the page the visitor left on screen, and a later change of address
 * supersedes it (updates of one state are rendered together, the last one wins), so a navigation the visitor has
 * abandoned never renders. Navigations asked for while the history is loading are made in the order asked, once it is
 * here. Going back or forward between two sections of the page shown is not a navigation: the
 * browser scrolls there itself and the router is not told (for the router it would be a new address, and its update
 * rendered again every block not hydrated yet: those whose code had not arrived were emptied; the skip link emptied
 * the contact form, tests/e2e/a11y.e2e.ts). "The page shown" is the page of the last address the router was told
 * about, not the page on screen: after a link whose page is still loading, Back to the page on screen is a navigation.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const history = useRef<Promise<BrowserHistory>>(undefined)
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: 'POP',
    location: documentLocation(),
  }))
  const [pending, startTransition] = useTransition()
  const told = useRef(pageOf(state.location))
  // The history entry on screen, whose place is kept when the visitor moves to another page.
  const shown = useRef(state.location.key)
  useLayoutEffect(() => {
    shown.current = state.location.key
  }, [state.location.key])

  const connect = useCallback(
    () =>
      (history.current ??= import('./history.ts').then((module) => {
        loaded = module
        const browser = module.browserHistory()
        browser.listen(({ action, location }) => {
          const page = pageOf(location)
          if (action === 'POP' && page === told.current) return
          told.current = page
          module.keepPlace(shown.current)
          startTransition(() => setState({ action, location }))
        })
        // Marks the document once links navigate on the client at once (browser tests wait for it).
        document.documentElement.dataset.router = 'ready'
        return browser
      })),
    [],
  )

  // Back and Forward between entries this document made are heard once the history is here, which made them.
  useEffect(() => {
    let idle = 0
    const load = () => {
      cancelIdle(idle)
      for (const type of INTENT) document.removeEventListener(type, intent)
      void connect().catch(() => {})
    }
    const intent = (event: Event) => {
      if (towardsPage(event)) load()
    }
    for (const type of INTENT) document.addEventListener(type, intent, { passive: true })
    idle = whenIdle(load)
    return () => {
      cancelIdle(idle)
      for (const type of INTENT) document.removeEventListener(type, intent)
    }
  }, [connect])

  const navigate = useCallback<Navigate>(
    (to, options) =>
      void connect().then(
        (browser) => (options?.replace ? browser.replace(to) : browser.push(to)),
        // No router (the visitor went offline, a deploy removed this build's files): the browser goes there itself.
        () => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
      ),
    [connect],
  )
  const value = useMemo(() => ({ location: state.location, navigationType: state.action, navigate }), [state, navigate])

  return (
    <NavigationPending.Provider value={pending}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </NavigationPending.Provider>
  )
}
