/**
 * The app's entry modules and the names of the chunks every page shares, in one place for the stages that build
 * them (bundle/: the two Vite builds, the chunking, each page's scripts) and the one that inlines the boot script
 * (render/boot-script.ts). Paths are relative to the project root, as Vite's manifest names them.
 */
export const APP_ENTRIES = {
  /** The browser entry: index.html's module script, which a built page loads after its first paint (boot.ts). */
  client: 'src/app/client.tsx',
  /** The app the client entry starts: it and what it imports are the `core` chunk, preloaded by every page. */
  hydrate: 'src/app/hydrate.tsx',
  /** The table of block loaders: a chunk of its own, listed by a page whose first block has code (page-loader.ts). */
  registry: 'src/blocks/registry.ts',
  /** The block renderer: a chunk of its own, listed with the registry (a page whose blocks are all static never needs it). */
  renderer: 'src/blocks/BlockRenderer.tsx',
  /** The server renderer, built for the prerender (src/shared/rendered-page.ts). */
  server: 'src/app/server.tsx',
  /** The script inlined into every page, minified (not bundled: it imports nothing). */
  boot: 'src/app/boot.ts',
} as const

/**
 * The folder of the app's own hashed files in the output (`/_app/…`): named once for the build that writes them, the
 * stages that read them back, and the hosting rules that cache them for good. site/assets is served at /assets, so
 * the two never mix.
 */
export const APP_DIR = '_app'

/** The file the server renderer's build writes, in a folder of its own. */
export const SERVER_BUNDLE = 'server.js'

/** The chunks every page shares (bundle/chunks.ts), named in their files (`_app/core-<hash>.js`). */
export const SHARED_CHUNKS = {
  /** React itself, evaluated in a task of its own before the app. */
  react: 'react',
  /** Everything the app imports: the router, Emotion, the app, the layout, the theme. */
  core: 'core',
} as const
