import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { loadSchemas, validateWith } from '../../../src/node/content/schemas.ts'
import { cacheDir, ENGINE_ROOT, ENGINE_SCHEMA_DIR } from '../../../src/node/util/paths.ts'

// The code of a schema folder's validators is kept in the engine's .cache/validators (schemas.ts): a run whose
// schemas did not change evaluates it instead of compiling. Each test works on copies of the engine's schema folder,
// each made unique, so that what it keeps is its own (the code is kept by what it is made from, not where).
const KEPT = cacheDir(ENGINE_ROOT, 'validators')
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function schemaCopy(change: (schema: { properties: { title: Record<string, unknown> } }) => void = () => {}): {
  dir: string
  /** Written into the copy's page schema, and so into the code of its page validator. */
  marker: string
} {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'))
  made.push(dir)
  cpSync(ENGINE_SCHEMA_DIR, dir, { recursive: true })
  const file = join(dir, 'page.schema.json')
  const schema = JSON.parse(readFileSync(file, 'utf8'))
  const marker = randomUUID()
  schema.$comment = marker
  change(schema)
  writeFileSync(file, JSON.stringify(schema))
  return { dir, marker }
}

/** The files of .cache/validators whose code holds `marker` (other test files keep code there meanwhile). */
function keptWith(marker: string): string[] {
  if (!existsSync(KEPT)) return []
  return readdirSync(KEPT).filter(
    (name) => name.endsWith('.js') && readFileSync(join(KEPT, name), 'utf8').includes(marker),
  )
}

const cta = { type: 'cta', title: 'Talk to us', buttons: [{ label: 'Write', href: '/contact' }] }
const page = { title: 'About', description: 'Who we are.', blocks: [cta] }

describe('validators kept as code', () => {
  test('a validator is compiled once and its code kept; the next load validates with the kept code', () => {
    const { dir, marker } = schemaCopy()
    expect(keptWith(marker)).toEqual([])
    const first = loadSchemas(dir)
    expect(validateWith(first.page, page).valid).toBe(true)
    const kept = keptWith(marker)
    expect(kept).toHaveLength(1)
    // The kept code is what the next load runs: a validator that passes nothing, put in its place, is the one used.
    const file = join(KEPT, kept[0]!)
    const code = readFileSync(file, 'utf8')
    writeFileSync(file, 'exports.validate = function refuse(data) { refuse.errors = []; return false }')
    try {
      expect(validateWith(loadSchemas(dir).page, page).valid).toBe(false)
    } finally {
      writeFileSync(file, code)
    }
    expect(validateWith(loadSchemas(dir).page, page).valid).toBe(true)
  })

  test('a changed schema is compiled anew, with what it now says', () => {
    const { dir: strict, marker } = schemaCopy((schema) => {
      schema.properties.title.maxLength = 3
    })
    const result = loadSchemas(strict).page
    expect(validateWith(result, page).valid).toBe(false)
    expect(result.errors?.map((error) => `${error.instancePath} ${error.keyword}`)).toEqual(['/title maxLength'])
    expect(keptWith(marker)).toHaveLength(1)
  })

  test('the kept code notes the references it meets, each at its place in the page', () => {
    const schemas = loadSchemas(schemaCopy().dir)
    const twoBlocks = { ...page, blocks: [cta, { ...cta, buttons: [{ label: 'Read', href: '/about#team' }] }] }
    for (const set of [schemas, loadSchemas(ENGINE_SCHEMA_DIR)]) {
      const result = validateWith(set.page, twoBlocks)
      expect(result.valid).toBe(true)
      expect(result.references).toEqual([
        { kind: 'link', value: '/contact', pointer: '/blocks/0/buttons/0/href' },
        { kind: 'link', value: '/about#team', pointer: '/blocks/1/buttons/0/href' },
      ])
    }
  })
})
