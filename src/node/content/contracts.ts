import { basename } from 'node:path'
import { blockSchemaFiles, readSchemaFile, schemaFilesIn } from './schema-files.ts'
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
 * - `x-structured-data`: the schema.org thing the block describes, for the page's JSON-LD (render/structured-data.ts):
 *   `{ "type": "Article", "title": "/entry/title", … }` (pointers to its facts), `{ "type": "Service", "name": … }`,
 *   `{ "type": "FAQPage", "items": "/items", "question": "question", "answer": "answer" }` (a list and the fields of
 *   each item), or `{ "type": "Organization" }` (the site's own organisation, with the type site.yaml `company.type`
 *   gives it: address, coordinates, opening hours).
 * - `x-anchors`: the ids of sections the block renders besides its own `id`, which links may jump to: a fixed id
 *   (`"related"`), one shown only when a prop has a value (`{ "id": "benefits", "when": "/entry/benefits" }`), or one
 *   per item of a list, from a field (`{ "each": "/sections", "slug": "title" }`, named as src/shared/anchors.ts does).
 * - `x-search`: `true` when the block searches the site: the build then writes the search index of the published
 *   pages (render/search-index.ts) and the hosts allow what its runtime needs (host/hosting.ts).
 * - `x-images`: how wide the block shows each of its pictures, by a pointer to the image (`*` for every item of a
 *   list, as in `/entries/STAR/image`): a list of widths from the narrowest screen up, each a number of CSS pixels or a
 *   share of the screen (`"50vw"`, or `"100vw - 48px"` less the page's margins), from a screen width on (`from`). The build makes each photograph's variants for
 *   these widths and writes them as the picture's `sizes` (render/pictures.ts).
 * - `x-backdrop-images`: pointers (as in `x-images`) to the pictures the block shows behind its text under a dark
 *   overlay, where their fine detail is not seen: the build encodes them at the backdrop quality (render/images.ts
 *   ENCODE_SETTINGS.backdrop), about half the bytes, which a page whose lead picture it is paints that much sooner.
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
/** The facts of a service page. */
export type ServiceFact = 'name' | 'description' | 'image' | 'category'

/** What a block declares it describes (`x-structured-data`); the facts are JSON pointers into its props. */
export type StructuredDataDeclaration =
  | ({ type: 'Article' } & Partial<Record<ArticleFact, string>>)
  | ({ type: 'Service' } & Partial<Record<ServiceFact, string>>)
  | { type: 'FAQPage'; items: string; question: string; answer: string }
  | { type: 'Organization' }

export interface BlockContract {
  type: string
  /** Props the build adds, in the order they are resolved: entries first, then as declared. */
  needs: ReadonlyArray<readonly [prop: string, need: Need]>
  leadImage?: string
  structuredData?: StructuredDataDeclaration
  anchors?: readonly Anchor[]
  search?: boolean
  /** How wide each picture is shown, by a pointer pattern to the image (`x-images`). */
  images?: Readonly<Record<string, readonly ShownWidth[]>>
  /** The pictures shown under a dark overlay, by pointer pattern (`x-backdrop-images`). */
  backdrops?: readonly string[]
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
  'x-backdrop-images': { type: 'array', minItems: 1, items: POINTER },
  'x-structured-data': {
    oneOf: [
      factsOf('Article', ['title', 'description', 'date', 'author', 'section', 'image']),
      factsOf('Service', ['name', 'description', 'image', 'category']),
      {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'items', 'question', 'answer'],
        properties: {
          type: { const: 'FAQPage' },
          items: POINTER,
          question: { type: 'string', minLength: 1 },
          answer: { type: 'string', minLength: 1 },
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: { type: { const: 'Organization' } },
      },
    ],
  },
  /**
   * On a collection's schema (schema/collections/<name>.schema.json): where its items keep the facts a feed gives of
   * each (render/feeds.ts), as pointers into the item. Without `date`, an item is dated by its file.
   */
  'x-feed': factsOf(undefined, ['title', 'summary', 'date', 'author', 'image', 'category'], ['title', 'summary']),
  'x-search': { const: true },
} as const

/** The meta-schema of an object of pointers to facts, tagged by `type` when one is given. */
function factsOf(type: string | undefined, facts: readonly string[], required: readonly string[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...(type ? ['type'] : []), ...required],
    properties: {
      ...(type ? { type: { const: type } } : {}),
      ...Object.fromEntries(facts.map((fact) => [fact, POINTER])),
    },
  }
}

interface BlockSchemaFile {
  properties?: Record<string, { enum?: string[] }>
  'x-needs'?: Record<string, Need>
  'x-lead-image'?: string
  'x-structured-data'?: StructuredDataDeclaration
  'x-anchors'?: Anchor[]
  'x-search'?: true
  'x-images'?: Record<string, ShownWidth[]>
  'x-backdrop-images'?: string[]
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
    structuredData: schema['x-structured-data'],
    anchors: schema['x-anchors'],
    search: schema['x-search'],
    images: schema['x-images'],
    backdrops: schema['x-backdrop-images'],
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

/** The facts a feed gives of an item (`x-feed` on a collection's schema). */
export type FeedFact = 'title' | 'summary' | 'date' | 'author' | 'image' | 'category'
export type FeedFacts = { title: string; summary: string } & Partial<Record<FeedFact, string>>

/** Each collection's `x-feed` declaration (pointers into its items), by collection name; collections without one are not in it. */
export function collectionFeedFacts(schemaDir = ENGINE_SCHEMA_DIR): ReadonlyMap<string, FeedFacts> {
  return new Map(
    schemaFilesIn(schemaDir, 'collections').flatMap((file) => {
      const facts = readSchemaFile<{ 'x-feed'?: FeedFacts }>(file)['x-feed']
      return facts ? [[basename(file, '.schema.json'), facts] as const] : []
    }),
  )
}
