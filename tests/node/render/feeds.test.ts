import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../../src/node/load.ts'
import { siteFeeds } from '../../../src/node/render/feeds.ts'
import { collectionFeedFacts } from '../../../src/node/content/contracts.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'

// A feed carries what the production build publishes: the site model's items, as the load left them. A draft item is
// not in it (and whatever later filter decides what is published applies the same way, as it acts on the model).

afterAll(removeFixtureSites)

const FEEDS = `
feeds:
  - collection: case-studies
    title: Example Co case studies
    description: What we did for our clients.
    items: 3
`

function feedLinks(siteDir: string, drafts: 'leave-out' | 'show'): string[] {
  const loaded = loadSite({ siteDir, cwd: siteDir, drafts })
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors, null, 2))
  const json = siteFeeds(loaded.site, siteDir).find((feed) => feed.path === '/feeds/case-studies.json')!
  return (JSON.parse(json.content) as { items: Array<{ url: string }> }).items.map((item) => item.url).sort()
}

describe('feeds', () => {
  const acme = readFileSync(join(MINIMAL_SITE, 'collections/case-studies/acme-bank.yaml'), 'utf8')
  const site = createFixtureSite({
    files: {
      'site.yaml': readFileSync(join(MINIMAL_SITE, 'site.yaml'), 'utf8') + FEEDS,
      'collections/case-studies/draft-study.yaml': `draft: true\n${acme.replace('title: Acme Bank', 'title: Draft Study')}`,
    },
  })

  it('leaves out a draft item, as the production build does, and holds at most the items declared', () => {
    const published = feedLinks(site.dir, 'leave-out')
    expect(published).toEqual([
      'https://example.test/case-studies/acme-bank',
      'https://example.test/case-studies/hooli',
      'https://example.test/case-studies/initech',
    ])
    // Shown (as the dev server shows drafts), the draft is one more item (the newest file): the feed holds the 3
    // declared, the draft among them.
    const shown = feedLinks(site.dir, 'show')
    expect(shown).toHaveLength(3)
    expect(shown).toContain('https://example.test/case-studies/draft-study')
  })

  it('writes every form of each declared feed, and none when site.yaml declares none', () => {
    const loaded = loadSite({ siteDir: site.dir, cwd: site.dir })
    if (!loaded.ok) throw new Error('fixture does not load')
    expect(siteFeeds(loaded.site, site.dir).map((feed) => feed.path)).toEqual([
      '/feeds/case-studies.rss',
      '/feeds/case-studies.atom',
      '/feeds/case-studies.json',
    ])
    const plain = loadSite({ siteDir: MINIMAL_SITE, cwd: MINIMAL_SITE })
    if (!plain.ok) throw new Error('minimal site does not load')
    expect(siteFeeds(plain.site, MINIMAL_SITE)).toEqual([])
  })

  it('lets site.yaml name exactly the collections whose schema says what a feed gives of an item (x-feed)', () => {
    const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as {
      properties: { feeds: { items: { properties: { collection: { enum: string[] } } } } }
    }
    expect(schema.properties.feeds.items.properties.collection.enum.sort()).toEqual(
      [...collectionFeedFacts().keys()].sort(),
    )
  })
})
