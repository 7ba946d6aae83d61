import { css, keyframes } from '@emotion/react'
import { useEffect, useRef } from 'react'
import { useLocation } from './location.tsx'
import { useSite } from './contexts.tsx'
import type { PageCache } from './page-loader.ts'
import { useNavigationPending } from './router.tsx'

/** How long a navigation may take before the bar shows: a quicker one shows nothing (no flash on a fast network). */
const SLOW_AFTER = '300ms'

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
/** Creeps towards the end without reaching it, as no one knows how long the page will take. */
const creep = keyframes({ from: { transform: 'scaleX(0.08)' }, to: { transform: 'scaleX(0.9)' } })

/**
 * A slim bar over the top of the window: fixed and transformed only, so it moves nothing. Under reduced motion the
 * global rule (GlobalStyles) ends its creeping at once: it shows as a still bar.
 */
const bar = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 101,
  pointerEvents: 'none',
  background: 'var(--color-accent)',
  transformOrigin: 'left',
  animation: `${appear} 150ms ease-out ${SLOW_AFTER} both, ${creep} 8s cubic-bezier(0.1, 0.6, 0.3, 1) ${SLOW_AFTER} both`,
})

/**
 * What a visitor perceives of a client-side navigation besides the new page: a progress bar while a slow one waits
 * for its page (as GitHub's and Astro's), and the route announcement for screen readers, which says that a page is
 * loading when the bar shows and names the page once it is shown (a new document would be read out; a page rendered
 * on the client is not, unless told). The words are site.yaml's `labels.loading` and the page's title; they are
 * written into App's live region (`announcer`), which is in the page from the start, as a live region must be.
 * Loaded after hydration (App.tsx): nothing of it is needed before the visitor's first click.
 */
export default function NavigationFeedback({ cache, announcer }: { cache: PageCache; announcer: HTMLElement }) {
  const pending = useNavigationPending()
  const { config } = useSite()
  const { pathname } = useLocation()
  const shown = useRef(pathname)

  // Every page shown after the one this was loaded on.
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const title = cache.peek(pathname)?.data.title
    if (title) announcer.textContent = title
  }, [pathname, cache, announcer])

  return pending ? (
    <div
      css={bar}
      data-navigation-progress=""
      onAnimationStart={(event) => {
        if (event.animationName === appear.name) announcer.textContent = config.labels.loading
      }}
    />
  ) : null
}
