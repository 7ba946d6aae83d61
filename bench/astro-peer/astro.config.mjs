import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

export default defineConfig({
  integrations: [react()],
  outDir: process.env.PEER_OUT ?? './dist',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: { oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } } },
})
