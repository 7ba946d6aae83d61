/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import { engineViteConfig } from './src/node/bundle/vite-config.ts'
import { loadSite, reloadPage } from './src/node/load.ts'

/**
 * `npm run dev`: the content folder is `site/` unless SITE_DIR names another (tests use fixture sites). The build
 * does not read this file: `npm run build` loads the site once and passes it to the same configuration. Here the
 * site plugin is handed `loadSite` to load the folder itself, and again on every edit.
 */
export default defineConfig(({ isSsrBuild }) =>
  engineViteConfig({
    root: import.meta.dirname,
    site: { siteDir: process.env.SITE_DIR ?? 'site', load: loadSite, reloadPage },
    ssr: isSsrBuild,
  }),
)
