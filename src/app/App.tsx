import { lazy, Suspense, useEffect, useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Layout } from '../layout/Layout.tsx'
import type { ClientConfig } from '../shared/types.ts'
import { GlobalStyles } from '../theme/GlobalStyles.tsx'
import { PageContext, SiteContext } from './contexts.tsx'
import type { PageCache } from './page-loader.ts'
import { PageView } from './PageView.tsx'

/** The block gallery exists only in `npm run dev`; production builds drop it. */
const Gallery = import.meta.env.DEV ? lazy(() => import('./Gallery.tsx')) : undefined
const galleryPage = { route: '/__blocks', title: 'Blocks', description: '', blocks: [], collections: {} }

export interface AppProps {
  config: ClientConfig
  cache: PageCache
}

/** The whole site: theme, shared layout and the page for the current address. Same tree on server and client. */
export function App({ config, cache }: AppProps) {
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
              <PageContext.Provider value={galleryPage}>
                <Layout>
                  <Suspense>
                    <Gallery />
                  </Suspense>
                </Layout>
              </PageContext.Provider>
            }
          />
        ) : null}
        <Route path="*" element={<PageView cache={cache} layout={Layout} />} />
      </Routes>
    </SiteContext.Provider>
  )
}
