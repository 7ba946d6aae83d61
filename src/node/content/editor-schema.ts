import { dirname, join, relative, resolve } from 'node:path'
import { readSchemaFile, schemaFilesIn } from './schema-files.ts'

type Json = Record<string, unknown>

/** Keywords whose value is a map of names to schemas (the names are data, not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'])

/**
 * Where a schema file is inlined in the editor schema: schema/blocks/hero.schema.json under
 * `definitions.blocks.definitions.hero`. The server names a whole-block suggestion after the last part of its `$ref`,
 * so the suggestion for a hero block reads "hero" (and a button's "button").
 */
function definitionPath(schemaDir: string, file: string): { folder: string; name: string } {
  const parts = relative(schemaDir, file)
    .split('\\')
    .join('/')
    .replace(/\.schema\.json$/, '')
    .split('/')
  return { folder: parts.slice(0, -1).join('-') || 'schema', name: parts.at(-1)! }
}

function pointerTo(schemaDir: string, file: string): string {
  const { folder, name } = definitionPath(schemaDir, file)
  return `#/definitions/${folder}/definitions/${name}`
}

/**
 * A schema as the editor should see it: no `title` (the YAML language server shows a schema's title as a heading on
 * hover and as an item in completion: "HeroBlock"), and every `$ref` pointing into the editor schema's own
 * `definitions`. Files it refers to are queued in `pending` to be inlined too.
 */
function forEditor(schemaDir: string, file: string, node: unknown, pending: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => forEditor(schemaDir, file, item, pending))
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'title' || key === '$schema' || key === '$id' || key === 'discriminator') continue
    if (key === '$ref' && typeof value === 'string') {
      const [path, pointer = ''] = value.split('#')
      const target = path ? resolve(dirname(file), path) : file
      if (target !== file) pending.add(target)
      out.$ref = `${pointerTo(schemaDir, target)}${pointer}`
    } else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, schema]) => [name, forEditor(schemaDir, file, schema, pending)]),
      )
    } else out[key] = forEditor(schemaDir, file, value, pending)
  }
  return out
}

/**
 * The block union as the editor (VS Code's YAML extension, i.e. yaml-language-server) reads it, written to
 * schema/block.schema.json, which page.schema.json refers to. The engine never reads that file: ajv compiles the
 * union from schema/blocks itself (schemas.ts), with `oneOf` and ajv's `discriminator`. The language server knows
 * no `discriminator`, so there an unknown type under `oneOf` read `Value must be "hero".` (the nearest branch).
 * Here `type` is first checked against the list of block types, and each type's fields apply through `if`/`then`,
 * so a wrong type lists the block types and a wrong field is reported against the block its type names.
 * Same source, same verdicts (tests/authoring/editor.test.ts compares them on every page of site/).
 */
export function editorBlockSchema(schemaDir: string): Json {
  const blockDir = join(schemaDir, 'blocks')
  const blockFiles = schemaFilesIn(schemaDir, 'blocks')
  const folders: Record<string, Record<string, unknown>> = {}
  const pending = new Set(blockFiles)
  while (pending.size) {
    const file = [...pending].sort()[0]!
    pending.delete(file)
    const { folder, name } = definitionPath(schemaDir, file)
    folders[folder] ??= {}
    if (name in folders[folder]) continue
    folders[folder][name] = forEditor(schemaDir, file, readSchemaFile(file), pending)
  }
  const sorted = <T>(entries: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))
  const definitions = Object.fromEntries(
    Object.entries(sorted(folders)).map(([folder, schemas]) => [
      folder,
      { $comment: `The schemas of schema/${folder}.`, definitions: sorted(schemas) },
    ]),
  )
  const types = blockFiles.map((file) => definitionPath(schemaDir, file).name)
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment:
      'Generated from schema/blocks by `npm run generate` for editors (the YAML language server). Do not edit. The engine validates with the same block schemas through src/node/content/schemas.ts.',
    description: 'One section of a page. Its type picks which fields it takes.',
    type: 'object',
    required: ['type'],
    properties: {
      type: { description: 'The kind of block; it decides which fields the block takes.', enum: types },
    },
    allOf: types.map((type) => ({
      if: { properties: { type: { const: type } }, required: ['type'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, written to a file, never awaited
      then: { $ref: pointerTo(schemaDir, join(blockDir, `${type}.schema.json`)) },
    })),
    definitions,
  }
}
