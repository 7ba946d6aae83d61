import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { afterAll, describe, expect, test } from 'vitest'
import { loadSite } from '../../src/build/load.ts'
import { readBlockSchemas } from '../../src/build/schema-docs.ts'

const root = join(import.meta.dirname, '../..')
const blocks = readBlockSchemas(join(root, 'schema'))
const work = mkdtempSync(join(tmpdir(), 'zuma-examples-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('block examples (shown in docs/blocks.md and the block gallery)', () => {
  test('every block type has an example', () => {
    expect(blocks.filter((b) => !b.example).map((b) => b.type)).toEqual([])
  })

  test('every example passes validation on a page of the real site, links and references included', () => {
    const siteDir = join(work, 'site')
    cpSync(join(root, 'site'), siteDir, { recursive: true })
    const file = join(siteDir, 'pages/block-examples.yaml')
    writeFileSync(file, stringify({ title: 'Block examples', description: 'Every block example.', blocks: blocks.map((b) => b.example) }))
    const site = loadSite({ siteDir, cwd: work })
    expect(site.errors.filter((e) => e.file === 'site/pages/block-examples.yaml')).toEqual([])
  })

  test('the block reference shows each example as YAML', () => {
    const reference = readFileSync(join(root, 'docs/blocks.md'), 'utf8')
    for (const block of blocks) expect(reference, block.type).toContain(`## ${block.type}\n`)
    expect(reference.match(/```yaml\nblocks:\n {2}- type: /g)?.length).toBe(blocks.length)
  })
})
