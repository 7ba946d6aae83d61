import { resolve } from 'node:path'

/** The engine's own schema folder (block types, collection types, page and site schemas). */
export const ENGINE_SCHEMA_DIR = resolve(import.meta.dirname, '../../../schema')
