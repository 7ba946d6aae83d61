import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'yaml'

type Schema = {
  $ref?: string
  title?: string
  description?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  definitions?: Record<string, Schema>
  'x-ref'?: string
  minItems?: number
  maxItems?: number
}

export interface BlockDoc {
  type: string
  description: string
  example: Record<string, unknown> | undefined
  schema: Schema
}

/** Every block schema, in file order, with its first example. */
export function readBlockSchemas(schemaDir: string): BlockDoc[] {
  return readdirSync(join(schemaDir, 'blocks'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const schema = JSON.parse(readFileSync(join(schemaDir, 'blocks', file), 'utf8')) as Schema
      return {
        type: file.replace('.schema.json', ''),
        description: schema.description ?? '',
        example: schema.examples?.[0] as Record<string, unknown> | undefined,
        schema,
      }
    })
}

interface Context {
  /** The schema the ref appears in (for `#/definitions/…`). */
  root: Schema
  /** The folder of that schema's file (for `../defs/…`). */
  dir: string
}

function resolveRef(context: Context, ref: string): { schema: Schema; context: Context } {
  const [path, pointer] = ref.split('#')
  const file = path ? join(context.dir, path) : undefined
  const root = file ? (JSON.parse(readFileSync(file, 'utf8')) as Schema) : context.root
  let schema = root
  if (pointer) for (const part of pointer.split('/').filter(Boolean)) schema = (schema as Record<string, Schema>)[part]!
  return { schema, context: { root, dir: file ? file.slice(0, file.lastIndexOf('/')) : context.dir } }
}

/** A field's kind in words: text, number, list of …, one of "a", "b". */
export function describeType(schema: Schema, context: Context): string {
  if (schema.$ref) {
    const target = resolveRef(context, schema.$ref)
    return describeType(target.schema, target.context)
  }
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`
  if (schema.anyOf) return schema.anyOf.map((s) => describeType(s, context)).join(' or ')
  if (schema['x-ref'] === 'link') return 'link'
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type
  switch (type) {
    case 'string':
      return schema['x-ref'] === 'asset' || schema['x-ref'] === 'image' ? 'file path' : 'text'
    case 'integer':
      return 'whole number'
    case 'array':
      return `list of ${schema.items ? describeType(schema.items, context) : 'values'}`
    case 'object':
      return schema.title ? schema.title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'group of fields'
    default:
      return type ?? 'value'
  }
}

/** docs/blocks.md: what each block is for, its fields and a minimal example that passes validation. */
export function blockReference(schemaDir: string): string {
  const blocks = readBlockSchemas(schemaDir)
  const lines = [
    "<!-- Generated from schema/blocks by `npm run generate`. Do not edit: change the schemas' descriptions and examples. -->",
    '# Block reference',
    '',
    'Every page in `site/pages` is a list of blocks. Each block starts with `type:` and takes the fields listed here.',
    'Your editor shows the same descriptions on hover (see [the authoring guide](authoring.md)).',
    '',
    ...blocks.map((b) => `- [\`${b.type}\`](#${b.type}): ${firstSentence(b.description)}`),
    '',
  ]
  for (const block of blocks) {
    const context: Context = { root: block.schema, dir: join(schemaDir, 'blocks') }
    lines.push(
      `## ${block.type}`,
      '',
      block.description,
      '',
      '| field | kind | required | description |',
      '|---|---|---|---|',
    )
    const required = new Set(block.schema.required ?? [])
    for (const [name, field] of Object.entries(block.schema.properties ?? {})) {
      const resolved = field.$ref ? { ...resolveRef(context, field.$ref).schema, ...field } : field
      const described = (field.description ?? resolved.description ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')
      const defaultText = resolved.default !== undefined ? ` Default: \`${JSON.stringify(resolved.default)}\`.` : ''
      lines.push(
        `| \`${name}\` | ${describeType(field, context).replace(/\|/g, '\\|')} | ${required.has(name) ? 'yes' : 'no'} | ${described}${defaultText} |`,
      )
    }
    if (block.example)
      lines.push(
        '',
        'Example:',
        '',
        '```yaml',
        'blocks:',
        stringify([block.example], { lineWidth: 0 }).trimEnd().replace(/^/gm, '  '),
        '```',
      )
    lines.push('')
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

function firstSentence(text: string): string {
  // "e.g." and "i.e." do not end a sentence.
  const masked = text.replace(/\b(e\.g|i\.e)\./g, (m) => m.replace(/\./g, '\u0000'))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the dots masked above, and is put back here
  return (/^.*?[.!?](?=\s|$)/.exec(masked)?.[0] ?? masked).replace(/\u0000/g, '.').trim()
}
