import { CacheProvider } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import * as manifest from 'virtual:site'
import { isStatic } from '../blocks/interactive.ts'
import { notFoundAddress } from '../shared/routes.ts'
import { Footer } from '../layout/Footer/Footer.tsx'
import { GlobalStyles } from '../theme/GlobalStyles.tsx'
import { App } from './App.tsx'
import { ServerParts } from './server-parts.tsx'
import { StaticLocation } from './location.tsx'
import { createEmotionCache } from './emotion.ts'
import { forServer, pageStyles } from './critical-styles.ts'
import { loadBlockRenderer, loadLanguages, NO_PAGES, PageCache, type LoadedPage } from './page-loader.ts'
import type { PageData } from '../shared/types.ts'
import type { RenderedPage } from '../shared/rendered-page.ts'

/** What only the server draws of every page (see ServerParts): the same for every page. */
const footer = <Footer />
const globalStyles = <GlobalStyles theme={manifest.site.theme} />
const parts = { footer, globalStyles }

/** The renderer is handed each page's data by the build; it only loads block code. */
const cache = new PageCache(NO_PAGES)

/** Renders the page at a route to HTML with its critical styles. Used by the prerender step for every route. */
export async function render(route: string, pageJson: string): Promise<RenderedPage> {
  return renderAt(route, await withCode(parse(pageJson)))
}

/** Renders the not-found page of a folder (`/`, `/services`), at the address it is served from. */
export async function renderNotFound(scope: string, pageJson: string): Promise<RenderedPage> {
  return renderAt(notFoundAddress(scope), await withCode(parse(pageJson)))
}

/** A page's data with the code of its blocks, of the block renderer, and of the language switcher on a site in several languages. */
async function withCode(data: PageData): Promise<LoadedPage> {
  await Promise.all([loadLanguages(data), loadBlockRenderer()])
  return cache.withCode(data)
}

/** A page's data file, as the build writes it for the browser. */
function parse(pageJson: string): PageData {
  return JSON.parse(pageJson)
}

function renderAt(location: string, page: LoadedPage): RenderedPage {
  const emotionCache = forServer(createEmotionCache())
  const html = renderToString(
    <CacheProvider value={emotionCache}>
      <StaticLocation location={location}>
        <ServerParts.Provider value={parts}>
          <App config={manifest.site} cache={cache} page={page} />
        </ServerParts.Provider>
      </StaticLocation>
    </CacheProvider>,
  )
  const { tags, sheet } = pageStyles(emotionCache, html)
  return {
    html,
    styles: tags,
    sheet,
    title: page.data.title,
    description: page.data.description,
    notFound: page.data.notFound === true,
    preloadTypes: page.data.blocks.slice(0, 1).flatMap((block) => (isStatic(block) ? [] : [block.type])),
  }
}
