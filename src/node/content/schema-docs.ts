import { join } from 'node:path'
import { stringify } from 'yaml'
import { blockSchemaFiles, readSchemaFile } from './schema-files.ts'
import { blockContracts, type StructuredDataDeclaration } from './contracts.ts'

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
  return blockSchemaFiles(schemaDir).map(({ type, file }) => {
    const schema = readSchemaFile<Schema>(file)
    return {
      type,
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
  /** The schema folder, to tell the shared icon list apart (it gets a section of its own). */
  schemaDir: string
}

/** The shared list of icon names: fields that take one link to the generated Icons section instead of listing them. */
const ICON_SCHEMA = 'defs/icon.schema.json'

function resolveRef(context: Context, ref: string): { schema: Schema; context: Context; file?: string } {
  const [path, pointer] = ref.split('#')
  const file = path ? join(context.dir, path) : undefined
  const root = file ? readSchemaFile<Schema>(file) : context.root
  let schema = root
  if (pointer) for (const part of pointer.split('/').filter(Boolean)) schema = (schema as Record<string, Schema>)[part]!
  return {
    schema,
    context: { ...context, root, dir: file ? file.slice(0, file.lastIndexOf('/')) : context.dir },
    file,
  }
}

/** A field with its `$ref`s followed: the referenced schema, with the field's own keywords (description) on top. */
function resolved(schema: Schema, context: Context): { schema: Schema; context: Context; isIcon: boolean } {
  if (!schema.$ref) return { schema, context, isIcon: false }
  const target = resolveRef(context, schema.$ref)
  const { $ref: _ref, ...own } = schema
  const inner = resolved(target.schema, target.context)
  const isIcon = inner.isIcon || target.file === join(context.schemaDir, ICON_SCHEMA)
  return { schema: { ...inner.schema, ...own }, context: inner.context, isIcon }
}

/** A field's kind in words: text, number, list of …, one of "a", "b", group of fields. */
export function describeType(schema: Schema, context: Context): string {
  const field = resolved(schema, context)
  schema = field.schema
  context = field.context
  if (field.isIcon) return 'an [icon](#icons) name'
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``
  if (schema.enum) return `one of ${schema.enum.map((v) => `\`${String(v)}\``).join(', ')}`
  if (schema.anyOf ?? schema.oneOf)
    return [...new Set((schema.anyOf ?? schema.oneOf)!.map((s) => describeType(s, context)))].join(' or ')
  if (schema['x-ref'] === 'link') return 'link'
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type
  switch (type) {
    case 'string':
      return schema['x-ref'] === 'asset' || schema['x-ref'] === 'image' ? 'file path' : 'text'
    case 'integer':
      return 'whole number'
    case 'boolean':
      return '`true` or `false`'
    case 'array': {
      const items = schema.items ? describeType(schema.items, context) : 'values'
      return items === GROUP ? `list of ${GROUPS}` : `list of ${items}`
    }
    case 'object':
      return GROUP
    default:
      return type ?? 'value'
  }
}

/** What a field that holds other fields is called; each one is followed by rows for its inner fields. */
export const GROUP = 'group of fields'
const GROUPS = 'groups of fields'

/** The groups of fields a value can be: itself, its list's items, or its alternatives (anyOf), each with its context. */
function groupsIn(schema: Schema, context: Context): Array<{ schema: Schema; context: Context; list: boolean }> {
  const field = resolved(schema, context)
  const { schema: s, context: c } = field
  if (s.properties) return [{ schema: s, context: c, list: false }]
  if (s.items) return groupsIn(s.items, c).map((group) => ({ ...group, list: true }))
  return (s.anyOf ?? s.oneOf ?? []).flatMap((branch) => groupsIn(branch, c))
}

interface FieldRow {
  path: string
  kind: string
  required: string
  description: string
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

/**
 * One row per field of `schema`, and after each field that holds other fields, rows for those, to the leaf: a group's
 * fields are written `group.field`, the fields of a list's items `list[].field`. Alternatives (a text or a group) merge
 * their groups' fields; a field some alternatives require and others do not is required "in some forms".
 */
function fieldRows(groups: Array<{ schema: Schema; context: Context }>, prefix: string, rows: FieldRow[] = []) {
  const names = [...new Set(groups.flatMap(({ schema }) => Object.keys(schema.properties ?? {})))]
  for (const name of names) {
    const having = groups.filter(({ schema }) => schema.properties?.[name])
    const requiredBy = groups.filter(({ schema }) => schema.required?.includes(name)).length
    const { schema: field, context } = { schema: having[0]!.schema.properties![name]!, context: having[0]!.context }
    const full = resolved(field, context).schema
    const defaultText = full.default !== undefined ? ` Default: \`${JSON.stringify(full.default)}\`.` : ''
    const path = `${prefix}${name}`
    rows.push({
      path,
      kind: describeType(field, context),
      required: requiredBy === groups.length ? 'yes' : requiredBy > 0 ? 'in some forms' : 'no',
      description: `${full.description ?? ''}${defaultText}`,
    })
    const inner = having.flatMap(({ schema, context: c }) => groupsIn(schema.properties![name]!, c))
    const lists = inner.filter((group) => group.list)
    const single = inner.filter((group) => !group.list)
    if (single.length) fieldRows(single, `${path}.`, rows)
    if (lists.length) fieldRows(lists, `${path}[].`, rows)
  }
  return rows
}

/** The rows of one block's field table: its fields and, to the leaf, the fields inside them. */
export function blockFieldRows(block: BlockDoc, schemaDir: string): FieldRow[] {
  const context: Context = { root: block.schema, dir: join(schemaDir, 'blocks'), schemaDir }
  return fieldRows([{ schema: block.schema, context }], '')
}

/** docs/blocks.md: what each block is for, its fields and a minimal example that passes validation, and the icons. */
export function blockReference(schemaDir: string, icons: readonly string[]): string {
  const blocks = readBlockSchemas(schemaDir)
  const lines = [
    "<!-- Generated from schema/blocks by `npm run generate`. Do not edit: change the schemas' descriptions and examples. -->",
    '# Block reference',
    '',
    'Every page in `site/pages` is a list of blocks. Each block starts with `type:` and takes the fields listed here.',
    'Your editor shows the same descriptions on hover (see [the authoring guide](authoring.md)).',
    'A field inside a group of fields is written `group.field`, a field of each item of a list `list[].field`;',
    '"required" there means required whenever that group or item is written.',
    '',
    ...blocks.map((b) => `- [\`${b.type}\`](#${b.type}): ${firstSentence(b.description)}`),
    `- [Icons](#icons): the ${icons.length} icon names an \`icon\` field takes, with their pictures.`,
    '',
  ]
  for (const block of blocks) {
    lines.push(
      `## ${block.type}`,
      '',
      block.description,
      '',
      ...describedFor(blockContracts(schemaDir).get(block.type)?.structuredData),
      '| field | kind | required | description |',
      '|---|---|---|---|',
      ...blockFieldRows(block, schemaDir).map(
        (row) => `| \`${row.path}\` | ${cell(row.kind)} | ${row.required} | ${cell(row.description)} |`,
      ),
    )
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
  lines.push(
    '## Icons',
    '',
    `Every \`icon\` field takes one of these names (the list is ${ICON_SCHEMA} in the schema folder). The pictures are`,
    'the drawings the site shows; the block gallery of `npm run dev` (`/__blocks`) shows them too.',
    '',
    '| picture | name |',
    '|---|---|',
    ...icons.map((name) => `| ![](${ICON_PICTURES_DIR}/${name}.svg) | \`${name}\` |`),
  )
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

/** What a block tells search engines (its `x-structured-data`), in the block reference: a line, or nothing. */
function describedFor(declared: StructuredDataDeclaration | undefined): string[] {
  if (!declared) return []
  const what = {
    Article: 'the article it shows, as an `Article` (headline, summary, date, author, picture)',
    Service: 'the service it shows, as a `Service` provided by the organisation',
    FAQPage: 'its questions and answers, as a `FAQPage`',
    Organization:
      'the organisation, from `company` in site.yaml: its `type` (e.g. `ProfessionalService`), address, coordinates and opening hours',
  }[declared.type]
  return [`For search engines, the page's structured data (JSON-LD) describes ${what}.`, '']
}

/** Where the icon pictures of docs/blocks.md live, relative to docs/. */
export const ICON_PICTURES_DIR = 'icons'

/** One icon as a standalone SVG file, drawn as the site draws it (round strokes), in a grey that reads on light and dark pages. */
export function iconPicture(node: ReadonlyArray<readonly [string, Record<string, string | number>]>): string {
  const elements = node.map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${String(value)}"`)
        .join(' ')}/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#64748b" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${elements.join('')}</svg>\n`
}

function firstSentence(text: string): string {
  // "e.g." and "i.e." do not end a sentence.
  const masked = text.replace(/\b(e\.g|i\.e)\./g, (m) => m.replace(/\./g, '\u0000'))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the dots masked above, and is put back here
  return (/^.*?[.!?](?=\s|$)/.exec(masked)?.[0] ?? masked).replace(/\u0000/g, '.').trim()
}
