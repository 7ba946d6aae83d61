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
