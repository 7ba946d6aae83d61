import { SiteContext } from '../../../src/app/contexts.tsx'
import { StaticLocation } from '../../../src/app/location.tsx'
import { Header } from '../../../src/layout/Header/Header.tsx'
import type { ClientConfig } from '../../../src/shared/types.ts'

/** The one island: the engine's header (its menus open and close in the browser). */
export function HeaderIsland({ route, config, overHero }: { route: string; config: ClientConfig; overHero: boolean }) {
  return (
    <SiteContext.Provider value={{ config }}>
      <StaticLocation location={route}>
        <Header overHero={overHero} />
      </StaticLocation>
    </SiteContext.Provider>
  )
}
