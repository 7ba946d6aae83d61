import { Header } from '../../../src/layout/Header/Header.tsx'
import type { ClientConfig } from '../../../src/shared/types.ts'
import { InSite } from './InSite.tsx'

/** The one island: the engine's header (its menus open and close in the browser). */
export function HeaderIsland({ route, config, overHero }: { route: string; config: ClientConfig; overHero: boolean }) {
  return (
    <InSite route={route} site={{ config }}>
      <Header overHero={overHero} />
    </InSite>
  )
}
