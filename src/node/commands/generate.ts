import { basename, join } from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { collectionsOfNeed, contractOf, type Need } from '../content/contracts.ts'
import { blockSchemaFiles, readSchemaFile, schemaFilesIn } from '../content/schema-files.ts'
import { editorBlockSchema } from '../content/editor-schema.ts'
import { ICON_SET_FILE, iconNames, iconSetFile, lucideIconSet } from '../model/page-extras.ts'
import { blockReference, ICON_PICTURES_DIR, iconPicture } from '../content/schema-docs.ts'
import { pascalCase as pascal } from '../../shared/names.ts'
import { uiIconFiles } from '../model/ui-icons.ts'
import { errorReference } from '../errors/reference.ts'

const BANNER = '/* Generated from schema/ by `npm run generate`. Do not edit: change the schemas and run it again. */'

/** The TypeScript type of one need's value (see contracts.ts). */
function needType(need: Need, schema: Record<string, unknown>): { type: string; optional?: boolean } {
  const entries = (names: string[]) => `Entry<${names.map((n) => JSON.stringify(n)).join(' | ')}>`
  switch (need.from) {
    case 'entry':
      return { type: entries([need.collection]) }
    case 'collection':
      return { type: `${entries(collectionsOfNeed(need.collection, schema))}[]` }
    case 'site': {
      // A `*` step is every item of a list (connect.ts: settingsAt).
      const setting = need.path
        .split('.')
        .reduce((type, key) => `NonNullable<${type}>[${key === '*' ? 'number' : JSON.stringify(key)}]`, 'SiteConfig')
      if (need.find) return { type: `NonNullable<${setting}>[number]`, optional: true }
      if (need.omit)
        return { type: `Omit<NonNullable<${setting}>, ${need.omit.map((key) => JSON.stringify(key)).join(' | ')}>` }
      return need.path.includes('*') ? { type: `NonNullable<${setting}>[]` } : { type: setting }
    }
    case 'routes':
      return { type: 'RouteSummary[]' }
    case 'page':
      return { type: 'string' }
  }
}

/** `BlockNeeds`: for every block type, the props the build adds to it. */
function blockNeedsType(blocks: Array<{ type: string; schema: Record<string, unknown> }>): string {
  const lines = blocks.map(({ type, schema }) => {
    const props = contractOf(type, schema).needs.map(([prop, need]) => {
      const { type: value, optional } = needType(need, schema)
      return `${prop}${optional ? '?' : ''}: ${value}`
    })
    return `  ${JSON.stringify(type)}: { ${props.join('; ')}${props.length ? ' ' : ''}}`
  })
  return `/** What the build adds to each block's props: its schema's \`x-needs\` (src/node/content/contracts.ts). */\nexport interface BlockNeeds {\n${lines.join('\n')}\n}`
}

/** Where `npm run generate` writes one picture per icon name, for the Icons section of docs/blocks.md. */
export const ICON_PICTURES = `docs/${ICON_PICTURES_DIR}`

/**
 * docs/icons/<name>.svg for every icon name the schema allows, drawn from the same lucide data the site uses, and that
 * data as the build reads it (ICON_SET_FILE).
 */
async function iconPictureFiles(schemaDir: string): Promise<Record<string, string>> {
  const drawings = await lucideIconSet(schemaDir)
  // The build reads the drawings from this file rather than from lucide's modules (page-extras.ts loadIconSet).
  const files: Record<string, string> = { [ICON_SET_FILE]: iconSetFile(drawings) }
  for (const name of iconNames(schemaDir)) {
    const drawing = drawings.get(name)
    if (!drawing) throw new Error(`no drawing for the icon "${name}" (schema/defs/icon.schema.json)`)
    files[`${ICON_PICTURES}/${name}.svg`] = iconPicture(drawing)
  }
  return files
}

/** The files `npm run generate` writes, as path → content, so a test can compare them with what is committed. */
export async function generatedFiles(root: string): Promise<Record<string, string>> {
  const schemaDir = join(root, 'schema')
  const blocks = blockSchemaFiles(schemaDir)
  const collections = schemaFilesIn(schemaDir, 'collections').map((file) => basename(file, '.schema.json'))
  const options = {
    bannerComment: '',
    cwd: schemaDir,
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    // The files a schema refers to (defs/link.schema.json, …) come from the one schema reader too.
    $refOptions: { resolve: { file: { read: (file: { url: string }) => JSON.stringify(readSchemaFile(file.url)) } } },
  }
  const parts: string[] = [BANNER, '']
  const seen = new Set<string>()
  const add = async (
    file: string,
    name: string,
    edit: (
      schema: { properties: Record<string, Record<string, unknown>> } & Record<string, unknown>,
    ) => Record<string, unknown> = (schema) => schema,
  ) => {
    // The reader's value is shared and frozen: compile() copies it before it changes anything, and so does `edit`.
    const schema = edit(readSchemaFile(file))
    const dir = file.slice(0, file.lastIndexOf('/'))
    const code = await compile(schema, name, { ...options, cwd: dir })
    // Shared definitions (Link, Image, …) come out of every schema that uses them: keep the first.
    for (const chunk of code.split(/\n(?=export )/)) {
      const declared = /^export (?:interface|type) (\w+)/.exec(chunk.trim())?.[1]
      if (declared && seen.has(declared)) continue
      if (declared) seen.add(declared)
      parts.push(chunk.trim())
    }
  }
  await add(join(schemaDir, 'site.schema.json'), 'SiteConfig')
  for (const { type, file } of blocks) await add(file, `${pascal(type)}Block`)
  for (const name of collections)
    await add(join(schemaDir, 'collections', `${name}.schema.json`), `${pascal(name)}Entry`)
  // A page file: its blocks are the Block union declared below, not a second copy of it.
  await add(join(schemaDir, 'page.schema.json'), 'PageFile', (page) => ({
    ...page,
    title: 'PageFile',
    properties: { ...page.properties, blocks: { ...page.properties.blocks, items: { tsType: 'Block' } } },
  }))
  const types = blocks.map((block) => block.type)
  parts.push(`import type { Entry, RouteSummary } from '../shared/types.ts'`)
  parts.push(
    `/** Every collection, by name (a folder of site/collections). */\nexport interface CollectionEntries {\n${collections.map((c) => `  ${JSON.stringify(c)}: ${pascal(c)}Entry`).join('\n')}\n}`,
  )
  parts.push(`export type CollectionName = keyof CollectionEntries`)
  parts.push(blockNeedsType(blocks.map(({ type, file }) => ({ type, schema: readSchemaFile(file) }))))
  parts.push(
    `/** Every block, tagged by \`type\`. */\nexport type Block = ${types.map((t) => `${pascal(t)}Block`).join(' | ')}`,
  )
  parts.push(`export type BlockType = Block['type']`)
  parts.push(
    `/** The block types, in the order of schema/blocks. */\nexport const blockTypes = ${JSON.stringify(types)} as const satisfies readonly BlockType[]`,
  )
  return {
    // For editors only: the engine compiles its own union (schemas.ts blockUnionSchema).
    'schema/block.schema.json': `${JSON.stringify(editorBlockSchema(schemaDir), null, 2)}\n`,
    'src/generated/schema-types.ts': `${parts.join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`,
    'docs/blocks.md': blockReference(schemaDir, iconNames(schemaDir)),
    'docs/errors.md': errorReference(),
    ...(await iconPictureFiles(schemaDir)),
    ...(await uiIconFiles(join(root, 'src'))),
  }
}
