import { join, resolve } from 'node:path'
import type { LoadedSite } from './load.ts'
import type { IconSet } from './page-extras.ts'
import { readBlockSchemas } from './schema-docs.ts'
import type { CollectionEntry } from '../shared/types.ts'

export interface GalleryItem {
  type: string
  description: string
  example: Record<string, unknown> | undefined
  entry?: CollectionEntry
}

/**
 * The dev-only block gallery's data: every block type with its schema example, all collections, and for blocks
 * that show one collection item (schema `x-entry`), that collection's first item.
 */
export function galleryModule(site: LoadedSite, icons: IconSet, schemaDir = resolve(import.meta.dirname, '../../schema')): string {
  const collections: Record<string, CollectionEntry[]> = {}
  for (const [name, record] of site.collections) collections[name] = record.entries.map(({ sourceFile: _sourceFile, ...entry }) => entry)
  const items: GalleryItem[] = readBlockSchemas(join(schemaDir)).map((block) => {
    const entryCollection = (block.schema as { 'x-entry'?: string })['x-entry']
    return { type: block.type, description: block.description, example: block.example, entry: entryCollection ? collections[entryCollection]?.[0] : undefined }
  })
  return `export const items = ${JSON.stringify(items)};\nexport const collections = ${JSON.stringify(collections)};\nexport const icons = ${JSON.stringify(Object.fromEntries(icons))};\nexport const routes = ${JSON.stringify(site.routes)};\nexport const forms = ${JSON.stringify(site.config.forms)};`
}
