import { blockSchemaFiles, readSchemaFile } from './schema-files.ts'
import { ENGINE_SCHEMA_DIR } from '../util/paths.ts'

/**
 * What a block needs from outside its own YAML, declared in its schema (never in build code):
 * - `x-needs`: props the build adds to the block, by name. Each says where its value comes from:
 *   - `{ "from": "entry", "collection": "articles" }`: the item a `[id].yaml` page of that collection shows;
 *   - `{ "from": "collection", "collection": "/collection" }`: the items of a collection, named by the block's own field
 *     (a pointer) or literally; `"ids": "/entry/related"` keeps only the items a list of ids names, in its order;
 *     `"exceptCurrent": "/excludeCurrent"` leaves out the page's own item when that field is true;
 *   - `{ "from": "site", "path": "forms" }`: a setting of site.yaml; `"find": { "id": "/group" }` picks the item of
 *     that list whose field equals the value at the pointer. A `*` step of the path goes into every item of a list
 *     (`navigation.links.*.menu.groups`), and `find` then looks through all the lists it reaches; `"omit":
 *     ["declarations"]` leaves fields of the setting out (the block gets what it needs through another need, and the
 *     page's data stays small);
 *   - `{ "from": "routes" }`: every page of the site (route, title, label); `{ "from": "page", "field": "route" }`: the
 *     address of the page the block is on.
 *   Pointers are JSON pointers into the block's props: its YAML fields, then the needs resolved before them (entries first).
 * - `x-lead-image`: a pointer to the picture that paints first when the block opens a page (preloaded).
 * - `x-article`: pointers to the facts of an article page (its JSON-LD), when the block shows one.
 * - `x-anchors`: the ids of sections the block renders besides its own `id`, which links may jump to: a fixed id
 *   (`"related"`), one shown only when a prop has a value (`{ "id": "benefits", "when": "/entry/benefits" }`), or one
 *   per item of a list, from a field (`{ "each": "/sections", "slug": "title" }`, named as src/shared/anchors.ts does).
 * - `x-images`: how wide the block shows each of its pictures, by a pointer to the image (`*` for every item of a
 *   list, as in `/entries/STAR/image`): a list of widths from the narrowest screen up, each a number of CSS pixels or a
 *   share of the screen (`"50vw"`, or `"100vw - 48px"` less the page's margins), from a screen width on (`from`). The build makes each photograph's variants for
 *   these widths and writes them as the picture's `sizes` (render/pictures.ts).
 * The frame origins a block embeds are `x-ref: "frame"` fields, collected with the other references.
 */
export type Need =
  | { from: 'entry'; collection: string }
  | { from: 'collection'; collection: string; ids?: string; exceptCurrent?: string }
  | { from: 'site'; path: string; find?: Record<string, string>; omit?: string[] }
  | { from: 'routes' }
  | { from: 'page'; field: 'route' }

/** A section id a block renders (see `x-anchors` above). */
export type Anchor = string | { id: string; when: string } | { each: string; slug: string }

/** How wide a picture is shown from a screen width on (`from`, CSS pixels; the first entry has none). */
export interface ShownWidth {
  from?: number
  /** CSS pixels, or a share of the screen's width (`"50vw"`), less a margin (`"100vw - 48px"`). */
  width: number | string
}

/** The facts of an article page, for its structured data. */
export type ArticleFact = 'title' | 'description' | 'date' | 'author' | 'section' | 'image'

export interface BlockContract {
  type: string
  /** Props the build adds, in the order they are resolved: entries first, then as declared. */
  needs: ReadonlyArray<readonly [prop: string, need: Need]>
  leadImage?: string
  article?: Partial<Record<ArticleFact, string>>
  anchors?: readonly Anchor[]
  /** How wide each picture is shown, by a pointer pattern to the image (`x-images`). */
  images?: Readonly<Record<string, readonly ShownWidth[]>>
}

/** The meta-schemas of the keywords, so ajv rejects a malformed declaration when it compiles the block's schema. */
const POINTER = { type: 'string', pattern: '^/' }
export const NEED_KEYWORDS = {
  'x-needs': {
    type: 'object',
    additionalProperties: {
      oneOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'collection'],
          properties: { from: { const: 'entry' }, collection: { type: 'string' } },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'collection'],
          properties: {
            from: { const: 'collection' },
            collection: { type: 'string' },
            ids: POINTER,
            exceptCurrent: POINTER,
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'path'],
          properties: {
            from: { const: 'site' },
            path: { type: 'string' },
            find: { type: 'object', additionalProperties: POINTER },
            omit: { type: 'array', items: { type: 'string' } },
          },
        },
        { type: 'object', additionalProperties: false, required: ['from'], properties: { from: { const: 'routes' } } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'field'],
          properties: { from: { const: 'page' }, field: { const: 'route' } },
        },
      ],
    },
  },
  'x-lead-image': POINTER,
  'x-anchors': {
    type: 'array',
    items: {
      oneOf: [
        { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'when'],
          properties: { id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' }, when: POINTER },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['each', 'slug'],
          properties: { each: POINTER, slug: { type: 'string' } },
        },
      ],
    },
  },
  'x-images': {
    type: 'object',
    propertyNames: { pattern: '^/' },
    additionalProperties: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['width'],
        properties: {
          from: { type: 'integer', minimum: 1 },
          width: {
            oneOf: [
              { type: 'integer', minimum: 1 },
              { type: 'string', pattern: '^[1-9][0-9]*vw( - [1-9][0-9]*px)?$' },
            ],
          },
        },
      },
    },
  },
  'x-article': {
    type: 'object',
    additionalProperties: POINTER,
    propertyNames: { enum: ['title', 'description', 'date', 'author', 'section', 'image'] },
  },
} as const

interface BlockSchemaFile {
  properties?: Record<string, { enum?: string[] }>
  'x-needs'?: Record<string, Need>
  'x-lead-image'?: string
  'x-article'?: Partial<Record<ArticleFact, string>>
  'x-anchors'?: Anchor[]
  'x-images'?: Record<string, ShownWidth[]>
}

/** Reads one block schema's declarations. Throws (an engine mistake, not a content one) when a prop would hide a field. */
export function contractOf(type: string, schema: BlockSchemaFile): BlockContract {
  const declared = Object.entries(schema['x-needs'] ?? {})
  for (const [prop] of declared) {
    if (schema.properties?.[prop])
      throw new Error(
        `schema/blocks/${type}.schema.json: x-needs.${prop} has the name of a field of the block; give the prop another name`,
      )
  }
  const needs = [
    ...declared.filter(([, need]) => need.from === 'entry'),
    ...declared.filter(([, need]) => need.from !== 'entry'),
  ]
  return {
    type,
    needs,
    leadImage: schema['x-lead-image'],
    article: schema['x-article'],
    anchors: schema['x-anchors'],
    images: schema['x-images'],
  }
}

export type ContractTable = ReadonlyMap<string, BlockContract>

const tables = new Map<string, ContractTable>()

/** Every block type's contract, read from schema/blocks (cached per folder). */
export function blockContracts(schemaDir = ENGINE_SCHEMA_DIR): ContractTable {
  let table = tables.get(schemaDir)
  if (!table) {
    table = new Map(
      blockSchemaFiles(schemaDir).map(({ type, file }) => [
        type,
        contractOf(type, readSchemaFile<BlockSchemaFile>(file)),
      ]),
    )
    tables.set(schemaDir, table)
  }
  return table
}

/** The collection a need lists: named literally, or by the block field a pointer names (its schema's `enum`). */
export function collectionsOfNeed(collection: string, schema: BlockSchemaFile): string[] {
  if (!collection.startsWith('/')) return [collection]
  let node: { properties?: Record<string, unknown>; enum?: string[] } | undefined = schema
  for (const part of collection.slice(1).split('/')) node = node?.properties?.[part] as typeof node
  if (!node?.enum) throw new Error(`the field ${collection} a need lists must have an enum of collection names`)
  return node.enum
}
