import react from '@vitejs/plugin-react'
import { join } from 'node:path'
import type { InlineConfig } from 'vite'
import { chunkFileName, codeSplitting, preloadedWithImport } from './chunks.ts'
import { sitePlugin, type SitePluginOptions } from './vite-plugin.ts'
import { leanClientBundle } from './lean-bundle.ts'
import { APP_DIR, APP_ENTRIES } from '../util/app-entries.ts'
import { CACHE } from '../util/paths.ts'

/**
 * The folders of the project the engine and its tools write: caches (`.cache`), the build (`dist`), the tests'
 * reports and the Node the scripts install (`.node`).
 */
const GENERATED = [CACHE, 'dist', 'reports', '.node']

export interface EngineViteOptions {
  /** The project folder (holds index.html and src/). */
  root: string
  /**
   * The site: the text of its modules (a build: virtual-modules.ts siteModules), or a folder the plugin loads and
   * watches (dev).
   */
  site: SitePluginOptions
  /** The server renderer's build (no client chunking). */
  ssr?: boolean
}

/**
 * The engine's Vite configuration, one for the dev server (vite.config.ts) and for both builds of `npm run build`,
 * which passes what it made of the site it loaded (as VitePress hands its resolved site config to its plugin).
 */
export function engineViteConfig({ root, site, ssr = false }: EngineViteOptions): InlineConfig {
  return {
    root,
    plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin(site), ...(ssr ? [] : [leanClientBundle()])],
    // site/assets is served at /assets; the app's own hashed files live under APP_DIR so the two never mix.
    publicDir: false,
    build: {
      assetsDir: APP_DIR,
      manifest: true,
      target: 'es2022',
      // Every browser the site targets (ES2022) supports <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
      // One core chunk for what every page runs, one chunk per block type (see src/node/bundle/chunks.ts).
      // The server renderer is one file (no chunks): that its entry imports at once what the browser's code imports
      // lazily (the footer, the global styles, the Emotion setup) is how it should be, and not worth a warning in
      // every build.
      rolldownOptions: ssr
        ? { checks: { ineffectiveDynamicImport: false } }
        : {
            output: { codeSplitting: codeSplitting(join(root, APP_ENTRIES.hydrate)), chunkFileNames: chunkFileName },
          },
    },
    server: {
      host: '127.0.0.1',
      // What the engine writes, which no module imports: Vite's watcher walked every file of them as it started
      // (the kept builds and search indexes of a working copy were 65,000 files, four seconds of the first page).
      watch: { ignored: GENERATED.map((folder) => `${join(root, folder)}/**`) },
    },
  }
}
