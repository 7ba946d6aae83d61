import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { startTransition, StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { createRoot, hydrateRoot } from './react-dom.ts'
import * as manifest from 'virtual:site'
import { App } from './App.tsx'
import { SiteRouter } from './router.tsx'
import { adoptPrerenderedStyles } from './prerendered-styles.ts'
import { fetchedPages, keepPrerendered, loadBlockRenderer, PageCache } from './page-loader.ts'
import { normalizeRoute, pageDataUrl } from '../shared/routes.ts'
import type { RootElement } from '../shared/root-data.ts'

const container = document.getElementById('root') as RootElement
/** The build this page's code came from (#root's data-build; none in dev, where code and data change together). */
const build = container.dataset.build

/**
 * A page that cannot be shown here (its data or code did not load: offline, a server error, a deploy that removed
 * this build's files) is loaded by the browser as a new document, if the visitor is still on its address (then true).
 */
function loadDocument(route: string): boolean {
  if (normalizeRoute(location.pathname) !== route) return false
  location.reload()
  return true
}

const cache = new PageCache(fetchedPages(manifest.notFoundScopes, build), loadDocument)

function tree(emotionCache: EmotionCache, config = manifest.site) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <SiteRouter>
          <App config={config} cache={cache} />
        </SiteRouter>
      </CacheProvider>
    </StrictMode>
  )
}

/**
 * The types of the prerendered blocks the visitor sees now (at least the first block) that have code to hydrate
 * (a static block, marked `data-static`, has none: registry.ts). Asked of an
 * IntersectionObserver, whose first report comes with the browser's next rendering step: reading each block's
 * position here instead would force a layout of the blocks content-visibility has just let in (up to 18 ms measured
 * on a long page, in one task).
 */
function onScreen(container: ParentNode): Promise<string[]> {
  const slots = [...container.querySelectorAll<HTMLElement>('[data-block]')]
  if (slots.length === 0) return Promise.resolve([])
  const targets = new Map(slots.map((slot) => [slot.firstElementChild ?? slot, slot] as const))
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect()
      const visible = new Set([slots[0]!])
      for (const entry of entries)
        if (entry.boundingClientRect.top < window.innerHeight) visible.add(targets.get(entry.target)!)
      const types = slots
        .filter((slot) => visible.has(slot) && slot.dataset.static === undefined)
        .map((slot) => slot.dataset.block)
      resolve([...new Set(types.filter((type): type is string => type !== undefined))])
    })
    for (const target of targets.keys()) observer.observe(target)
  })
}

/**
 * Makes the prerendered page interactive (client.tsx calls it once the page has painted), or renders the app into
 * an empty page, or in place of the dev server's preview of the page (it prerenders none). No top-level await here: block chunks import this
 * module's chunk, and a module still awaiting at its top level would keep them waiting for ever.
 */
export async function start(): Promise<void> {
  // The dev server's preview of a page (root-data.ts) is shown until the app draws the page in its place.
  const preview = container.dataset.preview !== undefined
  const prerendered = container.firstElementChild !== null && !preview
  // Load the current page's data, and the code of the blocks on screen, before hydrating, so the first client render
  // matches the HTML; the other blocks hydrate when they come near the screen (BlockRenderer).
  // A prerendered not-found page names its own data file, not the one of the address: there is no page to fetch.
  if (container.dataset.page && container.dataset.page !== pageDataUrl(normalizeRoute(location.pathname)))
    cache.noPageAt(location.pathname)
  // A prerendered page whose blocks are all static (each slot marked `data-static`) keeps them as drawn: it hydrates
  // without the block renderer's code (KeptBlocks.tsx). Any other page loads it alongside its data.
  const kept = prerendered && container.querySelector('[data-block]:not([data-static])') === null
  const renderer = kept ? undefined : loadBlockRenderer()
  const page = await cache.load(location.pathname, prerendered ? await onScreen(container) : undefined)
  await renderer
  if (kept) keepPrerendered(page.data)
  // A prerendered page's styles are all in its <style> tags: Emotion's compiler waits until a new one is drawn.
  const emotionCache = prerendered ? adoptPrerenderedStyles() : (await import('./emotion.ts')).createEmotionCache()
  let root: Root
  if (prerendered) {
    // Hydrating as a transition lets React yield to the browser between components instead of blocking the main
    // thread for the whole page at once (the page is already painted; this only makes it interactive).
    startTransition(() => {
      root = hydrateRoot(container, tree(emotionCache))
    })
  } else {
    root = createRoot(container)
    // React empties the preview and draws the page in one commit; the page is live from then on.
    if (preview) {
      const drawn = new MutationObserver(() => {
        drawn.disconnect()
        container.removeAttribute('inert')
        delete (container.dataset as DOMStringMap).preview
      })
      drawn.observe(container, { childList: true })
    }
    root.render(tree(emotionCache))
  }

  if (import.meta.hot) {
    // Dev: the site plugin sends fresh data after a valid YAML edit; re-render without a full reload.
    import.meta.hot.on('site:update', async () => {
      // The content is valid again: dismiss the error overlay an earlier invalid edit raised.
      for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove()
      const fresh = (await import(/* @vite-ignore */ `/@id/__x00__virtual:site?t=${Date.now()}`)) as typeof manifest
      cache.reset(fetchedPages(fresh.notFoundScopes, build))
      await cache.load(location.pathname)
      root.render(tree(emotionCache, fresh.site))
    })
  }
}
