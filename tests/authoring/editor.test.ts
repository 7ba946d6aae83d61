import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { editorBlockSchema } from '../../src/node/content/editor-schema.ts'
import { blockUnionSchema } from '../../src/node/content/schemas.ts'

const root = join(import.meta.dirname, '../..')
const settings = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8')) as {
  'yaml.schemas': Record<string, string[]>
}
const associations = Object.entries(settings['yaml.schemas'])

/** The small glob language VS Code's YAML extension uses here: `**` any folders, `*` any name part. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob
    .split('/')
    .map((part) =>
      part === '**' ? '(?:[^/]+/)*' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`,
    )
    .join('')
    .replace(/\/$/, '')
    .replace(/\(\?:\[\^\/\]\+\/\)\*\//g, '(?:[^/]+/)*')
  return new RegExp(`^${pattern}$`)
}

function yamlFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
}

function schemasFor(file: string): string[] {
  return associations
    .filter(([, globs]) => globs.some((glob) => globToRegExp(glob).test(file)))
    .map(([schema]) => schema.replace(/^\.\//, ''))
}

/** The schema the engine itself validates a file with. */
function engineSchema(file: string): string {
  if (file === 'site/site.yaml') return 'schema/site.schema.json'
  if (file.startsWith('site/pages/')) return 'schema/page.schema.json'
  if (file.startsWith('site/locales/')) return 'schema/locale.schema.json'
  // An item, or its translation in a language's folder (site/collections/fr/articles/…).
  const collection = /^site\/collections\/(?:[^/]+\/)?([^/]+)\/[^/]+\.yaml$/.exec(file)?.[1]
  return `schema/collections/${collection}.schema.json`
}

describe('editor support', () => {
  test('the recommended extension is the YAML language server', () => {
    const extensions = JSON.parse(readFileSync(join(root, '.vscode/extensions.json'), 'utf8')) as {
      recommendations: string[]
    }
    expect(extensions.recommendations).toContain('redhat.vscode-yaml')
  })

  test('every YAML file in site/ is associated with exactly the schema the engine validates it with', () => {
    const files = yamlFiles('site')
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) expect(schemasFor(file), file).toEqual([engineSchema(file)])
  })

  test('every associated schema exists, and every collection has an association', () => {
    for (const [schema] of associations) expect(existsSync(join(root, schema)), schema).toBe(true)
    for (const collection of readdirSync(join(root, 'schema/collections')).filter((f) => f.endsWith('.schema.json'))) {
      expect(settings['yaml.schemas'][`./schema/collections/${collection}`], collection).toBeDefined()
    }
  })

  test('every modeline in site/ points at an existing schema', () => {
    for (const file of yamlFiles('site')) {
      const modeline = /^# yaml-language-server: \$schema=(\S+)/m.exec(readFileSync(join(root, file), 'utf8'))?.[1]
      if (!modeline) continue
      const target = join(root, file, '..', modeline)
      expect(existsSync(target), `${file} → ${modeline}`).toBe(true)
      expect(target.replace(`${root}/`, ''), file).toBe(engineSchema(file))
    }
  })
})

describe('the block schema the editor reads (schema/block.schema.json)', () => {
  // page.schema.json refers to block.schema.json: the editor reads that file, the engine compiles its own union from
  // the same block schemas (schemas.ts). Both must give the same verdict on every block.
  const ajvFor = (schema: Record<string, unknown>, extra: Record<string, unknown>[] = []) => {
    const ajv = new Ajv({ strict: false, allErrors: true, discriminator: true })
    addFormats(ajv, ['email', 'date', 'uri'])
    for (const file of readdirSync(join(root, 'schema'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.schema.json') || file === 'block.schema.json') continue
      const json = JSON.parse(readFileSync(join(root, 'schema', file), 'utf8')) as Record<string, unknown>
      ajv.addSchema({ ...json, $id: `file:///schema/${file}` })
    }
    for (const more of extra) ajv.addSchema(more)
    return ajv.compile({ ...schema, $id: 'file:///schema/block.schema.json' })
  }
  const editor = ajvFor(editorBlockSchema(join(root, 'schema')))
  const engine = ajvFor(blockUnionSchema(join(root, 'schema')))
  const pageBlocks = yamlFiles('site/pages').flatMap((file) =>
    ((parse(readFileSync(join(root, file), 'utf8')) as { blocks: unknown[] }).blocks ?? []).map((block, i) => ({
      where: `${file} blocks[${i}]`,
      block,
    })),
  )

  test('is the generated editor schema', () => {
    expect(JSON.parse(readFileSync(join(root, 'schema/block.schema.json'), 'utf8'))).toEqual(
      editorBlockSchema(join(root, 'schema')),
    )
  })

  test('accepts every block of site/ and rejects the same mistakes as the engine', () => {
    expect(pageBlocks.length).toBeGreaterThan(50)
    for (const { where, block } of pageBlocks) {
      expect(engine(block), where).toBe(true)
      expect(editor(block), where).toBe(true)
      const mistakes = [
        { ...(block as object), type: `${(block as { type: string }).type}x` },
        { ...(block as object), titel: 'a misspelt field' },
        { ...(block as object), id: 'Not An Id' },
      ]
      for (const mistake of mistakes) expect([engine(mistake), editor(mistake)], where).toEqual([false, false])
    }
  })
})

type Schema = Record<string, unknown>

/** Every property in a schema, with its path, wherever it is nested. */
function properties(schema: Schema, path: string, out: Array<{ path: string; schema: Schema }> = []) {
  const props = schema.properties as Record<string, Schema> | undefined
  for (const [name, prop] of Object.entries(props ?? {})) {
    out.push({ path: `${path}.${name}`, schema: prop })
    properties(prop, `${path}.${name}`, out)
  }
  for (const key of ['items', 'additionalProperties'] as const)
    if (schema[key] && typeof schema[key] === 'object') properties(schema[key] as Schema, `${path}[]`, out)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, s] of (schema[key] as Schema[] | undefined)?.entries() ?? []) properties(s, `${path}|${i}`, out)
  for (const [name, def] of Object.entries((schema.definitions as Record<string, Schema> | undefined) ?? {}))
    properties(def, `${path}#${name}`, out)
  return out
}

describe('schema documentation', () => {
  const schemaFiles = readdirSync(join(root, 'schema'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.schema.json'),
  )

  test('every field of every schema has a description (shown on hover in the editor)', () => {
    const missing: string[] = []
    for (const file of schemaFiles) {
      const schema = JSON.parse(readFileSync(join(root, 'schema', file), 'utf8')) as Schema
      if (!schema.description) missing.push(`${file}: (the schema itself)`)
      for (const { path, schema: prop } of properties(schema, file)) {
        // A $ref without its own description shows the referenced schema's description.
        if (!prop.description && !(prop.$ref && refDescription(file, prop.$ref as string))) missing.push(path)
      }
    }
    expect(missing).toEqual([])
  })
})

function refDescription(from: string, ref: string): string | undefined {
  const [path, pointer] = ref.split('#')
  const file = path ? join(root, 'schema', from, '..', path) : join(root, 'schema', from)
  let schema = JSON.parse(readFileSync(file, 'utf8')) as Schema
  for (const part of (pointer ?? '').split('/').filter(Boolean)) schema = schema[part] as Schema
  return schema.description as string | undefined
}
