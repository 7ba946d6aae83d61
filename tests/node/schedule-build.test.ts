import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import {
  caseStudyTitled,
  createFixtureSite,
  MINIMAL_SITE,
  removeFixtureSites,
  SITE_MAP_PAGE,
} from '../helpers/fixture-site.ts'
import { indexedPages, SEARCH_PAGE } from '../helpers/search-index.ts'

// The production build with a fixed clock (`buildTime`): a page and a case study scheduled for Monday 2026-11-30 at
// 09:00 in the site's time zone (Africa/Lagos, UTC+1), built a minute before and at that moment. Before, they are in
// no route, list, menu, site map, sitemap.xml, feed or search index, and schedule.json names the moment; at it, they
// are everywhere.

const root = join(import.meta.dirname, '../..')
const BEFORE = new Date('2026-11-30T07:59:00Z')
const AT = new Date('2026-11-30T08:00:00Z')
const dist: Record<'before' | 'after', string> = { before: '', after: '' }

beforeAll(async () => {
  const config = readFileSync(join(MINIMAL_SITE, 'site.yaml'), 'utf8')
  const site = createFixtureSite({
    files: {
      'site.yaml': `${config.replace(
        '    - label: About\n      href: /about\n',
        '    - label: About\n      href: /about\n    - label: Launch week\n      href: /launch\n',
      )}\nfeeds:\n  - collection: case-studies\n    title: Example Co Case Studies\n    description: Our work.\n    items: 10\n`,
      'pages/search.yaml': SEARCH_PAGE,
      'pages/launch.yaml': [
        'title: Launch | Example Co',
        'description: Our new service.',
        'publishAt: 2026-11-30T09:00',
        'blocks:',
        '  - type: hero',
        '    title: Our new service',
        '',
      ].join('\n'),
      'collections/case-studies/newco.yaml': `publishAt: 2026-11-30T09:00\n${caseStudyTitled('Newco Rollout')}`,
      'pages/work.yaml': [
        'title: Our Work | Example Co',
        'description: Every case study.',
        'blocks:',
        '  - type: case-study-grid',
        '    collection: case-studies',
        '    filter: { label: Filter by category, allLabel: All }',
        '    linkLabel: Read it',
        '',
      ].join('\n'),
      'pages/sitemap.yaml': SITE_MAP_PAGE,
    },
  })
  for (const [name, buildTime] of [
    ['before', BEFORE],
    ['after', AT],
  ] as const) {
    dist[name] = join(site.dir, `../dist-${name}`)
    await buildSite({ root, siteDir: site.dir, outDir: dist[name], log: false, buildTime })
  }
}, 300000)

afterAll(removeFixtureSites)

const read = (when: 'before' | 'after', path: string) => readFileSync(join(dist[when], path), 'utf8')

describe('before publishAt', () => {
  test('the scheduled page and item have no route', () => {
    expect(existsSync(join(dist.before, 'launch/index.html'))).toBe(false)
    expect(existsSync(join(dist.before, 'case-studies/newco/index.html'))).toBe(false)
    expect(existsSync(join(dist.before, 'case-studies/acme-bank/index.html'))).toBe(true)
  })

  test('the list, the menu, the site map page and sitemap.xml leave them out', () => {
    expect(read('before', 'work/index.html')).toContain('Acme Bank')
    expect(read('before', 'work/index.html')).not.toContain('Newco Rollout')
    expect(read('before', 'index.html')).not.toContain('Launch week')
    expect(read('before', 'sitemap/index.html')).toContain('href="/about"')
    expect(read('before', 'sitemap/index.html')).not.toContain('href="/launch"')
    expect(read('before', 'sitemap/index.html')).not.toContain('/case-studies/newco')
    expect(read('before', 'sitemap.xml')).not.toContain('/launch')
    expect(read('before', 'sitemap.xml')).not.toContain('/case-studies/newco')
  })

  test('the feed and the search index leave them out', () => {
    expect(read('before', 'feeds/case-studies.rss')).toContain('Acme Bank')
    expect(read('before', 'feeds/case-studies.rss')).not.toContain('Newco Rollout')
    const indexed = indexedPages(dist.before).map((page) => page.url)
    expect(indexed).toContain('/about')
    expect(indexed).not.toContain('/launch')
    expect(indexed).not.toContain('/case-studies/newco')
  })

  test('schedule.json names the moment the output changes', () => {
    expect(JSON.parse(read('before', 'schedule.json'))).toEqual({
      builtFor: '2026-11-30T07:59:00.000Z',
      nextChange: '2026-11-30T08:00:00.000Z',
    })
  })
})

describe('at publishAt', () => {
  test('the page and the item have their routes', () => {
    expect(read('after', 'launch/index.html')).toMatch(/<h1[^>]*>Our new service<\/h1>/)
    expect(existsSync(join(dist.after, 'case-studies/newco/index.html'))).toBe(true)
  })

  test('the list, the menu, the site map page and sitemap.xml have them', () => {
    expect(read('after', 'work/index.html')).toContain('Newco Rollout')
    expect(read('after', 'index.html')).toContain('Launch week')
    expect(read('after', 'sitemap/index.html')).toContain('href="/launch"')
    expect(read('after', 'sitemap/index.html')).toContain('/case-studies/newco')
    expect(read('after', 'sitemap.xml')).toContain('<loc>https://example.test/launch</loc>')
    expect(read('after', 'sitemap.xml')).toContain('<loc>https://example.test/case-studies/newco</loc>')
  })

  test('the feed and the search index have them', () => {
    expect(read('after', 'feeds/case-studies.rss')).toContain('Newco Rollout')
    const indexed = indexedPages(dist.after).map((page) => page.url)
    expect(indexed).toContain('/launch')
    expect(indexed).toContain('/case-studies/newco')
  })

  test('schedule.json has no next change', () => {
    expect(JSON.parse(read('after', 'schedule.json'))).toEqual({
      builtFor: '2026-11-30T08:00:00.000Z',
      nextChange: null,
    })
  })
})
