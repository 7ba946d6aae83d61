/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import { chunkFileName, codeSplitting } from './src/build/chunks.ts'
import { sitePlugin } from './src/build/vite-plugin.ts'

/** The content folder: `site/` unless SITE_DIR names another (tests and benchmarks use fixture sites). */
export const siteDir = process.env.SITE_DIR ?? 'site'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin({ siteDir })],
  // site/assets is served at /assets; the app's own hashed files live under /_app so the two never mix.
  publicDir: false,
  build: {
    assetsDir: '_app',
    manifest: true,
    target: 'es2022',
    // Every browser the site targets (ES2022) supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // One core chunk for what every page runs, one chunk per block type (see src/build/chunks.ts).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: codeSplitting(resolve(import.meta.dirname, 'src/app/hydrate.tsx')), chunkFileNames: chunkFileName } },
  },
  server: { host: '127.0.0.1' },
}))
