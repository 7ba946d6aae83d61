import type { ReactNode } from 'react'
import { SiteContext, type SiteValue } from '../../../src/app/contexts.tsx'
import { StaticLocation } from '../../../src/app/location.tsx'

/** What the engine's components read around them: the site's settings (and the page's icons and dates), and the address. */
export function InSite({ route, site, children }: { route: string; site: SiteValue; children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <StaticLocation location={route}>{children}</StaticLocation>
    </SiteContext.Provider>
  )
}
