import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'

/** Hover intent (spec section 4): open after 200 ms of rest, close 150 ms after the pointer leaves. */
export const OPEN_DELAY_MS = 200
export const CLOSE_DELAY_MS = 150
/** Once the menu was open, hovering again within 300 ms of its closing opens it at once. */
export const SKIP_DELAY_MS = 300
/**
 * A mouse click this soon after the menu opened by hover keeps it open. Without it, a visitor who
 * rests on the trigger and then clicks it would close the menu the hover had just opened.
 */
export const CLICK_AFTER_HOVER_MS = 1000
/** How long the panel stays in the page after closing, for its exit animation. */
const EXIT_MS = 150

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * State and event handlers of a disclosure menu (a button that shows a panel of links), with the behaviour
 * visitors know from good navigation menus: hover intent with delays, click and keyboard toggling, ArrowDown
 * into the panel and arrows within it, Escape closing it with focus back on the button, and closing when the
 * pointer is pressed or the focus moves outside. The caller closes it on navigation (`close`).
 */
export function useMenuIntent() {
  const [open, setOpen] = useState(false)
  /** True while the panel is in the page: open, or animating out. */
  const [mounted, setMounted] = useState(false)
  /** `open` as the timers see it, at once. */
  const isOpen = useRef(false)
  const item = useRef<HTMLLIElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const exitTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** Windows after opening and after closing (see CLICK_AFTER_HOVER_MS and SKIP_DELAY_MS), as timers that end them. */
  const justOpened = useRef<ReturnType<typeof setTimeout>>(undefined)
  const justClosed = useRef<ReturnType<typeof setTimeout>>(undefined)
  const startWindow = (span: typeof justOpened, ms: number) => {
    clearTimeout(span.current)
    span.current = setTimeout(() => (span.current = undefined), ms)
  }
  /** Set when the keyboard opened the menu to enter it: the first link takes the focus once it is there. */
  const focusFirst = useRef(false)
  // The panel's element as it comes and goes (its code may arrive after the menu opened).
  const panelRef = useCallback((element: HTMLDivElement | null) => {
    panel.current = element
    if (element && focusFirst.current) {
      focusFirst.current = false
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    }
  }, [])

  const clearTimers = () => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
    openTimer.current = closeTimer.current = undefined
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: clearTimers and the other helpers only touch refs: stable for the life of the menu
  const show = useCallback(() => {
    clearTimers()
    clearTimeout(exitTimer.current)
    startWindow(justOpened, CLICK_AFTER_HOVER_MS)
    isOpen.current = true
    setMounted(true)
    setOpen(true)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: clearTimers and the other helpers only touch refs: stable for the life of the menu
  const close = useCallback((returnFocus = false) => {
    clearTimers()
    if (isOpen.current) {
      startWindow(justClosed, SKIP_DELAY_MS)
      clearTimeout(exitTimer.current)
      exitTimer.current = setTimeout(() => setMounted(false), EXIT_MS)
    }
    isOpen.current = false
    setOpen(false)
    if (returnFocus) trigger.current?.focus()
  }, [])

  // Pressing outside the menu or Escape anywhere closes it.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: Event) => {
      if (!item.current?.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close(!!item.current?.contains(document.activeElement))
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close])

  useEffect(
    () => () => {
      for (const timer of [openTimer, closeTimer, exitTimer, justOpened, justClosed]) clearTimeout(timer.current)
    },
    [],
  )

  const scheduleClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearTimeout(openTimer.current)
    openTimer.current = undefined
    if (!open) return
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => close(), CLOSE_DELAY_MS)
  }
  const cancelClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }

  /** Moves the focus among the panel's links: arrows step (wrapping), the keys to the start and the end jump. */
  const moveFocus = (event: KeyboardEvent) => {
    const links = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    const index = links.indexOf(document.activeElement as HTMLElement)
    const next = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: links.length - 1,
    }[event.key]
    if (next === undefined || links.length === 0) return
    event.preventDefault()
    links[(next + links.length) % links.length]?.focus()
  }

  return {
    open,
    mounted,
    close,
    itemProps: {
      ref: item,
      // Focus moving somewhere outside the menu (Tab past its last link, or back before the trigger) closes it.
      onBlur: (event: FocusEvent) => {
        if (open && event.relatedTarget && !item.current?.contains(event.relatedTarget as Node)) close()
      },
    },
    triggerProps: {
      ref: trigger,
      'aria-expanded': open,
      'data-state': open ? 'open' : 'closed',
      onPointerMove: (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        cancelClose(event)
        if (open || openTimer.current) return
        if (justClosed.current) show()
        else openTimer.current = setTimeout(show, OPEN_DELAY_MS)
      },
      onPointerLeave: scheduleClose,
      onClick: (event: MouseEvent) => {
        const pointerClick = event.detail > 0
        if (open && pointerClick && justOpened.current) return
        if (open) close()
        else show()
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        if (panel.current) panel.current.querySelector<HTMLElement>(FOCUSABLE)?.focus()
        else focusFirst.current = true
        if (!open) show()
      },
    },
    panelProps: {
      ref: panelRef,
      'data-state': open ? 'open' : 'closed',
      onPointerEnter: cancelClose,
      onPointerLeave: scheduleClose,
      onKeyDown: moveFocus,
    },
  }
}
