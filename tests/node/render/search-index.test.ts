import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { hostingPlan } from '../../../src/node/host/hosting.ts'
import { inputsKey } from '../../../src/node/util/inputs-key.ts'
import { filesUnder } from '../../../src/node/util/files.ts'
import { shardSize } from '../../../src/node/render/search-index.ts'
import { siteSearches } from '../../../src/node/model/search.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { indexedPages, SEARCH_PAGE } from '../../helpers/search-index.ts'
import { loadSite } from '../../../src/node/load.ts'
import type { SearchShards } from '../../../src/shared/search.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'

// The search index the build writes (render/search-index.ts) on a copy of the minimal site with a search page, a
// draft page and a draft case study: it holds exactly the pages the build publishes, each with its category, and the
// hosting files allow what Pagefind's runtime needs on this site only.

const root = join(import.meta.dirname, '../../..')
let outDir: string
let siteDir: string
/** The same site built with shards of at most 3 pages. */
let shardedDir: string

beforeAll(async () => {
  const acme = readFileSync(join(MINIMAL_SITE, 'collections/case-studies/acme-bank.yaml'), 'utf8')
  const site = createFixtureSite({
    files: {
      'pages/search.yaml': SEARCH_PAGE,
      'pages/story.yaml': [
        'title: Our story | Example Co',
        'description: How we began.',
        'blocks:',
        '  - type: hero',
        '    title: Our story',
        '  - type: text',
        '    title: Where we began',
        '    paragraphs: [In a small office by the river.]',
        '    image: { src: /assets/images/hero.svg, alt: The first office }',
        '',
      ].join('\n'),
      'pages/plans.yaml':
        'draft: true\ntitle: Plans | Example Co\ndescription: Not yet.\nblocks:\n  - type: hero\n    title: Secret plans\n',
      'collections/case-studies/draft-study.yaml': `draft: true\n${acme.replace('title: Acme Bank', 'title: Draft Study')}`,
    },
  })
  siteDir = site.dir
  outDir = join(site.dir, '../dist')
  shardedDir = join(site.dir, '../dist-sharded')
  await buildSite({ root, siteDir, outDir, log: false })
  await buildSite({ root, siteDir, outDir: shardedDir, log: false, searchShardPages: 3 })
}, 240000)

afterAll(() => removeFixtureSites())

const read = (path: string, dir = outDir) => readFileSync(join(dir, path), 'utf8')
const published = () => [...read('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
const shardsOf = (dir: string) => JSON.parse(read('_search/shards.json', dir)) as SearchShards

describe('the search index', () => {
  test('holds exactly the published pages: those in sitemap.xml, no draft, no not-found page', () => {
    const pages = indexedPages(outDir)
    expect(pages.map((page) => page.url).sort()).toEqual([...published()].sort())
    expect(JSON.parse(read('_search/pagefind-entry.json')).languages.en.page_count).toBe(published().length)
    const urls = pages.map((page) => page.url)
    expect(urls).not.toContain('/plans')
    expect(urls).not.toContain('/case-studies/draft-study')
    expect(pages.some((page) => /Secret plans|Draft Study/.test(page.content))).toBe(false)
  })

  test("indexes <main> only, and gives each page its section's label as its category", () => {
    const pages = new Map(indexedPages(outDir).map((page) => [page.url, page]))
    // The footer and the header's menu are on every page, so they are not in any page's words.
    const footer = /<footer[\s\S]*<\/footer>/.exec(read('about/index.html'))?.[0] ?? ''
    const copyright = /©[^<]*/.exec(footer)?.[0]
    expect(copyright).toBeTruthy()
    expect(pages.get('/about')?.content).not.toContain(copyright!.slice(0, 10))
    expect(pages.get('/about')?.meta).toMatchObject({ title: 'About Us', category: 'About' })
    expect(pages.get('/services/network-infrastructure/wireless')?.meta.category).toBe(
      pages.get('/services')?.meta.category,
    )
    // The search block itself is not indexed (data-pagefind-ignore): its page has only its heading.
    expect(pages.get('/search')?.content).not.toContain('Search the site')
  })

  test("is given a page's words, not its markup: no picture's address goes into a result", () => {
    const story = indexedPages(outDir).find((page) => page.url === '/story')
    expect(read('story/index.html')).toMatch(/<img [^>]*src="\/assets\/images\/hero\.svg"/)
    expect(story?.content).toContain('In a small office by the river.')
    expect(story?.meta.image).toBeUndefined()
    expect(JSON.stringify(indexedPages(outDir))).not.toMatch(/data:image|\/assets\/|css-[a-z0-9]+/)
  })

  test("is written under /_search/ with the runtime and without Pagefind's stock interfaces", () => {
    expect(existsSync(join(outDir, '_search/pagefind.js'))).toBe(true)
    expect(existsSync(join(outDir, '_search/pagefind-worker.js'))).toBe(true)
    expect(readdirSync(join(outDir, '_search')).filter((f) => /ui|highlight/.test(f))).toEqual([])
  })

  test("the hosts allow Pagefind's WebAssembly and worker, and cache the index's hashed parts for good", () => {
    const headers = read('_headers')
    expect(headers).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
    expect(headers).toContain("worker-src 'self'")
    expect(headers).toContain('/_search/fragment/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(read('nginx.conf')).toMatch(/location \^~ \/_search\/index\/ \{[^}]*immutable/)
  })
})

describe('the index in shards', () => {
  test('a site under the shard size writes one, at /_search/, as before', () => {
    expect(shardsOf(outDir)).toEqual([{ path: '/_search/', languages: ['en'] }])
    expect(readdirSync(join(outDir, '_search')).filter((name) => /^\d+$/.test(name))).toEqual([])
  })

  test('a site of more pages writes shards of at most that many, each a whole Pagefind bundle, every page in one', () => {
    const pages = published()
    const shards = shardsOf(shardedDir)
    expect(pages.length).toBeGreaterThan(6)
    expect(shards.map((shard) => shard.path)).toEqual(
      Array.from({ length: Math.ceil(pages.length / 3) }, (_, i) => (i === 0 ? '/_search/' : `/_search/${i + 1}/`)),
    )
    const found: string[] = []
    for (const shard of shards) {
      const folder = shard.path.slice('/_search/'.length)
      const at = (file: string) => join(shardedDir, '_search', folder, file)
      const entry = JSON.parse(readFileSync(at('pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { hash: string; wasm: string; page_count: number }>
      }
      expect(Object.keys(entry.languages)).toEqual(shard.languages)
      const { hash, wasm, page_count } = entry.languages.en!
      // What Pagefind's runtime loads from the bundle: itself, its worker, the metadata and the search engine.
      for (const file of ['pagefind.js', 'pagefind-worker.js', `pagefind.${hash}.pf_meta`, `wasm.${wasm}.pagefind`])
        expect(existsSync(at(file)), `${shard.path}${file}`).toBe(true)
      const inShard = indexedPages(shardedDir, folder)
      expect(inShard.length).toBe(page_count)
      expect(page_count).toBeGreaterThan(0)
      expect(page_count).toBeLessThanOrEqual(3)
      found.push(...inShard.map((page) => page.url))
    }
    // The hosts cache every shard's hashed parts for good.
    for (const shard of shards.slice(1)) {
      expect(read('_headers', shardedDir)).toContain(
        `${shard.path}fragment/*\n  Cache-Control: public, max-age=31536000, immutable`,
      )
      expect(read('nginx.conf', shardedDir)).toMatch(new RegExp(`location \\^~ ${shard.path}index/ \\{[^}]*immutable`))
    }
    // Every published page is in exactly one shard, with what it has in the index of one.
    expect([...found].sort()).toEqual([...pages].sort())
    const single = new Map(indexedPages(outDir).map((page) => [page.url, page]))
    for (const shard of shards)
      for (const page of indexedPages(shardedDir, shard.path.slice('/_search/'.length)))
        expect(page, page.url).toEqual(single.get(page.url))
  })

  test('a rebuild where every page gives Pagefind the same takes every shard from the last build', async () => {
    // The index kept for the next build is kept again only by a build that made one (kept.json is replaced).
    const kept = join(root, '.cache/search-index', inputsKey(shardedDir), 'kept.json')
    const keptFiles = (JSON.parse(readFileSync(kept, 'utf8')) as { files: string[] }).files
    expect(keptFiles).toContain('shards.json')
    expect(keptFiles.filter((file) => file.endsWith('pagefind-entry.json')).length).toBe(shardsOf(shardedDir).length)
    const before = statSync(kept).ino
    await buildSite({ root, siteDir, outDir: shardedDir, log: false, searchShardPages: 3 })
    expect(statSync(kept).ino).toBe(before)
    expect(shardsOf(shardedDir).length).toBeGreaterThan(1)
    expect(read('_headers', shardedDir)).toContain('/_search/2/filter/*')
    // Another shard size is another index: made again.
    await buildSite({ root, siteDir, outDir: shardedDir, log: false, searchShardPages: 4 })
    expect(statSync(kept).ino).not.toBe(before)
    expect(shardsOf(shardedDir).length).toBe(Math.ceil(published().length / 4))
  }, 120000)
})

describe('an edit of one page, in a site of shards', () => {
  const shards = 4
  /** Every file of the index in a build's folder, with its bytes and inode. */
  const indexFiles = (dir: string) =>
    new Map(
      filesUnder(join(dir, '_search')).map((file) => [
        file,
        { bytes: readFileSync(join(dir, '_search', file)), inode: statSync(join(dir, '_search', file)).ino },
      ]),
    )
  let before: ReturnType<typeof indexFiles>
  let after: ReturnType<typeof indexFiles>
  let log: string[]
  let storyShard: string
  let coldDir: string
  beforeAll(async () => {
    await buildSite({ root, siteDir, outDir: shardedDir, log: false, searchShardPages: shards })
    before = indexFiles(shardedDir)
    storyShard = shardsOf(shardedDir)
      .map((shard) => shard.path.slice('/_search/'.length))
      .find((folder) => indexedPages(shardedDir, folder).some((page) => page.url === '/story'))!
    const file = join(siteDir, 'pages/story.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('by the river', 'by the harbour'))
    log = []
    const print = console.log
    console.log = (...words: unknown[]) => log.push(words.join(' '))
    try {
      await buildSite({ root, siteDir, outDir: shardedDir, searchShardPages: shards })
    } finally {
      console.log = print
    }
    after = indexFiles(shardedDir)
    coldDir = join(siteDir, '../dist-sharded-cold')
    await buildSite({ root, siteDir, outDir: coldDir, log: false, cache: false, searchShardPages: shards })
  }, 240000)

  test("makes the page's shard again, which finds the new words, and takes every other shard from the last build", () => {
    const total = shardsOf(shardedDir).length
    expect(total).toBeGreaterThan(2)
    expect(log).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `✔ search index of \\d+ pages written \\(${total - 1} of its ${total} shards unchanged, taken from the last build\\)`,
        ),
      ),
    )
    const story = indexedPages(shardedDir, storyShard).find((page) => page.url === '/story')!
    expect(story.content).toContain('by the harbour')
    // The other shards' files are the last build's, kept in the build's folder as they were.
    const inShard = (file: string, folder: string) =>
      folder === '' ? !/^\d+\//.test(file) && file !== 'shards.json' : file.startsWith(folder)
    const others = [...before.keys()].filter((file) => !file.endsWith('.gz') && !inShard(file, storyShard))
    expect(others.filter((file) => /pagefind-entry\.json$/.test(file)).length).toBe(total - 1)
    for (const file of others) expect(after.get(file)?.inode, file).toBe(before.get(file)!.inode)
  })

  test('leaves the index a cold build of the edited site makes, byte for byte', () => {
    const cold = indexFiles(coldDir)
    expect([...after.keys()].sort()).toEqual([...cold.keys()].sort())
    for (const [file, { bytes }] of after) expect(bytes.equals(cold.get(file)!.bytes), file).toBe(true)
  })
})

describe('the shard size a site gets', () => {
  test('one index up to 500 pages; 3 or 4 shards up to 4,000; shards of 2,000 pages beyond', () => {
    const sizes = [57, 500, 501, 1000, 1001, 2000, 2001, 4000, 4001, 10000].map((pages) => [
      pages,
      Math.ceil(pages / shardSize(pages)),
    ])
    expect(sizes).toEqual([
      [57, 1],
      [500, 1],
      [501, 3],
      [1000, 4],
      [1001, 3],
      [2000, 4],
      [2001, 3],
      [4000, 4],
      [4001, 3],
      [10000, 5],
    ])
  })
})

describe('a site without a search block', () => {
  test('writes no index and keeps its CSP as it was', () => {
    const minimal = loadSite({ siteDir: MINIMAL_SITE })
    if (!minimal.ok) throw new Error('the minimal site must load')
    expect(siteSearches(minimal.site)).toBe(false)
    const csp = hostingPlan({ config: {} as SiteConfig, notFoundRoutes: ['/'], frameOrigins: [] }).security[
      'Content-Security-Policy'
    ]
    expect(csp).toContain("script-src 'self'; ")
    expect(csp).toContain("worker-src 'none'")
  })
})
