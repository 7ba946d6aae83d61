import { connectBlock } from '../model/connect.ts'
import { blockContracts } from '../content/contracts.ts'
import type { Site } from '../model/site.ts'
import { readIconSchema, type IconSet } from '../model/page-extras.ts'
import { ENGINE_SCHEMA_DIR } from '../util/paths.ts'
import { readBlockSchemas } from '../content/schema-docs.ts'
import { blockTypes } from '../../generated/schema-types.ts'
import type { BlockType, ConnectedBlock } from '../../shared/types.ts'

export interface GalleryItem {
  type: string
  description: string
  /** The schema's first example, connected as a page would connect it; absent when the schema has no example. */
  block?: ConnectedBlock
  /** Why the example could not be shown (no example, or a need this site cannot meet). */
  problem?: string
}

/** The gallery of a production build: empty (the /__blocks route exists only in dev). */
export const EMPTY_GALLERY = "export const items = []; export const icons = {}; export const iconsDescription = '';"

/**
 * The dev-only block gallery's data: every block type with its schema example, connected by the same connector as
 * the pages (connect.ts). A block that shows a collection's item (`from: entry`) gets that collection's first item.
 * `icons` holds every icon the schema allows (defs/icon.schema.json), in its order: the examples draw from it, and
 * the gallery shows each with its name, as docs/blocks.md does.
 */
export function galleryModule(site: Site, icons: IconSet, schemaDir = ENGINE_SCHEMA_DIR): string {
  const contracts = blockContracts(schemaDir)
  const collections = new Map([...site.collections].map(([name, record]) => [name, record.entries.map((e) => e.item)]))
  const isBlockType = (type: string): type is BlockType => (blockTypes as readonly string[]).includes(type)
  const items: GalleryItem[] = readBlockSchemas(schemaDir).map(({ type, description, example }) => {
    if (!example || !isBlockType(type))
      return { type, description, problem: `schema/blocks/${type}.schema.json has no examples` }
    const contract = contracts.get(type)
    const shows = contract?.needs.find(([, need]) => need.from === 'entry')?.[1]
    const collection = shows && 'collection' in shows ? shows.collection : undefined
    const item = collection === undefined ? undefined : collections.get(collection)?.[0]
    const entry = collection !== undefined && item ? { collection, item } : undefined
    const connected = connectBlock({ ...example, type }, contract, {
      route: '/__blocks',
      entry,
      config: site.config,
      routes: site.routes,
      collections,
    })
    return connected.ok
      ? { type, description, block: connected.block }
      : { type, description, problem: connected.problem.message }
  })
  const iconSchema = readIconSchema(schemaDir)
  return [
    `export const items = ${JSON.stringify(items)};`,
    `export const icons = ${JSON.stringify(Object.fromEntries(icons))};`,
    `export const iconsDescription = ${JSON.stringify(iconSchema.description)};`,
  ].join('\n')
}
