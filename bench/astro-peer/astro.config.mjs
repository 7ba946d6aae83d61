import { fileURLToPath } from 'node:url'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

/**
 * With PEER_SEARCH=1, the peer indexes its built pages for search as Astro sites commonly do it (Starlight's way): a
 * Pagefind index of the output folder, made with Pagefind's Node API once the build is done. The engine's build writes
 * one for the same site (its /search page), so this is the peer doing the same work.
 */
function searchIndex() {
  return {
    name: 'peer-search-index',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        if (process.env.PEER_SEARCH !== '1') return
        const pagefind = await import('pagefind')
        const { index, errors } = await pagefind.createIndex({})
        if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
        const out = fileURLToPath(dir)
        const added = await index.addDirectory({ path: out })
        if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
        const written = await index.writeFiles({ outputPath: `${out}/pagefind` })
        if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
        await pagefind.close()
      },
    },
  }
}

export default defineConfig({
  integrations: [react(), searchIndex()],
  outDir: process.env.PEER_OUT ?? './dist',
  build: { format: 'directory' },
  devToolbar: { enabled: false },
  telemetry: false,
  vite: { oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } } },
})
