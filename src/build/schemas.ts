import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

/** A value in the content that points at something outside its file: checked after the schema. */
export interface Reference {
  kind: string
  value: string
  /** JSON pointer of the value in the document. */
  pointer: string
}

const SCHEMA_BASE = 'file:///schema/'

export interface SchemaSet {
  ajv: Ajv
  page: ValidateFunction
  site: ValidateFunction
  collections: Map<string, ValidateFunction>
  blockTypes: string[]
  /** Refs collected during the last validate call. */
  takeReferences(): Reference[]
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => join(dir, name))
    .sort()
}

/** The block union: one branch per file in schema/blocks, chosen by `type`. Also written to schema/block.schema.json for editors. */
export function blockUnionSchema(schemaDir: string): Record<string, unknown> {
  const files = listJson(join(schemaDir, 'blocks'))
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from schema/blocks by `npm run generate`. Do not edit.',
    title: 'Block',
    description: 'One section of a page. Its type picks which fields it takes.',
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', description: 'The kind of block; it decides which fields the block takes.' } },
    discriminator: { propertyName: 'type' },
    oneOf: files.map((file) => ({ $ref: relative(schemaDir, file).split('\\').join('/') })),
  }
}

/** Loads every schema in `schemaDir` into one ajv instance and compiles the entry points. */
export function loadSchemas(schemaDir: string): SchemaSet {
  let collected: Reference[] = []
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, discriminator: true, verbose: true })
  addFormats(ajv, ['email', 'date', 'uri'])
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    validate: (kind: string, data: unknown, _parent: unknown, context?: { instancePath: string }) => {
      if (typeof data === 'string') collected.push({ kind, value: data, pointer: context?.instancePath ?? '' })
      return true
    },
  })
  // Metadata for the block gallery: the collection whose first item shows an item-page block (e.g. case-study-detail).
  ajv.addKeyword({ keyword: 'x-entry', schemaType: 'string' })
  const blockTypes: string[] = []
  for (const file of listJson(schemaDir)) {
    const rel = relative(schemaDir, file).split('\\').join('/')
    if (rel === 'block.schema.json') continue
    const schema = readJson(file)
    if (rel.startsWith('blocks/')) {
      const constType = (schema.properties as Record<string, { const?: string }> | undefined)?.type?.const
      if (constType) blockTypes.push(constType)
    }
    ajv.addSchema({ ...schema, $id: SCHEMA_BASE + rel })
  }
  ajv.addSchema({ ...blockUnionSchema(schemaDir), $id: SCHEMA_BASE + 'block.schema.json' })
  const get = (rel: string): ValidateFunction => {
    const validate = ajv.getSchema(SCHEMA_BASE + rel)
    if (!validate) throw new Error(`schema ${rel} is missing from ${schemaDir}`)
    return validate
  }
  const collections = new Map<string, ValidateFunction>()
  for (const file of listJson(join(schemaDir, 'collections'))) {
    const rel = relative(schemaDir, file).split('\\').join('/')
    collections.set(rel.replace(/^collections\//, '').replace(/\.schema\.json$/, ''), get(rel))
  }
  return {
    ajv,
    page: get('page.schema.json'),
    site: get('site.schema.json'),
    collections,
    blockTypes: blockTypes.sort(),
    takeReferences() {
      const out = collected
      collected = []
      return out
    },
  }
}
