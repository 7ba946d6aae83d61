/**
 * React's renderer for the browser, as a module of the `react` chunk (src/node/bundle/chunks.ts): client.tsx loads it
 * on its own to evaluate React in a task before the app, and hydrate.tsx renders with it. An ES module re-exporting
 * the CommonJS package: a dynamic import of the package itself would make the entry carry the bundler's interop
 * helpers, and a chunk of them, with every page's first load.
 */
export { createRoot, hydrateRoot } from 'react-dom/client'
