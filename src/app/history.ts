import { UNSAFE_createBrowserHistory } from 'react-router-dom'

/**
 * The browser's history as React Router keeps it, and the visitor's place on each page they leave: a chunk of its
 * own, which SiteRouter (router.tsx) loads on the visitor's first sign of going to another page, not with the page.
 * No page is left before it is here (it makes every entry the app goes Back or Forward to).
 */
export function browserHistory() {
  // v5Compat: the listener also hears the app's own pushes and replaces, not only Back and Forward.
  return UNSAFE_createBrowserHistory({ v5Compat: true })
}

export type BrowserHistory = ReturnType<typeof browserHistory>

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

/** The visitor leaves the page of the history entry `key` for another: where they were on it is kept. */
export function keepPlace(key: string): void {
  places.set(key, placeNow())
}
