import { useEffect, useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../layout/Layout.tsx'
import type { RouteSummary, SiteConfig } from '../shared/types.ts'
import { GlobalStyles } from '../theme/GlobalStyles.tsx'
import { SiteContext } from './contexts.tsx'
import type { PageCache } from './page-loader.ts'
import { PageView } from './PageView.tsx'

export interface AppProps {
  config: SiteConfig
  routes: RouteSummary[]
  cache: PageCache
}

/** The whole site: theme, shared layout and the page for the current address. Same tree on server and client. */
export function App({ config, routes, cache }: AppProps) {
  const site = useMemo(() => ({ config, routes }), [config, routes])
  // Marks the document once React owns it, so browser tests know when the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteContext.Provider value={site}>
      <GlobalStyles theme={config.theme} />
      <Routes>
        <Route path="*" element={<PageView cache={cache} layout={Layout} />} />
      </Routes>
    </SiteContext.Provider>
  )
}
