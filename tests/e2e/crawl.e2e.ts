import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startStaticServer, type StaticServer } from '../../src/build/static-server.ts'

// Crawls the built site the way a visitor (or a search engine) would, from the home page, following every link.
let server: StaticServer
beforeAll(async () => {
  server = await startStaticServer({ root: process.env.DIST_DIR ?? 'dist' })
})
afterAll(async () => {
  await server?.close()
})

function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
}

test('a crawl from / reaches every page and finds no broken internal link', async () => {
  const queue = ['/']
  const seen = new Map<string, number>()
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    const response = await fetch(`${server.url}${path}`)
    seen.set(path, response.status)
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200) continue
    if (!type.startsWith('text/html')) continue
    for (const href of links(await response.text())) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!.split('?')[0]!
      if (!seen.has(target) && !queue.includes(target)) queue.push(target)
      if (seen.has(target) && seen.get(target) !== 200) broken.push(`${path} → ${href}`)
    }
  }
  for (const [path, status] of seen) if (status !== 200) broken.push(`${path}: HTTP ${status}`)
  expect(broken).toEqual([])

  // Every route of the sitemap was found by following links.
  const sitemap = readFileSync(join(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8')
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  expect(routes.length).toBeGreaterThan(50)
  const unreached = routes.filter((route) => !seen.has(route))
  expect(unreached).toEqual([])
}, 120000)

test('the block gallery of the dev server is not part of the production site', async () => {
  expect((await fetch(`${server.url}/__blocks`)).status).toBe(404)
  expect(readFileSync(join(process.env.DIST_DIR ?? 'dist', 'sitemap.xml'), 'utf8')).not.toContain('__blocks')
})
