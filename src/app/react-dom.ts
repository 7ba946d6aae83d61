/**
 * React's renderer for the browser, as a module of the `react` chunk (src/node/bundle/chunks.ts): client.tsx loads it
 * on its own to evaluate React in a task before the app, and hydrate.tsx renders with it. An ES module re-exporting
 * the CommonJS package: a dynamic import of the package itself makes the entry import the bundler's interop helpers
 * (a chunk of their own) to read it, and list them among the scripts fetched before it runs.
 */
export { createRoot, hydrateRoot } from 'react-dom/client'
