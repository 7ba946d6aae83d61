/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import './src/node/commands/start.mjs'
import { engineRestart, importEngine } from './src/node/bundle/dev-engine.ts'

/**
 * `npm run dev`: the content folder is `site/` unless SITE_DIR names another (tests use fixture sites). The build
 * does not read this file: `npm run build` loads the site once and passes it to the same configuration. Here the
 * site plugin is handed `loadSite` to load the folder itself, and again on every edit. The engine is loaded by Node,
 * not bundled with this file (bundle/dev-engine.ts); `start.mjs` first, as before every command of the engine.
 */
export default defineConfig(async ({ isSsrBuild }) => {
  const root = import.meta.dirname
  const [{ engineViteConfig }, { firstLook, loadSite, readAhead, reloadPage }] = await importEngine<
    [typeof import('./src/node/bundle/vite-config.ts'), typeof import('./src/node/load.ts')]
  >(root, ['src/node/bundle/vite-config.ts', 'src/node/load.ts'])
  const config = engineViteConfig({
    root,
    site: { siteDir: process.env.SITE_DIR ?? 'site', load: loadSite, reloadPage, readAhead, firstLook },
    ssr: isSsrBuild,
  })
  return { ...config, plugins: [...(config.plugins ?? []), engineRestart(root)] }
})
