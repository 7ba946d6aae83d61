import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'

/** The engine's own folder (holds index.html, src/ and schema/), found from this file's location. */
export const ENGINE_ROOT = resolve(import.meta.dirname, '../../..')

/** The engine's own schema folder (block types, collection types, page and site schemas). */
export const ENGINE_SCHEMA_DIR = join(ENGINE_ROOT, 'schema')

/** The folder, in the working folder, of everything the engine keeps between runs and can always make again. */
export const CACHE = '.cache'

/**
 * A folder of `<root>/.cache`, never inside dist/. One for each thing kept:
 * - `content`: each content file's reading and verdict, for `npm run build`, `npm run validate` and the dev server
 *   (content/file-cache.ts);
 * - `dev`: what the dev server showed of a site, for its next start (bundle/dev-snapshot.ts);
 * - `bundles`: the built bundles, by the code they come from (bundle/bundle-cache.ts);
 * - `pages` and `search-index`: a build folder's pages and search index (render/page-cache.ts);
 * - `images`, `fonts`, `boot`: the pictures' variants, the subset fonts and the boot script (build.ts);
 * - `server-<process>-<n>`: a build's server bundle while it renders (build.ts), removed after;
 * - `validators`: the code ajv compiled of a schema folder's validators, by the schemas and the code it comes from
 *   (content/schemas.ts), in the engine's folder;
 * - `node-compile`: Node's compiled code of the engine (commands/start.mjs, which names it itself: it runs first).
 */
export function cacheDir(root: string, ...folder: string[]): string {
  return join(root, CACHE, ...folder)
}

/**
 * The name of what is kept for one site folder in a cache folder (its content cache, its dev snapshot): a short hash of
 * the folder's absolute path, so that two sites built from one working copy keep theirs apart.
 */
export function siteCacheName(siteDir: string): string {
  return createHash('sha1').update(resolve(siteDir)).digest('hex').slice(0, 16)
}

/**
 * What `.cache` holds that changed this recently may belong to a build or dev server running beside this one (a kept
 * set of bundles, a build folder's page cache or search index): the sweeps leave it.
 */
export const CACHE_IN_USE_MS = 10 * 60 * 1000
