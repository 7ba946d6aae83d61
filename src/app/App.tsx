import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../layout/Layout.tsx'
import type { ClientConfig } from '../shared/types.ts'
import { GlobalStyles } from '../theme/GlobalStyles.tsx'
import { SiteContext } from './contexts.tsx'
import type { LoadedPage, PageCache } from './page-loader.ts'
import { PageView } from './PageView.tsx'

/** The block gallery exists only in `npm run dev`; production builds drop it. */
const Gallery = import.meta.env.DEV ? lazy(() => import('./Gallery.tsx')) : undefined

export interface AppProps {
  config: ClientConfig
  cache: PageCache
  /** The page to show whatever the address (prerendering a not-found page). */
  page?: LoadedPage
}

/** The whole site: theme, shared layout and the page for the current address. Same tree on server and client. */
export function App({ config, cache, page }: AppProps) {
  const site = useMemo(() => ({ config }), [config])
  // Marks the document once React owns it, so browser tests know when the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteContext.Provider value={site}>
      <GlobalStyles theme={config.theme} />
      <Routes>
        {Gallery ? (
          <Route
            path="/__blocks"
            element={
              <Layout overHero={false}>
                <Suspense>
                  <Gallery />
                </Suspense>
              </Layout>
            }
          />
        ) : null}
        <Route path="*" element={<PageView cache={cache} layout={Layout} page={page} />} />
      </Routes>
    </SiteContext.Provider>
  )
}
