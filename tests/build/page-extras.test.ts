import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSite } from '../../src/build/load.ts'
import { readdirSync, readFileSync } from 'node:fs'
import { clientConfig, FORM_BLOCKS, iconNames, iconsUsed, loadIconSet, withExtras } from '../../src/build/page-extras.ts'
import type { PageData } from '../../src/shared/types.ts'

const root = join(import.meta.dirname, '../..')
const icons = await loadIconSet()
const site = loadSite({ siteDir: join(root, 'site'), cwd: root })
const noRoutes = { routes: [], config: site.config }
const page = (blocks: unknown[], extra: Partial<PageData> = {}): PageData => ({ route: '/x', title: 'X', description: 'X', blocks: blocks as PageData['blocks'], collections: {}, ...extra })

describe('page extras', () => {
  it('has a drawing for every icon name the schema allows', () => {
    expect([...icons.keys()].sort()).toEqual([...iconNames()].sort())
    for (const [name, node] of icons) {
      expect(node.length, name).toBeGreaterThan(0)
      for (const [tag] of node) expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse'], `${name}: ${tag}`).toContain(tag)
    }
  })

  it('gives a page the drawings of the icons its blocks, entry and collection items name, and no others', () => {
    const data = withExtras(
      page([{ type: 'services-grid', cards: [{ icon: 'shield', title: 'A' }, { icon: 'cloud', title: 'B' }, { title: 'no icon' }] }], {
        entry: { id: 'e', icon: 'lock', benefits: [{ icon: 'zap' }] },
        collections: { services: [{ id: 's', icon: 'cpu' }] },
      }),
      icons,
      noRoutes,
    )
    expect(Object.keys(data.icons ?? {})).toEqual(['cloud', 'cpu', 'lock', 'shield', 'zap'])
    expect(data.icons?.shield).toEqual(icons.get('shield'))
    // Words that happen to be icon names are not icons unless they sit in an `icon` field.
    expect(iconsUsed({ title: 'shield', icons: ['lock'] }, icons).size).toBe(0)
  })

  it('adds the route list only to pages with a site map, and the form settings only to pages with a form', () => {
    const routes = [{ route: '/', title: 'Home', navLabel: 'Home' }]
    const extras = { routes, config: site.config }
    expect(withExtras(page([{ type: 'sitemap', groups: [] }]), icons, extras).routes).toEqual(routes)
    expect(withExtras(page([{ type: 'newsletter', title: 'News' }]), icons, extras).forms).toEqual(site.config.forms)
    const plain = withExtras(page([{ type: 'cta', title: 'Hi' }]), icons, extras)
    expect(plain.routes).toBeUndefined()
    expect(plain.icons).toBeUndefined()
    expect(plain.forms).toBeUndefined()
  })

  it('knows every block type whose code shows a form', () => {
    const blocksDir = join(root, 'src/blocks')
    const withForms = readdirSync(blocksDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && readdirSync(join(blocksDir, d.name)).some((f) => readFileSync(join(blocksDir, d.name, f), 'utf8').includes("from '../../forms/")))
      .map((d) => d.name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase()))
    expect([...FORM_BLOCKS].sort()).toEqual(withForms.sort())
  })

  it('sends every page the site settings without those only the build or form pages use', () => {
    const config = clientConfig(site.config)
    expect(Object.keys(config)).not.toContain('forms')
    expect(Object.keys(config)).not.toContain('shareImage')
    expect(config.navigation).toEqual(site.config.navigation)
  })

  it('covers every icon of every page of the site', () => {
    let named = 0
    for (const record of [...site.pages, ...site.notFound]) {
      const data = withExtras(record.data, icons, site)
      const used = iconsUsed([record.data.blocks, record.data.entry, record.data.collections], icons)
      named += used.size
      expect(Object.keys(data.icons ?? {}).sort(), record.route).toEqual([...used].sort())
    }
    expect(named).toBeGreaterThan(20)
  })
})
