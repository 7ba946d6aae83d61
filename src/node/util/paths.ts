import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'

/** The engine's own folder (holds index.html, src/ and schema/), found from this file's location. */
export const ENGINE_ROOT = resolve(import.meta.dirname, '../../..')

/** The engine's own schema folder (block types, collection types, page and site schemas). */
export const ENGINE_SCHEMA_DIR = join(ENGINE_ROOT, 'schema')

/**
 * Where `npm run build`, `npm run validate` and the dev server keep each content file's reading and verdict between
 * runs (content/file-cache.ts): beside the picture cache (`.cache/images`), never inside dist/.
 */
export function contentCacheDir(root: string): string {
  return join(root, '.cache', 'content')
}

/** Where the dev server keeps what it showed of a site for its next start (bundle/dev-snapshot.ts). */
export function devCacheDir(root: string): string {
  return join(root, '.cache', 'dev')
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
