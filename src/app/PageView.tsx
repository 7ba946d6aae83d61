import { lazy, Suspense, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { useLocation, useNavigate, useNavigationType } from './location.tsx'
import { SiteContext, useSite } from './contexts.tsx'
import { KeptBlocks } from './KeptBlocks.tsx'
import {
  blockRenderer,
  forgetPrerendered,
  keptAsPrerendered,
  languages,
  loadBlockRenderer,
  type LoadedPage,
  type PageCache,
} from './page-loader.ts'
import { returnToPlace } from './router.tsx'

/**
 * The banner of a page visitors cannot see (a draft, or one whose time has not come): only the dev server shows such
 * pages, so its code is a chunk of its own that no built page ever loads.
 */
const DraftBanner = lazy(() =>
  import('../components/DraftBanner.tsx').then((module) => ({ default: module.DraftBanner })),
)

interface Props {
  cache: PageCache
  layout: ComponentType<{ children: ReactNode; overHero: boolean }>
  /** The page to show whatever the address (the build prerendering a not-found page); by default the address's page. */
  page?: LoadedPage
}

/** Shows the page for the current address. A page already loaded renders at once; otherwise it suspends until its data and blocks arrive. */
export function PageView({ cache, layout: Layout, page: given }: Props) {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()
  const page = given ?? cache.peek(pathname) ?? use(cache.load(pathname))
  const { config: siteConfig } = useSite()
  // A page of a language other than the default brings that language's site words (header, footer, forms).
  const config = page.data.site ?? siteConfig
  const { publication, untranslated } = page.data
  const site = useMemo(
    () => ({
      config,
      icons: page.data.icons,
      dates: page.data.dates,
      // Loaded with the first page of a site in several languages, whose every page lists its languages.
      languages: languages && <languages.LanguageSwitcher links={page.data.languages} />,
    }),
    [config, page.data.icons, page.data.dates, page.data.languages],
  )

  // A link to a moved page's old address (hosts answer it with a 301): show the new page at its new address.
  const navigate = useNavigate()
  const moved = given ? undefined : cache.movedTo(pathname)
  useEffect(() => {
    if (moved) void navigate(`${moved}${hash}`, { replace: true })
  }, [moved, hash, navigate])

  useEffect(() => {
    document.title = page.data.title
  }, [page])

  // After client-side navigation, start at the top (or at the #section asked for); Back and Forward return to where
  // the visitor was on that page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every navigation (pathname), which the body does not read
  useEffect(() => {
    if (navigationType === 'POP' && returnToPlace(key)) return
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    // At once: the page's smooth scrolling (GlobalStyles) is for moves within a page, not for opening another.
    else window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname, hash])

  // The page hydrated with its blocks all static keeps them as prerendered, without the block renderer's code; any
  // other page has it (loaded with the page's data and code: page-loader.ts).
  const kept = keptAsPrerendered(page.data)
  useEffect(() => forgetPrerendered(page.data), [page.data])
  const renderer = kept ? undefined : (blockRenderer ?? use(loadBlockRenderer()))
  const blocks = renderer ? (
    <renderer.BlockRenderer
      key={page.data.route}
      blocks={page.data.blocks}
      components={page.components}
      load={cache.block}
    />
  ) : (
    <KeptBlocks key={page.data.route} blocks={page.data.blocks} />
  )
  return (
    <SiteContext.Provider value={site}>
      <Layout overHero={page.data.blocks[0]?.type === 'hero'}>
        {untranslated && languages ? (
          <languages.Untranslated {...untranslated}>{blocks}</languages.Untranslated>
        ) : (
          blocks
        )}
        <Suspense fallback={null}>
          {page.data.draft && config.labels.draft ? <DraftBanner label={config.labels.draft} /> : null}
          {/* A page not published at this moment (publishAt to come, unpublishAt passed): only the dev server has one. */}
          {publication ? <DraftBanner label={publication.banner} /> : null}
        </Suspense>
      </Layout>
    </SiteContext.Provider>
  )
}
