import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedFiles } from '../../src/build/generate.ts'

const root = resolve(import.meta.dirname, '../..')

describe('generated files', () => {
  it('match the schemas they come from', async () => {
    const files = await generatedFiles(root)
    expect(Object.keys(files).sort()).toEqual(['docs/blocks.md', 'schema/block.schema.json', 'src/generated/schema-types.ts'])
    for (const [path, content] of Object.entries(files)) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run generate`).toBe(content)
    }
  })
})
