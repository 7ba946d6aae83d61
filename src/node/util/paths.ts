import { join, resolve } from 'node:path'

/** The engine's own folder (holds index.html, src/ and schema/), found from this file's location. */
export const ENGINE_ROOT = resolve(import.meta.dirname, '../../..')

/** The engine's own schema folder (block types, collection types, page and site schemas). */
export const ENGINE_SCHEMA_DIR = join(ENGINE_ROOT, 'schema')
