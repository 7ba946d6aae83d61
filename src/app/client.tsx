import '@fontsource-variable/inter/index.css'
import { CacheProvider } from '@emotion/react'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import * as manifest from 'virtual:site'
import { App } from './App.tsx'
import { createEmotionCache } from './emotion.ts'
import { PageCache } from './page-loader.ts'

const cache = new PageCache(manifest)
const container = document.getElementById('root')!

function tree(config = manifest.site, routes = manifest.routes) {
  return (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <App config={config} routes={routes} cache={cache} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  )
}

// Load the current page's data and blocks before hydrating, so the first client render matches the HTML.
await cache.load(location.pathname)
const prerendered = container.firstElementChild !== null
const root = prerendered ? hydrateRoot(container, tree()) : createRoot(container)
if (!prerendered) root.render(tree())

if (import.meta.hot) {
  // Dev: the site plugin sends fresh data after a valid YAML edit; re-render without a full reload.
  import.meta.hot.on('site:update', async () => {
    // The content is valid again: dismiss the error overlay an earlier invalid edit raised.
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove())
    const fresh = (await import(/* @vite-ignore */ `/@id/__x00__virtual:site?t=${Date.now()}`)) as typeof manifest
    cache.setTable(fresh)
    cache.clear()
    await cache.load(location.pathname)
    root.render(tree(fresh.site, fresh.routes))
  })
}
