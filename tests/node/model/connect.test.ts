import { describe, expect, test } from 'vitest'
import { connectBlock, settingsAt, valueAt, type PageContext } from '../../../src/node/model/connect.ts'
import { blockContracts, contractOf } from '../../../src/node/content/contracts.ts'
import { loadSchemas } from '../../../src/node/content/schemas.ts'
import { ENGINE_SCHEMA_DIR } from '../../../src/node/util/paths.ts'
import type { AnyEntry, BlockType, SiteConfig } from '../../../src/shared/types.ts'
import { allMenuGroups } from '../../helpers/menus.ts'
import { siteConfig } from '../../helpers/render.tsx'

const service = (id: string, extra: Record<string, unknown> = {}): AnyEntry =>
  ({ id, route: `/services/${id}`, title: `Service ${id}`, description: 'd', ...extra }) as AnyEntry
const study = (id: string): AnyEntry => ({ id, route: `/case-studies/${id}`, title: `Study ${id}` }) as AnyEntry

const collections = new Map<string, AnyEntry[]>([
  [
    'services',
    [
      service('cloud'),
      service('email'),
      service('media', { href: '/services/media-production', route: '/services/media-production' }),
    ],
  ],
  ['case-studies', [study('bank'), study('telecom'), study('government')]],
])
const base: PageContext = {
  route: '/services/email',
  config: siteConfig as SiteConfig,
  routes: [{ route: '/', title: 'Home', navLabel: 'Home' }],
  collections,
}

/** Connects one block of the real engine's contracts on a page. */
function connect(block: Record<string, unknown> & { type: BlockType }, page: Partial<PageContext> = {}) {
  return connectBlock(block, blockContracts().get(block.type), { ...base, ...page })
}

describe('connectBlock: needs declared in block schemas become props', () => {
  test.each([
    {
      name: 'a collection named by the block lists all its items',
      block: { type: 'service-cards', collection: 'services', title: 'T', linkLabel: 'L' },
      page: {},
      prop: 'services',
      expected: ['cloud', 'email', 'media'],
    },
    {
      name: 'exceptCurrent leaves out the item of the page, by id',
      block: { type: 'service-cards', collection: 'services', excludeCurrent: true, title: 'T', linkLabel: 'L' },
      page: { route: '/services/email', entry: { collection: 'services', item: service('email') } },
      prop: 'services',
      expected: ['cloud', 'media'],
    },
    {
      name: 'exceptCurrent leaves out the item whose own page (href) is the page',
      block: { type: 'service-cards', collection: 'services', excludeCurrent: true, title: 'T', linkLabel: 'L' },
      page: { route: '/services/media-production/' },
      prop: 'services',
      expected: ['cloud', 'email'],
    },
    {
      name: 'ids keep only the named items, in the order they are named',
      block: { type: 'case-study-detail' },
      page: {
        entry: {
          collection: 'case-studies',
          item: { ...study('bank'), relatedCaseStudies: ['government', 'telecom'] } as AnyEntry,
        },
      },
      prop: 'relatedStudies',
      expected: ['government', 'telecom'],
    },
  ])('$name', ({ block, page, prop, expected }) => {
    const connected = connect(block as Record<string, unknown> & { type: BlockType }, page)
    expect(connected.ok).toBe(true)
    if (!connected.ok) return
    expect((connected.block[prop] as AnyEntry[]).map((item) => item.id)).toEqual(expected)
  })

  test('site settings come by path (less the fields a need omits), and a list item by a field of the block', () => {
    const newsletter = connect({ type: 'newsletter', title: 'News', form: 'contact' })
    const { declarations, ...shared } = siteConfig.forms
    expect(newsletter.ok && newsletter.block.forms).toEqual(shared)
    expect(newsletter.ok && newsletter.block.declaration).toEqual(declarations.find((form) => form.id === 'contact'))
    const group = allMenuGroups(siteConfig)[0]!
    const tabs = connect({ type: 'tab-bar', group: group.id })
    expect(tabs.ok && tabs.block.menuGroup).toEqual(group)
    expect(tabs.ok && tabs.block.currentRoute).toBe('/services/email')
    const none = connect({ type: 'tab-bar', group: 'no-such-group' })
    expect(none.ok && 'menuGroup' in none.block).toBe(false)
  })

  test("a tab bar finds its group in whichever header link's menu holds it", () => {
    const group = {
      id: 'guides',
      title: 'Guides',
      href: '/resources',
      items: [{ label: 'One', href: '/resources/one' }],
    }
    const links = siteConfig.navigation.links.map((link) =>
      link.label === 'Resources' ? { ...link, menu: { viewAll: 'All', groups: [group] } } : link,
    )
    const config = { ...siteConfig, navigation: { ...siteConfig.navigation, links } } as SiteConfig
    const tabs = connect({ type: 'tab-bar', group: 'guides' }, { config })
    expect(tabs.ok && tabs.block.menuGroup).toEqual(group)
    const first = connect({ type: 'tab-bar', group: allMenuGroups(siteConfig)[1]!.id }, { config })
    expect(first.ok && first.block.menuGroup).toEqual(allMenuGroups(siteConfig)[1])
  })

  test('settingsAt: a * step goes into every item of a list, and steps that lead nowhere name nothing', () => {
    const config = { links: [{ menu: { groups: [1, 2] } }, {}, { menu: { groups: [3] } }] }
    expect(settingsAt(config, 'links.*.menu.groups')).toEqual([[1, 2], [3]])
    expect(settingsAt(config, 'links')).toEqual([config.links])
    expect(settingsAt(config, 'nothing.here')).toEqual([])
  })

  test('the route list and the page address', () => {
    const map = connect({ type: 'sitemap', groups: [] }, { route: '/sitemap' })
    expect(map.ok && map.block.routes).toEqual(base.routes)
    expect(map.ok && map.block.currentRoute).toBe('/sitemap')
  })

  test('an entry need on a page of another collection, or of none, is a problem at the block type', () => {
    expect(connect({ type: 'article-body', backLink: { label: 'Back', href: '/resources' } })).toEqual({
      ok: false,
      problem: {
        pointer: '/type',
        message: 'the article-body block shows an item of the collection "articles", but this page shows no item',
        expected: 'a page made by a [id].yaml file with "collection: articles"',
        hint: 'Use this block in a [id].yaml page with "collection: articles", or remove it from this page.',
      },
    })
    const wrong = connect(
      { type: 'article-body', backLink: { label: 'Back', href: '/resources' } },
      { entry: { collection: 'services', item: service('cloud') } },
    )
    expect(!wrong.ok && wrong.problem.message).toBe(
      'the article-body block shows an item of the collection "articles", but this page shows an item of "services"',
    )
  })

  test('a block that needs nothing is its YAML', () => {
    const block = { type: 'cta' as const, title: 'Talk to us' }
    expect(connect(block)).toEqual({ ok: true, block })
  })
})

describe('contracts', () => {
  test('every need of every block has a prop name no field of the block uses, and entries resolve first', () => {
    for (const [type, contract] of blockContracts()) {
      const props = contract.needs.map(([prop]) => prop)
      expect(new Set(props).size, type).toBe(props.length)
      const firstOther = contract.needs.findIndex(([, need]) => need.from !== 'entry')
      if (firstOther !== -1)
        expect(
          contract.needs.slice(firstOther).every(([, need]) => need.from !== 'entry'),
          type,
        ).toBe(true)
    }
  })

  test('a need named like a field of the block is refused', () => {
    expect(() => contractOf('x', { properties: { items: {} }, 'x-needs': { items: { from: 'routes' } } })).toThrow(
      'x-needs.items has the name of a field of the block',
    )
  })

  test('ajv refuses a malformed declaration when it compiles the schema', () => {
    const { ajv } = loadSchemas(ENGINE_SCHEMA_DIR)
    expect(() => ajv.compile({ type: 'object', 'x-needs': { items: { from: 'elsewhere' } } })).toThrow(
      'keyword "x-needs" value is invalid',
    )
    expect(() => ajv.compile({ type: 'object', 'x-lead-image': 'background' })).toThrow(
      'keyword "x-lead-image" value is invalid',
    )
  })

  test('valueAt reads JSON pointers', () => {
    expect(valueAt({ a: { 'b/c': [1, 2] } }, '/a/b~1c/1')).toBe(2)
    expect(valueAt({ a: 1 }, '/a/b')).toBeUndefined()
  })
})
