/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePlugin } from './src/build/vite-plugin.ts'

/** The content folder: `site/` unless SITE_DIR names another (tests and benchmarks use fixture sites). */
export const siteDir = process.env.SITE_DIR ?? 'site'

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin({ siteDir })],
  // site/assets is served at /assets; the app's own hashed files live under /_app so the two never mix.
  publicDir: false,
  build: { assetsDir: '_app', manifest: true, target: 'es2022' },
  server: { host: '127.0.0.1' },
})
