import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { blockFolder } from '../../src/shared/names.ts'

/**
 * The block contract (issue: blocks as pure functions of their props): the build knows no block by name, blocks reach
 * nothing of the app but the site identity context, and no code outside one helper asserts a block or page type.
 */

const root = join(import.meta.dirname, '../..')
const blockTypes = readdirSync(join(root, 'schema/blocks'))
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length))

function sources(dir: string): Array<{ file: string; code: string }> {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({
      file: relative(root, join(root, dir, name)),
      code: stripComments(readFileSync(join(root, dir, name), 'utf8')),
    }))
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

/**
 * Quoted words in src/node that are spelled like a block type but are not one, with the reason. Anything else that
 * names a block type is a special case the block's schema should declare instead.
 */
const NOT_BLOCK_NAMES: Record<string, { word: string; why: string }> = {
  'src/node/content/schema-error-words.ts': { word: 'text', why: 'the word authors read for a string value' },
  'src/node/content/schema-docs.ts': { word: 'text', why: 'the word authors read for a string value' },
}

describe('the build knows no block by name', () => {
  test('no block type name is quoted in src/node', () => {
    const found: string[] = []
    for (const { file, code } of sources('src/node')) {
      for (const type of blockTypes) {
        const quoted = new RegExp(`['"\`]${type}['"\`]`, 'g')
        if (!quoted.test(code) || NOT_BLOCK_NAMES[file]?.word === type) continue
        found.push(`${file}: "${type}"`)
      }
    }
    expect(found).toEqual([])
  })

  test('the check sees a block name when there is one', () => {
    const code = "if (block.type === 'sitemap') return routes"
    expect(blockTypes.filter((type) => new RegExp(`['"\`]${type}['"\`]`).test(code))).toEqual(['sitemap'])
  })
})

describe('blocks are functions of their props', () => {
  // The address (app/location.tsx) is what React Router's hooks gave them before the router loaded lazily. The idle
  // scheduler (app/idle.ts) holds no state of the app: the block slots load a behaviour with it (slot-behaviours.ts).
  test('code drawn by blocks imports nothing from src/app but the site identity context, the address and idle time', () => {
    const found: string[] = []
    for (const dir of ['src/blocks', 'src/components', 'src/forms']) {
      for (const { file, code } of sources(dir)) {
        for (const match of code.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
          const target = match[1]!
          if (/(^|\/)app\//.test(target) && !/(^|\/)app\/(contexts\.tsx|location\.tsx|idle\.ts)$/.test(target))
            found.push(`${file} imports ${target}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  test('the identity context offers site settings and icons only, nothing of the page', () => {
    const context = readFileSync(join(root, 'src/app/contexts.tsx'), 'utf8')
    expect([...context.matchAll(/export (?:function|const) (\w+)/g)].map((m) => m[1]).sort()).toEqual([
      'SiteContext',
      'useSite',
    ])
  })

  test('no block reads the address from the router or walks into other blocks', () => {
    const found: string[] = []
    for (const { file, code } of sources('src/blocks')) {
      if (/\buseLocation\b|\buseParams\b/.test(code)) found.push(`${file}: reads the router`)
      if (/closest\(\s*['"]\[data-block\]/.test(code) || /nextElementSibling|previousElementSibling/.test(code))
        found.push(`${file}: walks the DOM between blocks`)
    }
    expect(found).toEqual([])
  })
})

describe('types flow without casts', () => {
  const entryTypes = readdirSync(join(root, 'schema/collections')).map(
    (file) => `${blockFolder(file.slice(0, -'.schema.json'.length))}Entry`,
  )
  const CAST = new RegExp(
    `\\bas\\s+(unknown\\s+as|BlockType\\b|Block\\b|\\w+Block\\b|BlockProps\\b|ResolvedBlock\\b|ConnectedBlock\\b|PageData\\b|PageFile\\b|PageRecord\\b|AnyEntry\\b|Entry\\b|${entryTypes.join('\\b|')}\\b|ComponentType<)`,
  )
  const HELPER = 'src/blocks/render-block.tsx'

  test(`no "as unknown as" and no cast to a block, page or entry type outside ${HELPER}`, () => {
    const found: string[] = []
    for (const dir of [
      'src/app',
      'src/blocks',
      'src/node',
      'src/components',
      'src/forms',
      'src/layout',
      'src/shared',
      'src/theme',
    ]) {
      for (const { file, code } of sources(dir)) {
        if (file === HELPER) continue
        code.split('\n').forEach((line, index) => {
          if (CAST.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
        })
      }
    }
    expect(found).toEqual([])
  })

  test('the helper holds exactly one cast', () => {
    const code = stripComments(readFileSync(join(root, HELPER), 'utf8'))
    expect(code.match(/\bas\s+\w/g)).toHaveLength(1)
  })

  test('the cast check catches a cast', () => {
    expect(CAST.test('const block = data as unknown as HeroBlock')).toBe(true)
    expect(CAST.test('const page = value as PageData')).toBe(true)
    expect(CAST.test('const study = item as CaseStudiesEntry')).toBe(true)
    expect(CAST.test("import { Quote as QuoteMark } from '../../generated/icons.ts'")).toBe(false)
  })
})
