import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { afterAll, describe, expect, test } from 'vitest'
import { blockContracts } from '../../src/node/content/contracts.ts'
import { loadSite } from '../../src/node/load.ts'
import { readBlockSchemas } from '../../src/node/content/schema-docs.ts'

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
    // A block that shows the item of its page (an `entry` need) goes on the item page of its collection, every other
    // one on a page of its own.
    const itemPages = new Map<string, string>()
    for (const rel of readdirSync(join(siteDir, 'pages'), { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('[id].yaml')) continue
      const collection = (parse(readFileSync(join(siteDir, 'pages', rel), 'utf8')) as { collection?: string })
        .collection
      if (collection) itemPages.set(collection, `pages/${rel.split('\\').join('/')}`)
    }
    const contracts = blockContracts(join(root, 'schema'))
    const pages = new Map<string, unknown[]>()
    for (const block of blocks) {
      const entry = contracts.get(block.type)?.needs.find(([, need]) => need.from === 'entry')?.[1]
      const page = entry?.from === 'entry' ? itemPages.get(entry.collection) : 'pages/block-examples.yaml'
      expect(page, `${block.type}: no [id].yaml page for its collection`).toBeDefined()
      pages.set(page!, [...(pages.get(page!) ?? []), block.example])
    }
    for (const [page, examples] of pages) {
      const file = join(siteDir, page)
      const content = existsSync(file)
        ? (parse(readFileSync(file, 'utf8')) as { blocks: unknown[] })
        : { title: 'Block examples', description: 'Every block example.', blocks: [] }
      writeFileSync(file, stringify({ ...content, blocks: [...content.blocks, ...examples] }))
    }
    expect(pages.size).toBeGreaterThan(1)
    const result = loadSite({ siteDir, cwd: work })
    expect(result.errors.filter((e) => [...pages.keys()].some((page) => e.file === `site/${page}`))).toEqual([])
  })

  test('the block reference shows each example as YAML', () => {
    const reference = readFileSync(join(root, 'docs/blocks.md'), 'utf8')
    for (const block of blocks) expect(reference, block.type).toContain(`## ${block.type}\n`)
    expect(reference.match(/```yaml\nblocks:\n {2}- type: /g)?.length).toBe(blocks.length)
  })
})
