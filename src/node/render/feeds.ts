import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { Feed } from 'feed'
import { absoluteUrl } from './structured-data.ts'
import { valueAt } from '../model/connect.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { collectionFeedFacts, type ContractTable, type FeedFacts } from '../content/contracts.ts'
import { contentTypeOf, FEEDS_FOLDER } from '../util/content-types.ts'
import type { AnyEntry, SiteConfig } from '../../shared/types.ts'

/**
 * The site's feeds (site.yaml `feeds`): RSS 2.0, Atom and JSON Feed of a collection's newest published items, written
 * by the `feed` library (build time only), with absolute links from the site's address. The items are the site
 * model's collection as the load left it, so whatever the production build leaves out (drafts, items not yet due)
 * no feed carries. What a feed says of an item (title, summary, date …) is the collection's `x-feed` declaration.
 * The pages that list a collection are found from their blocks' needs, and link to its feeds (`<link rel="alternate">`).
 */

type FeedDeclaration = NonNullable<SiteConfig['feeds']>[number]

/** The three forms of each feed: where the build writes them, and the type a server answers them with. */
export const FEED_FORMATS = [
  { extension: 'rss', type: 'application/rss+xml', write: (feed: Feed) => feed.rss2() },
  { extension: 'atom', type: 'application/atom+xml', write: (feed: Feed) => feed.atom1() },
  { extension: 'json', type: 'application/feed+json', write: (feed: Feed) => feed.json1() },
] as const

const DEFAULT_ITEMS = 20

/** Where a collection's feed is served, in one form: under the language's code for a language other than the default. */
export function feedPath(collection: string, extension: string, code?: string): string {
  return `${FEEDS_FOLDER}${code ? `${code}/` : ''}${collection}.${extension}`
}

/** One feed to write: its declaration (in its language's words), its language, and the items it may list. */
interface FeedSource {
  declaration: FeedDeclaration
  /** The language's code, for a language other than the default (its feeds are under /feeds/<code>/). */
  code?: string
  config: SiteConfig
  entries: Array<{ item: AnyEntry; file: string }>
}

const feedSources = new WeakMap<Site, FeedSource[]>()

/**
 * The feeds of the site: each of site.yaml's `feeds`, of the default language's items; and, on a site in several
 * languages, the same feed in each other language that has items of its collection (its item pages: the items
 * translated into it), in the words of that language's `feeds` (site.yaml's when its file gives none).
 */
function sourcesOf(site: Site): FeedSource[] {
  const known = feedSources.get(site)
  if (known) return known
  const sources: FeedSource[] = (site.config.feeds ?? []).map((declaration) => ({
    declaration,
    config: site.config,
    entries: (site.collections.get(declaration.collection)?.entries ?? []).map(({ item, file }) => ({
      item,
      file: file.source.file,
    })),
  }))
  for (const locale of site.locales?.list.filter((l) => !l.isDefault) ?? []) {
    // Its own item pages: not the copies of the default language's (fallback: default-language).
    const pages = site.pages.filter((p) => p.entry && p.locale?.code === locale.code && !p.locale.fallbackOf)
    for (const declaration of locale.config.feeds ?? []) {
      const entries = pages.flatMap((page) =>
        page.entry?.collection === declaration.collection ? [{ item: page.entry.item, file: page.entry.file }] : [],
      )
      if (entries.length > 0) sources.push({ declaration, code: locale.code, config: locale.config, entries })
    }
  }
  feedSources.set(site, sources)
  return sources
}

/** The feed files of the site, by their path in the build (`/feeds/articles.rss`, `/feeds/sw/articles.rss` …). */
export function siteFeeds(site: Site, root: string): Array<{ path: string; content: string }> {
  const facts = collectionFeedFacts()
  return sourcesOf(site).flatMap((source) => {
    const feed = makeFeed(source, facts.get(source.declaration.collection), root)
    return FEED_FORMATS.map((format) => ({
      path: feedPath(source.declaration.collection, format.extension, source.code),
      content: format.write(feed),
    }))
  })
}

function makeFeed(
  { declaration, code, config, entries: items }: FeedSource,
  facts: FeedFacts | undefined,
  root: string,
): Feed {
  if (!facts) throw new Error(`schema/collections/${declaration.collection}.schema.json declares no x-feed`)
  const entries = items
    .filter(({ item }) => item.route !== undefined)
    .map(({ item, file }) => {
      const text = (pointer: string | undefined) => {
        const value = pointer === undefined ? undefined : valueAt(item, pointer)
        return typeof value === 'string' ? value : undefined
      }
      const date = text(facts.date)
      return {
        item,
        title: text(facts.title) ?? item.id,
        summary: text(facts.summary),
        // Undated items are dated by their file's last change, as the sitemap dates pages.
        date: date ? new Date(date) : statSync(resolve(root, file)).mtime,
        author: text(facts.author),
        image: text(facts.image),
        category: text(facts.category),
      }
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, declaration.items ?? DEFAULT_ITEMS)
  const home = absoluteUrl(config, code ? `/${code}` : '/')
  const feed = new Feed({
    id: absoluteUrl(config, feedPath(declaration.collection, 'atom', code)),
    title: declaration.title,
    description: declaration.description,
    link: home,
    language: code ?? config.language,
    image: absoluteUrl(config, config.shareImage?.src ?? config.company.logo.src),
    favicon: absoluteUrl(config, '/favicon.ico'),
    copyright: config.company.name,
    updated: entries[0]?.date ?? new Date(0),
    generator: false,
    feedLinks: Object.fromEntries(
      FEED_FORMATS.map((f) => [f.extension, absoluteUrl(config, feedPath(declaration.collection, f.extension, code))]),
    ),
    author: { name: config.company.name, link: home },
  })
  for (const entry of entries) {
    const link = absoluteUrl(config, entry.item.route!)
    feed.addItem({
      title: entry.title,
      id: link,
      link,
      date: entry.date,
      published: entry.date,
      description: entry.summary,
      // The picture's type from the site's table (the library would guess "image/svg" for a drawing).
      ...(entry.image
        ? { image: { url: absoluteUrl(config, entry.image), type: contentTypeOf(entry.image) ?? 'image' } }
        : {}),
      ...(entry.author ? { author: [{ name: entry.author }] } : {}),
      ...(entry.category ? { category: [{ name: entry.category }] } : {}),
    })
  }
  return feed
}

/**
 * The feeds a page links to: those of the collections it lists (a block that needs a collection's items, not a chosen
 * few of them, on a page that is not one of its items).
 */
export function pageFeedLinks(
  site: Site,
  page: PageRecord,
  contracts: ContractTable,
): Array<{ type: string; title: string; href: string }> {
  if (!site.config.feeds?.length || page.data.notFound) return []
  const listed = new Set<string>()
  for (const block of page.data.blocks) {
    for (const [, need] of contracts.get(block.type)?.needs ?? []) {
      if (need.from !== 'collection' || need.ids) continue
      const name = need.collection.startsWith('/') ? valueAt(block, need.collection) : need.collection
      if (typeof name === 'string' && page.entry?.collection !== name) listed.add(name)
    }
  }
  // The page's language's feed of each collection it lists, else the default language's.
  const sources = sourcesOf(site)
  const code = page.locale?.code
  return (site.config.feeds ?? []).flatMap(({ collection }) => {
    if (!listed.has(collection)) return []
    const ofCollection = sources.filter((source) => source.declaration.collection === collection)
    const source = ofCollection.find((s) => s.code === code) ?? ofCollection.find((s) => s.code === undefined)
    return source
      ? FEED_FORMATS.map((format) => ({
          type: format.type,
          title: source.declaration.title,
          href: feedPath(collection, format.extension, source.code),
        }))
      : []
  })
}
