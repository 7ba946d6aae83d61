import { createContext, useContext, useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router-dom'
import { pageOf } from '../shared/routes.ts'

/** True while a navigation waits for its page's data or code; the page shown is still the one the visitor left. */
export const NavigationPending = createContext(false)

export function useNavigationPending(): boolean {
  return useContext(NavigationPending)
}

/**
 * Where the visitor was on a page they left: the block at the top of the window and how far it was scrolled past.
 * A block rather than a distance from the top: the blocks before it may be laid out at another height when the page
 * is drawn again (blocks away from the screen are laid out at an estimated size, GlobalStyles).
 */
interface Place {
  block: number
  offset: number
}
/** By history entry (`location.key`). */
const places = new Map<string, Place>()
const BLOCKS = 'main [data-block] > *'

function placeNow(): Place {
  const blocks = [...document.querySelectorAll(BLOCKS)]
  const block = Math.max(
    0,
    blocks.findLastIndex((element) => element.getBoundingClientRect().top <= 0),
  )
  return { block, offset: window.scrollY - (blocks[block] ? top(blocks[block]) : 0) }
}

function top(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY
}

/** What a visitor does to scroll: the page stops returning them to their place. */
const INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Back or Forward to a page left in this document: scrolls to where the visitor was (PageView, once the page is
 * drawn), and again at each frame while the page's layout moves it (the blocks near the screen are laid out at their
 * real size only now, those before may change as fonts and pictures come), until it holds for two frames or the
 * visitor scrolls. False when the entry is unknown (it was left by a full page load).
 */
export function returnToPlace(key: string): boolean {
  const place = places.get(key)
  if (!place) return false
  let frames = 0
  let held = 0
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of INPUT) window.removeEventListener(type, stop)
  }
  const step = () => {
    const element = document.querySelectorAll(BLOCKS)[place.block]
    const goal = Math.round((element ? top(element) : 0) + place.offset)
    if (Math.abs(window.scrollY - goal) > 1) {
      window.scrollTo({ top: goal, behavior: 'instant' })
      held = 0
    } else held++
    if (held < 2 && ++frames < 60) frame = requestAnimationFrame(step)
    else stop()
  }
  for (const type of INPUT) window.addEventListener(type, stop, { passive: true })
  step()
  return true
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
  // The history entry on screen, whose place is kept when the visitor moves to another page.
  const shown = useRef(state.location.key)
  useLayoutEffect(() => {
    shown.current = state.location.key
  }, [state.location.key])

  // A layout effect, as BrowserRouter's: listening starts before any effect of the app can navigate.
  useLayoutEffect(
    () =>
      history.current!.listen(({ action, location }) => {
        const page = pageOf(location)
        if (action === 'POP' && page === told.current) return
        told.current = page
        places.set(shown.current, placeNow())
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
