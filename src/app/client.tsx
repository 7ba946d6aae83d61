// The site's web font (site.yaml theme.fonts.faces): its @font-face rules, which the build inlines into every page.
import 'virtual:site/fonts'
import type { RootElement } from '../shared/root-data.ts'

/**
 * The browser entry. A prerendered page loads it after its first paint (boot.ts, inlined in the page); the dev server's
 * page loads it at once. It requests the page's scripts, which the build lists in #root's data-preload (the app core
 * and its first blocks' code), and its data (#root's data-page) together, then hydrate.tsx makes the page interactive.
 */
// Each request costs the main thread several milliseconds (on a slow phone, tens): ask for them one at a time, in
// tasks of their own, so the page stays responsive while they go out.
const root = document.getElementById('root') as RootElement | null
for (const href of root?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.append(link)
  await new Promise((resolve) => setTimeout(resolve, 0))
}
// The page's data: requested now, alongside the code, and taken by page-loader.ts when it hydrates. A fetch, not a
// `<link rel="preload">`: on a slow phone hydration may come more than 3 s after the load event, and Chromium then
// says in the console that the preload went unused.
if (root?.dataset.page) {
  const response = fetch(root.dataset.page)
  // Its failure is the hydration's to report, when it takes the response; a page that never takes it says nothing.
  response.catch(() => {})
  root.pageData = { url: root.dataset.page, response }
}
// React first, then the app, with a pause between: evaluating all of it at once would block the main thread for long
// on a painted page. A page with nothing drawn yet (the dev server's, or its preview of a page: root-data.ts) has no
// hydration to keep responsive: it asks for both at once, so the app's modules come while React's do.
if (root?.firstElementChild && root.dataset.preview === undefined) {
  await import('./react-dom.ts')
  await new Promise((resolve) => setTimeout(resolve, 0))
}
const { start } = await import('./hydrate.tsx')
await start()
