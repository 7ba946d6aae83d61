import { lazy, Suspense, useContext } from 'react'
import { stylesPrerendered } from '../app/prerendered-styles.ts'
import { ServerParts } from '../app/server-parts.tsx'
import type { SiteConfig } from '../shared/types.ts'

const GlobalStyles = lazy(() => import('./GlobalStyles.tsx').then((module) => ({ default: module.GlobalStyles })))

/**
 * The site's base styles (GlobalStyles): drawn by the server into the page's <head>, where they stay; the browser
 * draws nothing for them on a prerendered page (see `ServerParts`) and loads them where it draws the page itself.
 */
export function SiteStyles({ theme }: { theme: SiteConfig['theme'] }) {
  const drawn = useContext(ServerParts)?.globalStyles
  if (drawn) return drawn
  // A prerendered page has them in its <head> already.
  if (stylesPrerendered()) return null
  return (
    <Suspense fallback={null}>
      <GlobalStyles theme={theme} />
    </Suspense>
  )
}
