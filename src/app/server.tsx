import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import * as manifest from 'virtual:site'
import { App } from './App.tsx'
import { createEmotionCache } from './emotion.ts'
import { PageCache } from './page-loader.ts'

export interface RenderedPage {
  html: string
  styles: string
  title: string
  description: string
  notFound: boolean
  blockTypes: string[]
}

const cache = new PageCache(manifest)

/** Renders one address to HTML with its critical styles. Used by the prerender step for every route. */
export async function render(path: string): Promise<RenderedPage> {
  const page = await cache.load(path)
  const emotionCache = createEmotionCache()
  const emotion = createEmotionServer(emotionCache)
  const html = renderToString(
    <CacheProvider value={emotionCache}>
      <StaticRouter location={path}>
        <App config={manifest.site} cache={cache} />
      </StaticRouter>
    </CacheProvider>,
  )
  const chunks = emotion.extractCriticalToChunks(html)
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(chunks),
    title: page.data.title,
    description: page.data.description,
    notFound: page.data.notFound === true,
    blockTypes: [...new Set(page.data.blocks.map((b) => b.type))],
  }
}

export const site = manifest.site
