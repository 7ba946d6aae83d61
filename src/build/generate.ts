import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { blockReference } from './schema-docs.ts'
import { blockUnionSchema } from './schemas.ts'
import { uiIconFiles } from './ui-icons.ts'

const BANNER = '/* Generated from schema/ by `npm run generate`. Do not edit: change the schemas and run it again. */'

function pascal(kebab: string): string {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())
}

/** The files `npm run generate` writes, as path → content, so a test can compare them with what is committed. */
export async function generatedFiles(root: string): Promise<Record<string, string>> {
  const schemaDir = join(root, 'schema')
  const union = blockUnionSchema(schemaDir)
  const blockFiles = readdirSync(join(schemaDir, 'blocks')).filter((f) => f.endsWith('.schema.json')).sort()
  const collectionFiles = readdirSync(join(schemaDir, 'collections')).filter((f) => f.endsWith('.schema.json')).sort()
  const options = { bannerComment: '', cwd: schemaDir, additionalProperties: false, declareExternallyReferenced: true, format: true, ignoreMinAndMaxItems: true, strictIndexSignatures: true, unreachableDefinitions: false }
  const parts: string[] = [BANNER, '']
  const seen = new Set<string>()
  const add = async (file: string, name: string) => {
    const schema = JSON.parse(readFileSync(file, 'utf8'))
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
  for (const file of blockFiles) await add(join(schemaDir, 'blocks', file), `${pascal(file.replace('.schema.json', ''))}Block`)
  for (const file of collectionFiles) await add(join(schemaDir, 'collections', file), `${pascal(file.replace('.schema.json', ''))}Entry`)
  const types = blockFiles.map((f) => f.replace('.schema.json', ''))
  parts.push(`/** Every block, tagged by \`type\`. */\nexport type Block = ${types.map((t) => `${pascal(t)}Block`).join(' | ')}`)
  parts.push(`export type BlockType = Block['type']`)
  parts.push(`/** The block types, in the order of schema/blocks. */\nexport const blockTypes = ${JSON.stringify(types)} as const satisfies readonly BlockType[]`)
  return {
    'schema/block.schema.json': `${JSON.stringify(union, null, 2)}\n`,
    'src/generated/schema-types.ts': `${parts.join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`,
    'docs/blocks.md': blockReference(schemaDir),
    ...(await uiIconFiles(join(root, 'src'))),
  }
}
