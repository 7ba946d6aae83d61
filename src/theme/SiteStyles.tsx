import { lazy, Suspense, useContext, useState } from 'react'
import { ServerParts } from '../app/server-parts.tsx'
import type { SiteConfig } from '../shared/types.ts'

const GlobalStyles = lazy(() => import('./GlobalStyles.tsx').then((module) => ({ default: module.GlobalStyles })))

/** The prerendered base styles: the Emotion cache's (key `css`) tag of global styles in <head>. */
const PRERENDERED = 'style[data-emotion^="css-global "]'

/**
 * The site's base styles (GlobalStyles): drawn by the server into the page's <head>, where they stay; the browser
 * draws nothing for them on a prerendered page (see `ServerParts`) and loads them where it draws the page itself.
 */
export function SiteStyles({ theme }: { theme: SiteConfig['theme'] }) {
  const drawn = useContext(ServerParts)?.globalStyles
  // Read once, on the first render: whether this document came prerendered with its base styles.
  const [prerendered] = useState(
    () => !drawn && typeof document !== 'undefined' && document.querySelector(PRERENDERED) !== null,
  )
  if (drawn) return drawn
  if (prerendered) return null
  return (
    <Suspense fallback={null}>
      <GlobalStyles theme={theme} />
    </Suspense>
  )
}
