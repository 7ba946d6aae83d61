import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { blockLoaders } from '../../src/blocks/registry.ts'
import { blockTypes } from '../../src/generated/schema-types.ts'
import { blockFolder as pascal } from '../../src/shared/names.ts'

const root = join(import.meta.dirname, '../..')
const schemaTypes = readdirSync(join(root, 'schema/blocks'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''))
  .sort()
const componentFolders = readdirSync(join(root, 'src/blocks'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()

describe('block registry', () => {
  test('every block schema has a component and every component has a schema', () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(schemaTypes)
    expect(componentFolders).toEqual(schemaTypes.map(pascal).sort())
    expect([...blockTypes].sort()).toEqual(schemaTypes)
  })

  test("each schema's type constant equals its file name", () => {
    for (const type of schemaTypes) {
      const schema = JSON.parse(readFileSync(join(root, 'schema/blocks', `${type}.schema.json`), 'utf8'))
      expect(schema.properties.type.const, type).toBe(type)
    }
  })

  test('each block folder exports its component as the default of index.ts', async () => {
    for (const type of schemaTypes) {
      expect(existsSync(join(root, 'src/blocks', pascal(type), 'index.ts')), type).toBe(true)
      const module = await blockLoaders[type as keyof typeof blockLoaders]()
      expect(typeof module.default, type).toBe('function')
    }
  })
})
