import { Menu } from '../../generated/icons.ts'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from '../../app/location.tsx'
import { stylesReady } from '../../app/prerendered-styles.ts'
import { useSite } from '../../app/contexts.tsx'
import { breakpoints } from '../../theme/tokens.ts'
import * as styles from './MobilePanel.styles.ts'

// With what writes its styles, so the panel never shows unstyled (src/app/prerendered-styles.ts).
const loadDialog = () => Promise.all([import('./MenuDialog.tsx'), stylesReady()]).then(([module]) => module)
const MenuDialog = lazy(loadDialog)

/**
 * Below lg: a menu button and a side panel sliding in from the right with the header links, the
 * groups of their menus (their first few items) and the call to action (MenuDialog). The panel's code (Radix Dialog)
 * is not part of the first load: it is fetched at the first scroll, touch or key press on small screens, or when
 * the button is pointed at, focused or pressed.
 * Open state exists on the client only.
 */
export function MobilePanel() {
  const { labels } = useSite().config
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so the panel can animate out when it closes.
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()

  // Close when the page changes (a link was followed, or back/forward) ...
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (pathname), which the body does not read
  useEffect(() => setOpen(false), [pathname])
  // ... and when the window grows to where the desktop navigation takes over.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`)
    const close = () => wide.matches && setOpen(false)
    wide.addEventListener('change', close)
    return () => wide.removeEventListener('change', close)
  }, [])
  // Fetch the panel's code at the visitor's first sign of activity (a scroll, a touch, a key) on screens that show
  // the button, so a tap opens it at once; a visitor who only reads the first screen never downloads it.
  useEffect(() => {
    if (window.matchMedia(`(min-width: ${breakpoints.lg}px)`).matches) return
    const events = ['scroll', 'pointerdown', 'keydown'] as const
    const prefetch = () => {
      for (const name of events) window.removeEventListener(name, prefetch)
      void loadDialog()
    }
    for (const name of events) window.addEventListener(name, prefetch, { once: true, passive: true })
    return () => {
      for (const name of events) window.removeEventListener(name, prefetch)
    }
  }, [])

  return (
    <>
      <button
        ref={button}
        type="button"
        css={[styles.iconButton, styles.menuButton]}
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <Menu size={22} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MenuDialog open={open} onOpenChange={setOpen} id={id} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  )
}
