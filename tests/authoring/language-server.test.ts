import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { blockTypes } from '../../src/generated/schema-types.ts'
import { createFixtureSite, removeFixtureSites } from '../helpers/fixture-site.ts'
import { type Diagnostic, LanguageServer } from './language-server.ts'

/**
 * What an author sees in VS Code: the YAML language server its YAML extension runs, started here over stdio with
 * this repository's editor settings (.vscode/settings.json), on real files. Tests run offline, so the server is
 * told not to fetch the public schema catalogue (our files are associated by the settings and modelines anyway).
 */
const root = join(import.meta.dirname, '../..')
const settingsFile = join(root, '.vscode/settings.json')
const OFFLINE = { 'yaml.schemaStore.enable': false }

/** The lines of a file, so a test can put a mistake or a cursor at a named place. */
function lines(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n')
}

function schemaOf(type: string): { properties: Record<string, { description?: string }> } {
  return JSON.parse(readFileSync(join(root, 'schema/blocks', `${type}.schema.json`), 'utf8'))
}

describe('in a real page of site/ (associated by its modeline)', () => {
  let server: LanguageServer
  const about = join(root, 'site/pages/about.yaml')
  const original = lines(about)
  const heroLine = original.indexOf('  - type: hero')

  beforeAll(async () => {
    server = await LanguageServer.start(root, settingsFile, OFFLINE)
  })
  afterAll(() => server?.stop())

  test('after "- type: " in blocks, completion offers exactly the block types', async () => {
    const text = [...original]
    const blocksLine = text.indexOf('blocks:')
    text.splice(blocksLine + 1, 0, '  - type: ')
    await server.open(about, text.join('\n'))
    const items = await server.completion(about, { line: blocksLine + 1, character: '  - type: '.length })
    expect(items.map((item) => item.label).sort()).toEqual([...blockTypes].sort())
  })

  test("inside a block, completion offers that block's remaining fields and no schema names", async () => {
    const text = [...original]
    const subtitleLine = text.findIndex((line, i) => i > heroLine && line.startsWith('    subtitle:'))
    text.splice(subtitleLine + 1, 0, '    ')
    await server.open(about, text.join('\n'))
    const items = await server.completion(about, { line: subtitleLine + 1, character: 4 })
    const written = ['type', 'badge', 'title', 'subtitle', 'buttons']
    const remaining = Object.keys(schemaOf('hero').properties).filter((field) => !written.includes(field))
    expect(items.map((item) => item.label).sort()).toEqual(remaining.sort())
  })

  test('at a new "- " in blocks, the whole-block suggestions are named after the block types, never a schema title', async () => {
    const text = [...original]
    const blocksLine = text.indexOf('blocks:')
    text.splice(blocksLine + 1, 0, '  - ')
    await server.open(about, text.join('\n'))
    const items = await server.completion(about, { line: blocksLine + 1, character: 4 })
    // Kind 7 (Class): a skeleton of a whole block; "block" is the skeleton of any block (its type only).
    const skeletons = items.filter((item) => item.kind === 7).map((item) => item.label)
    expect(skeletons.sort()).toEqual([...blockTypes, 'block'].sort())
    expect(items.map((item) => item.label).filter((label) => /^[A-Z]|Block$/.test(label))).toEqual([])
  })

  test("hover on a field shows the field's description from its block's schema, under no schema name", async () => {
    await server.open(about, original.join('\n'))
    const subtitleLine = original.findIndex((line, i) => i > heroLine && line.startsWith('    subtitle:'))
    const hover = await server.hover(about, { line: subtitleLine, character: 6 })
    expect(hover).toContain(schemaOf('hero').properties.subtitle!.description)
    expect(hover).not.toMatch(/^#+ /m)
  })

  test('the unchanged page shows no problem', async () => {
    await server.open(about, original.join('\n'))
    expect(await server.diagnosticsOf(about)).toEqual([])
  })
})

describe('mistakes, compared with what npm run validate reports', () => {
  let server: LanguageServer
  let page: string
  let diagnostics: Diagnostic[]
  let engine: Array<{ line: number; field: string; message: string }>

  beforeAll(async () => {
    // A workspace like this repository: the minimal fixture site under site/ (no modelines: the settings'
    // associations pick its schema), this repository's schemas and editor settings.
    const site = createFixtureSite()
    const workspace = dirname(site.dir)
    cpSync(join(root, 'schema'), join(workspace, 'schema'), { recursive: true })
    cpSync(settingsFile, join(workspace, '.vscode/settings.json'))
    page = join(site.dir, 'pages/about.yaml')
    const text = lines(page)
    // A misspelt field, a value not in the allowed list, and an unknown block type, each in a block.
    text.splice(text.indexOf('    title: About Us') + 1, 0, '    titel: About', '    variant: fullscren')
    text[text.indexOf('  - type: cta')] = '  - type: heroo'
    writeFileSync(page, text.join('\n'))
    engine = site.load().errors.map(({ line, field, message }) => ({ line, field, message }))
    server = await LanguageServer.start(workspace, join(workspace, '.vscode/settings.json'), OFFLINE)
    await server.open(page, text.join('\n'))
    diagnostics = await server.diagnosticsOf(page)
  })
  afterAll(async () => {
    await server?.stop()
    removeFixtureSites()
  })

  /** The one diagnostic on the engine's line for `field` (LSP counts lines from 0, the engine from 1). */
  function atEngineLine(field: string): Diagnostic[] {
    const error = engine.find((e) => e.field === field)
    expect(error, `npm run validate reports ${field}: ${JSON.stringify(engine)}`).toBeDefined()
    return diagnostics.filter((d) => d.range.start.line === error!.line - 1)
  }

  test('the editor reports the same three mistakes as the engine, on the same lines', () => {
    expect(engine.map((e) => e.field).sort()).toEqual(['blocks[0].titel', 'blocks[0].variant', 'blocks[2].type'])
    expect(diagnostics.map((d) => d.range.start.line + 1).sort()).toEqual(engine.map((e) => e.line).sort())
  })

  test('a misspelt field is named', () => {
    expect(atEngineLine('blocks[0].titel').map((d) => d.message)).toEqual(['Property titel is not allowed.'])
  })

  test('a value not allowed lists the allowed values', () => {
    expect(atEngineLine('blocks[0].variant').map((d) => d.message)).toEqual([
      'Value is not accepted. Valid values: "page", "fullscreen".',
    ])
  })

  test('an unknown block type lists every block type, not the nearest one', () => {
    const [diagnostic, ...others] = atEngineLine('blocks[2].type')
    expect(others).toEqual([])
    expect(diagnostic!.message).toBe(
      `Value is not accepted. Valid values: ${blockTypes.map((type) => `"${type}"`).join(', ')}.`,
    )
  })
})
