import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatErrors } from '../../../src/node/errors/format.ts'
import { loadSite } from '../../../src/node/load.ts'
import { clientConfig, iconNames, iconsUsed, loadIconSet, withExtras } from '../../../src/node/model/page-extras.ts'
import type { PageData } from '../../../src/shared/types.ts'

const root = join(import.meta.dirname, '../../..')
const icons = await loadIconSet()
const result = loadSite({ siteDir: join(root, 'site'), cwd: root })
if (!result.ok) throw new Error(`site/ did not load:\n${formatErrors(result.errors, 'human', { color: false })}`)
const site = result.site
const page = (blocks: unknown[]): PageData => ({
  route: '/x',
  title: 'X',
  description: 'X',
  blocks: blocks as PageData['blocks'],
})

/** What a block schema declares (schema/blocks/<type>.schema.json). */
function needsOf(type: string): Record<string, { from: string; path?: string }> {
  const schema = JSON.parse(readFileSync(join(root, 'schema/blocks', `${type}.schema.json`), 'utf8')) as {
    'x-needs'?: Record<string, { from: string; path?: string }>
  }
  return schema['x-needs'] ?? {}
}

describe('page extras', () => {
  it('has a drawing for every icon name the schema allows', () => {
    expect([...icons.keys()].sort()).toEqual([...iconNames()].sort())
    for (const [name, node] of icons) {
      expect(node.length, name).toBeGreaterThan(0)
      for (const [tag] of node)
        expect(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse'], `${name}: ${tag}`).toContain(tag)
    }
  })

  it('gives a page the drawings of the icons its blocks, and the entry and collection items resolved into them, name, and no others', () => {
    const data = withExtras(
      page([
        {
          type: 'services-grid',
          cards: [{ icon: 'shield', title: 'A' }, { icon: 'cloud', title: 'B' }, { title: 'no icon' }],
        },
        { type: 'service-detail', entry: { id: 'e', icon: 'lock', benefits: [{ icon: 'zap' }] } },
        { type: 'service-cards', services: [{ id: 's', icon: 'cpu' }] },
      ]),
      icons,
      'en',
    )
    expect(Object.keys(data.icons ?? {})).toEqual(['cloud', 'cpu', 'lock', 'shield', 'zap'])
    expect(data.icons?.shield).toEqual(icons.get('shield'))
    // Words that happen to be icon names are not icons unless they sit in an `icon` field.
    expect(iconsUsed({ title: 'shield', icons: ['lock'] }, icons).size).toBe(0)
  })

  it("gives a page its dates written out in the site's language, so the browser formats none", () => {
    const data = withExtras(
      page([
        { type: 'article-body', entry: { date: '2025-01-15', title: 'A' } },
        { type: 'resource-library', articles: [{ date: '2024-11-03' }, { date: 'soon' }, { date: '2025-01-15' }] },
      ]),
      icons,
      'en',
    )
    expect(data.dates).toEqual({ '2024-11-03': 'November 3, 2024', '2025-01-15': 'January 15, 2025' })
    expect(withExtras(page([{ type: 'cta', title: 'No dates' }]), icons, 'en').dates).toBeUndefined()
  })

  it('puts the route list only in site map blocks and the form settings only in blocks with a form; a page gets only its icons', () => {
    let sitemaps = 0
    let forms = 0
    // The site is in English and French: every page has the language switcher's links; a French page also the site's
    // French words (site), and a French copy of an untranslated page the notice (untranslated).
    const languageOf = (route: string) =>
      site.locales!.list.find((l) => !l.isDefault && (route === l.prefix || route.startsWith(`${l.prefix}/`))) ??
      site.locales!.default
    for (const record of [...site.pages, ...site.notFound]) {
      const language = languageOf(record.route)
      expect(
        Object.keys(record.data).filter(
          (key) =>
            !['route', 'title', 'description', 'image', 'blocks', 'notFound', 'languages', 'untranslated'].includes(
              key,
            ) && !(key === 'site' && !language.isDefault),
        ),
        record.route,
      ).toEqual([])
      expect(
        record.data.languages?.map((l) => l.code),
        record.route,
      ).toEqual(['en', 'fr'])
      for (const block of record.data.blocks) {
        const props = block as Record<string, unknown>
        expect('routes' in props, `${record.route} ${block.type}`).toBe(block.type === 'sitemap')
        if (block.type === 'sitemap') {
          sitemaps++
          // A site map lists the pages of its own language.
          expect(props.routes, record.route).toEqual(site.routes.filter((r) => languageOf(r.route) === language))
        }
        expect('forms' in props, `${record.route} ${block.type}`).toBe(needsOf(block.type).forms !== undefined)
        if ('forms' in props) {
          forms++
          // The settings every form shares; each form block gets its own declaration as a prop of its own.
          const { declarations: _declarations, ...shared } = language.config.forms
          expect(props.forms, record.route).toEqual(shared)
        }
      }
    }
    expect(sitemaps).toBeGreaterThan(0)
    expect(forms).toBeGreaterThan(0)
    const plain = withExtras(page([{ type: 'cta', title: 'Hi' }]), icons, 'en')
    expect(plain).toEqual(page([{ type: 'cta', title: 'Hi' }]))
  })

  it('every block type whose code shows a form declares the form settings in its schema', () => {
    const blocksDir = join(root, 'src/blocks')
    const withForms = readdirSync(blocksDir, { withFileTypes: true })
      .filter(
        (d) =>
          d.isDirectory() &&
          readdirSync(join(blocksDir, d.name)).some((f) =>
            readFileSync(join(blocksDir, d.name, f), 'utf8').includes("from '../../forms/"),
          ),
      )
      .map((d) => d.name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase()))
    const declared = readdirSync(join(root, 'schema/blocks'))
      .map((file) => file.replace(/\.schema\.json$/, ''))
      .filter((type) => Object.values(needsOf(type)).some((need) => need.from === 'site' && need.path === 'forms'))
    expect(withForms.length).toBeGreaterThan(0)
    expect(declared.sort()).toEqual(withForms.sort())
    for (const type of declared)
      expect(needsOf(type).forms, type).toEqual({ from: 'site', path: 'forms', omit: ['declarations'] })
  })

  it('sends every page the site settings without those only the build or form pages use', () => {
    const config = clientConfig(site.config)
    expect(Object.keys(config)).not.toContain('forms')
    expect(Object.keys(config)).not.toContain('shareImage')
    expect(Object.keys(config)).not.toContain('timeZone')
    expect(Object.keys(config.labels)).not.toContain('scheduled')
    // Read by the build only (the hosting files' moved page, the font's stylesheet, the categories' list).
    expect(Object.keys(config.labels)).not.toContain('pageMoved')
    expect(Object.keys(config)).not.toContain('vocabularies')
    expect(Object.keys(config.theme.fonts)).not.toContain('faces')
    // The draft banner's words only for a site that has drafts to show (the dev server).
    expect(config.labels.draft).toBe(site.config.labels.draft)
    expect(Object.keys(clientConfig(site.config, { drafts: false }).labels)).not.toContain('draft')
    // The navigation as written, without the reasons of acknowledged warnings (for the build's output only).
    const written = JSON.stringify(site.config.navigation)
    expect(written).toContain('"acknowledge"')
    expect(config.navigation).toEqual(JSON.parse(written, (key, value) => (key === 'acknowledge' ? undefined : value)))
  })

  it('covers every icon of every page of the site', () => {
    let named = 0
    let entries = 0
    for (const record of [...site.pages, ...site.notFound]) {
      const data = withExtras(record.data, icons, site.config.language)
      const used = iconsUsed(record.data.blocks, icons)
      named += used.size
      expect(Object.keys(data.icons ?? {}).sort(), record.route).toEqual([...used].sort())
      // The item of an item page, when a block shows it, brings its icons.
      if (record.entry && record.data.blocks.some((block) => 'entry' in block)) {
        entries++
        for (const name of iconsUsed(record.entry.item, icons))
          expect(data.icons, `${record.route}: ${name}`).toHaveProperty(name)
      }
    }
    expect(named).toBeGreaterThan(20)
    expect(entries).toBeGreaterThan(0)
  })
})
