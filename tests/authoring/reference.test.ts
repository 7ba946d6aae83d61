import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { DEFAULT_ITEMS_PER_GROUP, DEFAULT_ITEMS_PER_GROUP_MOBILE } from '../../src/layout/navigation.ts'

/** docs/blocks.md, the block reference an author reads: complete to the leaf, with the icon names and their pictures. */
const root = join(import.meta.dirname, '../..')
const reference = readFileSync(join(root, 'docs/blocks.md'), 'utf8')
const iconNames = (JSON.parse(readFileSync(join(root, 'schema/defs/icon.schema.json'), 'utf8')) as { enum: string[] })
  .enum

interface Row {
  block: string
  path: string
  kind: string
}

/** The field rows of every block's table: `| \`path\` | kind | required | description |`. */
function fieldRows(markdown: string): Row[] {
  const rows: Row[] = []
  let block = ''
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) block = heading[1]!
    const row = /^\| `([^`]+)` \| (.*?) \| (?:yes|no|in some forms) \|/.exec(line)
    if (row) rows.push({ block, path: row[1]!, kind: row[2]! })
  }
  return rows
}

/** The rows that say "group of fields" (or a list of them) but are not followed by a row of a field inside them. */
function groupsWithoutFields(rows: Row[]): string[] {
  return rows
    .filter(({ kind }) => /groups? of fields/.test(kind))
    .filter((row) => {
      const next = rows[rows.indexOf(row) + 1]
      return !(
        next &&
        next.block === row.block &&
        (next.path.startsWith(`${row.path}.`) || next.path.startsWith(`${row.path}[].`))
      )
    })
    .map(({ block, path }) => `${block}: ${path}`)
}

describe('the block reference (docs/blocks.md)', () => {
  const rows = fieldRows(reference)

  test('every group of fields, and every list of groups, is followed by its inner fields', () => {
    expect(rows.filter(({ kind }) => /groups? of fields/.test(kind)).length).toBeGreaterThan(20)
    expect(groupsWithoutFields(rows)).toEqual([])
  })

  test('the check sees a group left without its fields', () => {
    const lonely = [
      { block: 'cta', path: 'buttons', kind: 'list of groups of fields' },
      { block: 'cta', path: 'title', kind: 'text' },
    ]
    expect(groupsWithoutFields(lonely)).toEqual(['cta: buttons'])
  })

  test('fields nested in shared definitions are listed to the leaf, with their allowed values', () => {
    const paths = new Set(rows.map(({ block, path }) => `${block}: ${path}`))
    // A button (defs/button), a picture (defs/image) and a card's icon (defs/icon) inside a list.
    expect(paths).toContain('cta: buttons[].label')
    expect(paths).toContain('cta: buttons[].href')
    expect(rows.find(({ block, path }) => block === 'cta' && path === 'buttons[].variant')?.kind).toBe(
      'one of `primary`, `secondary`',
    )
    expect([...paths].some((path) => path.endsWith('image.alt'))).toBe(true)
    expect(rows.filter(({ path }) => path.endsWith('icon')).every(({ kind }) => kind.includes('(#icons)'))).toBe(true)
  })

  test('one Icons section lists every icon name with its picture', () => {
    const section = reference.slice(reference.indexOf('\n## Icons\n'))
    expect(section.length).toBeGreaterThan(100)
    expect(reference.indexOf('\n## Icons\n')).toBe(reference.lastIndexOf('\n## Icons\n'))
    for (const name of iconNames) {
      expect(section, name).toContain(`| ![](icons/${name}.svg) | \`${name}\` |`)
      const picture = readFileSync(join(root, 'docs/icons', `${name}.svg`), 'utf8')
      expect(picture, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]*\/>)+<\/svg>\n$/,
      )
    }
    expect(readdirSync(join(root, 'docs/icons')).sort()).toEqual(iconNames.map((name) => `${name}.svg`).sort())
  })

  test('the guide links to the reference, and the reference exists', () => {
    expect(existsSync(join(root, 'docs/authoring.md'))).toBe(true)
    expect(readFileSync(join(root, 'docs/authoring.md'), 'utf8')).toContain('(blocks.md)')
  })
})

describe('the Menus section of the guide (docs/authoring.md)', () => {
  const guide = readFileSync(join(root, 'docs/authoring.md'), 'utf8')
  const menus = guide.slice(guide.indexOf('\n## Menus\n'), guide.indexOf('\n## ', guide.indexOf('\n## Menus\n') + 1))

  test('states the per-group caps the layout applies when site.yaml leaves them out', () => {
    type Properties<T> = { properties: T }
    const site = JSON.parse(readFileSync(join(root, 'schema/site.schema.json'), 'utf8')) as Properties<{
      navigation: Properties<{
        links: { items: Properties<{ menu: Properties<Record<string, { default: number }>> }> }
      }>
    }>
    const menu = site.properties.navigation.properties.links.items.properties.menu.properties
    expect([menu.itemsPerGroup!.default, menu.itemsPerGroupMobile!.default]).toEqual([
      DEFAULT_ITEMS_PER_GROUP,
      DEFAULT_ITEMS_PER_GROUP_MOBILE,
    ])
    expect(menus).toContain(`The desktop menu shows the first **${DEFAULT_ITEMS_PER_GROUP}** items of each group`)
    expect(menus).toContain(`the phone menu the\n  first **${DEFAULT_ITEMS_PER_GROUP_MOBILE}**`)
  })
})
