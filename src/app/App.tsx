import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useLocation } from './location.tsx'
import { ClientNavigation } from '../components/SmartLink.tsx'
import { Layout } from '../layout/Layout.tsx'
import type { ClientConfig } from '../shared/types.ts'
import { SiteStyles } from '../theme/SiteStyles.tsx'
import { SiteContext } from './contexts.tsx'
import type { LoadedPage, PageCache } from './page-loader.ts'
import { PageView } from './PageView.tsx'

/** The block gallery exists only in `npm run dev`; production builds drop it. */
const Gallery = import.meta.env.DEV ? lazy(() => import('./Gallery.tsx')) : undefined
const GALLERY_PATH = '/__blocks'
/** The progress bar and route announcements of client navigation: loaded once the page is live (no visitor needs them sooner). */
const NavigationFeedback = lazy(() => import('./NavigationFeedback.tsx'))

/**
 * The live region that tells screen readers of client navigations, empty in the page as prerendered (a live region
 * must be there before what it says changes; role="status": polite, read out whole), and what fills it, loaded once
 * the region is in place. Its own component: its update after hydration renders nothing else (an update reaching
 * blocks not hydrated yet would be held until their code came).
 */
function Navigation({ cache }: { cache: PageCache }) {
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null)
  return (
    <>
      <div ref={setAnnouncer} className="visually-hidden" role="status" data-route-announcer="" />
      {announcer ? (
        <Suspense>
          <NavigationFeedback cache={cache} announcer={announcer} />
        </Suspense>
      ) : null}
    </>
  )
}

export interface AppProps {
  config: ClientConfig
  cache: PageCache
  /** The page to show whatever the address (prerendering a not-found page). */
  page?: LoadedPage
}

/** The whole site: theme, shared layout and the page for the current address. Same tree on server and client. */
export function App({ config, cache, page }: AppProps) {
  const site = useMemo(() => ({ config }), [config])
  // Every address is a page (or its folder's not-found page), found by PageView; no route table to match against.
  const { pathname } = useLocation()
  // Marks the document once React owns it, so browser tests know when the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteContext.Provider value={site}>
      <SiteStyles theme={config.theme} />
      <ClientNavigation />
      {Gallery && pathname === GALLERY_PATH ? (
        <Layout overHero={false}>
          <Suspense>
            <Gallery />
          </Suspense>
        </Layout>
      ) : (
        <PageView cache={cache} layout={Layout} page={page} />
      )}
      <Navigation cache={cache} />
    </SiteContext.Provider>
  )
}
