/**
 * The one script a prerendered page carries: the build minifies this file and inlines it at the end of <body> (its
 * hash is in the Content-Security-Policy). The page is complete and readable as soon as its HTML arrives, so nothing
 * else is requested before the first paint: the network and the main thread belong to the page's text, web font and
 * picture until the visitor sees them. Then it asks for the app (#root's data-entry: the entry module and the modules
 * it imports, fetched together instead of one after the other) and links the web manifest (#root's data-manifest).
 * Not a module and no imports: it must run where it stands, with nothing to fetch. #root's attributes are typed by
 * src/shared/root-data.ts through an `import()` type, which is erased and, unlike an `import type` statement, leaves
 * the file a script (an `import` would make the build emit `export {}`, which a classic inline script cannot run).
 */
;(() => {
  const root = document.getElementById('root') as import('../shared/root-data.ts').RootElement | null
  if (!root) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    // Each request costs the main thread a few milliseconds (tens on a slow phone): one per task.
    let delay = 0
    const add = (tag: 'link' | 'script', attributes: Record<string, string>) =>
      setTimeout(() => {
        const element = document.createElement(tag)
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
        document.head.append(element)
      }, delay++)
    const [entry, ...imports] = (root.dataset.entry ?? '').split(' ').filter(Boolean)
    for (const href of imports) add('link', { rel: 'modulepreload', href })
    if (entry) add('script', { type: 'module', src: entry })
    if (root.dataset.manifest) add('link', { rel: 'manifest', href: root.dataset.manifest })
  }
  // The first paint with content (the page's text, in its web font), then one more frame.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0))
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      afterNextFrame()
    }).observe({ type: 'paint', buffered: true })
  } else afterNextFrame()
  // A safety net, should a browser never report the paint: the app still starts, a few seconds after the load event.
  // (A tab opened in the background paints, and then starts its app, when the visitor first looks at it.)
  addEventListener('load', () => setTimeout(start, 5000))
})()
