// The site's web font (site.yaml theme.fonts.faces): its @font-face rules, which the build inlines into every page.
import 'virtual:site/fonts'

/**
 * The browser entry. Every page arrives prerendered and readable before any script runs, so the app is fetched
 * only after the first paint: until then the network belongs to what the visitor sees (the page's picture and
 * font). Then the page's scripts, which the build lists in #root's data-preload (the app core and its first blocks'
 * code), and its data (#root's data-page), are requested together, and hydrate.tsx makes the page interactive.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => requestAnimationFrame(() => setTimeout(resolve, 0))
    // The first paint with content (text waits for the web font, briefly): then one more frame.
    if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return
        observer.disconnect()
        next()
      }).observe({ type: 'paint', buffered: true })
    } else next()
    // Never wait long: hidden tabs do not paint, and slow devices should not wait for their app either.
    setTimeout(resolve, 1000)
  })
}

await afterFirstPaint()
// Each request costs the main thread several milliseconds (on a slow phone, tens): ask for them one at a time, in
// tasks of their own, so the page stays responsive while they go out.
const root = document.getElementById('root')
for (const href of root?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
  await new Promise((resolve) => setTimeout(resolve, 0))
}
// The page's data (page-loader.ts fetches it when hydrating): requested now, alongside the code.
if (root?.dataset.page) {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'fetch'
  link.crossOrigin = 'anonymous'
  link.href = root.dataset.page
  document.head.append(link)
}
// React first, then the app, with a pause between: evaluating all of it at once would block the main thread for long.
await import('react-dom/client')
await new Promise((resolve) => setTimeout(resolve, 0))
const { start } = await import('./hydrate.tsx')
await start()
