// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'
import { nginxConfig } from '../../src/node/host/nginx-config.ts'
import { blockContracts } from '../../src/node/content/contracts.ts'
import { loadSite } from '../../src/node/load.ts'
import { pageFeedLinks, siteFeeds } from '../../src/node/render/feeds.ts'
import type { Site } from '../../src/node/model/site.ts'
import { sitemapRoutes } from './crawl.ts'

// The feeds of the built site (site.yaml `feeds`), fetched from the static server as a reader fetches them and parsed
// back with a real XML parser (jsdom's DOMParser, this file's environment: strict, a malformed feed is a parser error)
// and JSON.parse. The items a feed should hold are counted from the sitemap (the item pages the build published), not
// from the feed code.
// The example clinic's feed is made from its loaded site (the same functions the build calls) and parsed the same way.

const dist = process.env.DIST_DIR ?? 'dist'
const root = join(import.meta.dirname, '../..')

interface ParsedFeed {
  title: string
  links: string[]
  dates: string[]
  summaries: string[]
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror').length, text.slice(0, 200)).toBe(0)
  return doc
}

const texts = (nodes: Iterable<Element>, name: string) =>
  [...nodes].map((node) => node.getElementsByTagName(name)[0]?.textContent?.trim() ?? '')

function parseRss(text: string): ParsedFeed {
  const doc = parseXml(text)
  expect(doc.documentElement.tagName).toBe('rss')
  expect(doc.documentElement.getAttribute('version')).toBe('2.0')
  const items = [...doc.getElementsByTagName('item')]
  return {
    title: doc.getElementsByTagName('channel')[0]!.getElementsByTagName('title')[0]!.textContent!,
    links: texts(items, 'link'),
    dates: texts(items, 'pubDate'),
    summaries: texts(items, 'description'),
  }
}

function parseAtom(text: string): ParsedFeed {
  const doc = parseXml(text)
  expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom')
  const entries = [...doc.getElementsByTagName('entry')]
  for (const entry of entries) expect(entry.getElementsByTagName('id')[0]?.textContent).toMatch(/^https:\/\//)
  return {
    title: doc.documentElement.getElementsByTagName('title')[0]!.textContent!,
    links: entries.map(
      (entry) =>
        [...entry.getElementsByTagName('link')].find((l) => !l.getAttribute('rel'))?.getAttribute('href') ?? '',
    ),
    dates: texts(entries, 'updated'),
    summaries: texts(entries, 'summary'),
  }
}

function parseJsonFeed(text: string): ParsedFeed {
  const feed = JSON.parse(text) as {
    version: string
    title: string
    items: Array<{ url: string; date_published?: string; summary?: string; content_html?: string }>
  }
  expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/)
  return {
    title: feed.title,
    links: feed.items.map((item) => item.url),
    dates: feed.items.map((item) => item.date_published ?? ''),
    summaries: feed.items.map((item) => item.summary ?? item.content_html ?? ''),
  }
}

const PARSERS = { rss: parseRss, atom: parseAtom, json: parseJsonFeed }

/** Checks a parsed feed holds exactly the expected item pages, newest first, as absolute links on the site. */
function expectItems(feed: ParsedFeed, origin: string, routes: string[]) {
  expect([...feed.links].sort()).toEqual(routes.map((route) => `${origin}${route}`).sort())
  for (const link of feed.links) expect(new URL(link).origin).toBe(origin)
  const times = feed.dates.map((date) => Date.parse(date))
  for (const time of times) expect(time).not.toBeNaN()
  expect(times).toEqual([...times].sort((a, b) => b - a))
  for (const summary of feed.summaries) expect(summary.length).toBeGreaterThan(20)
}

describe('the feeds of the built site', () => {
  let server: StaticServer
  const origin = /<loc>(https?:\/\/[^/<]+)\//.exec(readFileSync(join(dist, 'sitemap.xml'), 'utf8'))![1]!
  const routes = sitemapRoutes(dist)
  const itemPages = (folder: string) => routes.filter((route) => new RegExp(`^/${folder}/[^/]+$`).test(route))
  const FEEDS = [
    { collection: 'articles', listing: '/resources', items: itemPages('resources') },
    { collection: 'case-studies', listing: '/case-studies', items: itemPages('case-studies') },
  ]
  beforeAll(async () => {
    server = await startStaticServer({ root: dist })
  })
  afterAll(async () => {
    await server?.close()
  })

  for (const { collection, listing, items } of FEEDS) {
    test(`${collection}: RSS, Atom and JSON Feed parse back with every published item, linked absolutely`, async () => {
      expect(items.length).toBeGreaterThan(5)
      const titles = new Set<string>()
      for (const [extension, parse] of Object.entries(PARSERS)) {
        const response = await fetch(`${server.url}/feeds/${collection}.${extension}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe(
          { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' }[extension] +
            '; charset=utf-8',
        )
        const feed = parse(await response.text())
        expectItems(feed, origin, items)
        titles.add(feed.title)
      }
      expect(titles.size).toBe(1)
    })

    test(`${collection}: the page listing it links to its three feeds, and no other page does`, () => {
      for (const route of routes) {
        const html = readFileSync(join(dist, route === '/' ? '' : route.slice(1), 'index.html'), 'utf8')
        const links = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)" \/>/g)]
          .filter((m) => m[2]!.startsWith(`/feeds/${collection}.`))
          .map((m) => `${m[1]} ${m[2]}`)
        if (route === listing)
          expect(links).toEqual([
            `application/rss+xml /feeds/${collection}.rss`,
            `application/atom+xml /feeds/${collection}.atom`,
            `application/feed+json /feeds/${collection}.json`,
          ])
        else expect(links, route).toEqual([])
      }
    })
  }

  test('the XML parser rejects a malformed feed (so a feed that parses is well-formed)', () => {
    const doc = new DOMParser().parseFromString('<rss version="2.0"><channel><item></channel></rss>', 'application/xml')
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0)
  })

  test('nginx answers the feeds with their types', () => {
    const conf = nginxConfig({ security: {}, cache: [], notFoundScopes: ['/'], redirects: [] }, { root: '/srv/site' })
    expect(conf).toContain(
      'location ^~ /feeds/ {\n    types { application/rss+xml rss; application/atom+xml atom; application/feed+json json; }',
    )
  })
})

describe('the example clinic feeds', () => {
  const loaded = loadSite({ siteDir: join(root, 'examples/clinic'), cwd: root })
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors))
  const site: Site = loaded.site
  const swahili = parse(readFileSync(join(root, 'examples/clinic/locales/sw.yaml'), 'utf8')) as {
    feeds: Array<{ title: string }>
  }
  // Each language's feed lists its own article pages: the English ones, and their Kiswahili translations.
  const articlePages = (swahiliPages: boolean) =>
    site.pages
      .filter((page) => page.entry?.collection === 'articles' && page.locale?.code === (swahiliPages ? 'sw' : 'en'))
      .map((page) => page.route)

  test('parse back in all three forms with every published article of their language, from the clinic origin', () => {
    const feeds = siteFeeds(site, root)
    expect(feeds.map((feed) => feed.path)).toEqual([
      '/feeds/articles.rss',
      '/feeds/articles.atom',
      '/feeds/articles.json',
      '/feeds/sw/articles.rss',
      '/feeds/sw/articles.atom',
      '/feeds/sw/articles.json',
    ])
    expect(articlePages(false).length).toBeGreaterThan(5)
    expect(articlePages(true).length).toBe(articlePages(false).length)
    for (const feed of feeds) {
      const parsed = PARSERS[feed.path.split('.').pop() as keyof typeof PARSERS](feed.content)
      const inSwahili = feed.path.startsWith('/feeds/sw/')
      expectItems(parsed, 'https://lakesideclinic.example', articlePages(inSwahili))
      // In the language's own words (sw.yaml's feeds), the language said in the feed.
      if (inSwahili) expect(parsed.title, feed.path).toBe(swahili.feeds[0]!.title)
      else expect(parsed.title, feed.path).toBe(site.config.feeds![0]!.title)
      // RSS says its language (the library writes none into Atom and JSON Feed 1).
      if (feed.path.endsWith('.rss'))
        expect(feed.content, feed.path).toContain(`<language>${inSwahili ? 'sw' : 'en'}</language>`)
    }
  })

  test('the health library links to the feed of its language; an article page does not', () => {
    const contracts = blockContracts()
    const linked = site.pages.flatMap((page) => {
      const links = pageFeedLinks(site, page, contracts)
      return links.length ? [[page.route, links.find((l) => l.type === 'application/rss+xml')?.href]] : []
    })
    expect(linked).toEqual([
      ['/health', '/feeds/articles.rss'],
      ['/sw/afya', '/feeds/sw/articles.rss'],
    ])
  })
})
