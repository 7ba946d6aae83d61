import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'
import { builtRoutes, crawl, sitemapRoutes } from './crawl.ts'

// Crawls the built site the way a visitor (or a search engine) would, from the home page, following every link.
let server: StaticServer
beforeAll(async () => {
  server = await startStaticServer({ root: process.env.DIST_DIR ?? 'dist' })
})
afterAll(async () => {
  await server?.close()
})

test('a crawl from / reaches every page and finds no broken internal link', async () => {
  const { seen, broken } = await crawl(server.url)
  expect(broken).toEqual([])
  // Every route of the sitemap was found by following links.
  const routes = sitemapRoutes(process.env.DIST_DIR ?? 'dist')
  expect(routes.length).toBeGreaterThan(50)
  const unreached = routes.filter((route) => !seen.has(route))
  expect(unreached).toEqual([])
  // And every page built, in every language: the language switcher and the French menus lead to each French page,
  // and no link on them is broken (a link to a page French lacks goes to the English page).
  const built = builtRoutes(process.env.DIST_DIR ?? 'dist')
  expect(built.filter((route) => route === '/fr' || route.startsWith('/fr/')).length).toBeGreaterThan(5)
  expect(built.filter((route) => !seen.has(route))).toEqual([])
}, 120000)

test('the block gallery of the dev server is not part of the production site', async () => {
  expect((await fetch(`${server.url}/__blocks`)).status).toBe(404)
  expect(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8')).not.toContain('__blocks')
})
