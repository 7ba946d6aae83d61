import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import type { SearchShards } from '../../src/shared/search.ts'
import { type Harness, startHarness, waitForApp } from './browser.ts'
import { searchRequests } from './search-requests.ts'

// Search over an index in shards (render/search-index.ts), in Chromium on the static server: the languages fixture
// (English, French, Arabic) with a search page in English and in French, built twice, with one index and with shards
// of 2 pages (9 shards). The search block searches every shard of the page's language and Pagefind ranks their
// results together, best first: the same pages as one index finds (in an order of their own: Pagefind scores a page
// against the shard it is in); a French page finds French pages only.

const root = join(import.meta.dirname, '../..')
let work: string
let one: Harness
let sharded: Harness

const searchPage = (title: string, label: string) =>
  `title: ${title}\ndescription: ${title}.\nblocks:\n  - type: search\n    label: ${label}\n    countLabel: "{count} for {query}"\n    countOneLabel: "1 for {query}"\n    emptyText: "0 for {query}"\n    errorText: Failed\n`

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'search-shards-e2e-'))
  const site = join(work, 'site')
  cpSync(join(root, 'tests/fixtures/sites/languages'), site, { recursive: true })
  writeFileSync(join(site, 'pages/search.yaml'), searchPage('Search | Example Co', 'Search the site'))
  writeFileSync(
    join(site, 'pages/fr/recherche.yaml'),
    `translates: /search\n${searchPage('Recherche | Example Co', 'Chercher dans le site')}`,
  )
  await buildSite({ root, siteDir: site, outDir: join(work, 'one'), log: false })
  await buildSite({ root, siteDir: site, outDir: join(work, 'sharded'), log: false, searchShardPages: 2 })
  one = await startHarness(join(work, 'one'))
  sharded = await startHarness(join(work, 'sharded'))
}, 180000)

afterAll(async () => {
  await one?.close()
  await sharded?.close()
  rmSync(work, { recursive: true, force: true })
})

/** Which shard (its path) holds each page of the sharded build, read from the shards' own files. */
function shardOf(): Map<string, string> {
  const dist = join(work, 'sharded')
  const shards = JSON.parse(readFileSync(join(dist, '_search/shards.json'), 'utf8')) as SearchShards
  const where = new Map<string, string>()
  for (const shard of shards) {
    const dir = join(dist, shard.path, 'fragment')
    for (const file of readdirSync(dir)) {
      const fragment = JSON.parse(
        gunzipSync(readFileSync(join(dir, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      )
      where.set(fragment.url, shard.path)
    }
  }
  return where
}

/** A shard's place in the list (`/_search/` first, then `/_search/2/`…). */
const order = (path: string | undefined) => Number(/\/(\d+)\/$/.exec(path ?? '')?.[1] ?? 1)

/**
 * Types a word into the page's search box and returns the results' addresses in the order shown, and Pagefind's own
 * answer on that page (every shard it searched, merged): each result's address and score.
 */
async function search(harness: Harness, path: string, label: string, word: string) {
  const { page, problems } = await harness.open(path)
  await waitForApp(page)
  // Nothing of the search, not even the list of shards, is asked for before the box is focused.
  expect(await searchRequests(page)).toEqual([])
  // Every address asked for from now on, Pagefind's worker's too (which the page's resource timings leave out).
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.getByRole('searchbox', { name: label }).focus()
  await page.keyboard.type(word)
  await page
    .getByRole('status')
    .filter({ hasText: ` for ${word}` })
    .waitFor()
  const hrefs = await page.locator('search ol li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  const requests = asked.filter((path) => path.startsWith('/_search/'))
  // The runtime the search block loaded (the same module), asked again for the scores behind that order.
  // (A string: vitest would rewrite an import() written in this file.)
  const scored = (await page.evaluate(`(async () => {
    const pagefind = await import('/_search/pagefind.js')
    const found = await pagefind.search(${JSON.stringify(word)})
    return Promise.all(found.results.map(async (result) => ({ score: result.score, url: (await result.data()).url })))
  })()`)) as Array<{ score: number; url: string }>
  await page.context().close()
  expect(problems).toEqual([])
  return { hrefs, requests, scored }
}

describe('search over an index in shards', () => {
  test('finds the pages of several shards, in one list best first, as many as one index finds', async () => {
    const where = shardOf()
    for (const word of ['wireless', 'services']) {
      const single = await search(one, '/search', 'Search the site', word)
      const found = await search(sharded, '/search', 'Search the site', word)
      expect([...found.hrefs].sort(), word).toEqual([...single.hrefs].sort())
      expect(new Set(found.hrefs.map((href) => where.get(href!))).size, word).toBeGreaterThan(1)
      // Shown in the order of Pagefind's scores across the shards, highest first; not shard after shard.
      expect(found.hrefs, word).toEqual(found.scored.map((result) => result.url))
      const scores = found.scored.map((result) => result.score)
      expect(scores, word).toEqual([...scores].sort((a, b) => b - a))
      const shardOrder = [...found.hrefs].sort((a, b) => order(where.get(a!)) - order(where.get(b!)))
      expect(found.hrefs, word).not.toEqual(shardOrder)
      // The list of shards was read once the box was focused.
      expect(found.requests).toContain('/_search/shards.json')
    }
  })

  test('a French search page finds French pages in every French shard, and searches no other', async () => {
    const where = shardOf()
    const single = await search(one, '/fr/recherche', 'Chercher dans le site', 'cybersécurité')
    const found = await search(sharded, '/fr/recherche', 'Chercher dans le site', 'cybersécurité')
    expect([...found.hrefs].sort()).toEqual([...single.hrefs].sort())
    expect(found.hrefs).toEqual(found.scored.map((result) => result.url))
    expect(found.hrefs.length).toBeGreaterThan(1)
    expect(found.hrefs.every((href) => href?.startsWith('/fr/'))).toBe(true)
    expect(new Set(found.hrefs.map((href) => where.get(href!))).size).toBeGreaterThan(1)
    // "services" is on English pages too (the Services page is English only): the French page finds its own.
    const services = await search(sharded, '/fr/recherche', 'Chercher dans le site', 'services')
    expect(services.hrefs.length).toBeGreaterThan(0)
    expect(services.hrefs.every((href) => href?.startsWith('/fr'))).toBe(true)
    // Each shard holding French pages was searched, and none other.
    const french = new Set([...where].filter(([url]) => /^\/fr(\/|$)/.test(url)).map(([, shard]) => shard))
    const asked = services.requests.filter((path) => path.endsWith('pagefind-entry.json'))
    expect(new Set(asked.map((path) => path.replace(/pagefind-entry\.json$/, '')))).toEqual(french)
    expect(french.size).toBeGreaterThan(1)
  })
})
