import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { report, scan, withAxe } from './axe.ts'
import { crawl, sitemapRoutes } from './crawl.ts'
import { renderEverything, startHarness, waitForHydration, type Harness } from './browser.ts'

// The example site (examples/clinic): a second, different organisation on the same engine. Built here from its own
// folder with --site's option, served like a static host, crawled from its home page, scanned with axe-core on every
// page at phone and desktop width, and photographed (reports/screenshots/example/, for people to look at: the
// screenshots are not compared).

const root = join(import.meta.dirname, '../..')
const shots = join(root, 'reports/screenshots/example')
/** An address no page has, at the top level and under /services/ (which has its own not-found page). */
const NOT_FOUND = { '/no-such-page': 'Page Not Found', '/services/no-such-service': 'Service Not Found' }

let work: string
let dist: string
let harness: Harness
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'example-site-'))
  dist = join(work, 'dist')
  await buildSite({ root, siteDir: 'examples/clinic', outDir: dist, log: false })
  harness = await startHarness(dist)
}, 300000)
afterAll(async () => {
  await harness?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the example clinic site', () => {
  test('a crawl from / reaches every page of its sitemap and finds no broken internal link', async () => {
    const { seen, broken } = await crawl(harness.baseUrl)
    expect(broken).toEqual([])
    const routes = sitemapRoutes(dist)
    expect(routes.length).toBeGreaterThanOrEqual(20)
    expect(routes.filter((route) => !seen.has(route))).toEqual([])
  }, 120000)

  test("an unknown address gets its folder's not-found page with status 404", async () => {
    for (const [path, heading] of Object.entries(NOT_FOUND)) {
      const response = await fetch(`${harness.baseUrl}${path}`)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(heading)
      expect(html, path).toContain('Lakeside Family Clinic')
    }
  })

  test("the header has the clinic's own plain links and no menu button", async () => {
    const { page } = await harness.open('/', { width: 1280 })
    await waitForHydration(page)
    const header = page.getByRole('banner')
    const names = await header.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()
    expect(names.map((name) => name.trim())).toEqual(['Home', 'About Us', 'Our Services', 'Health Library', 'Contact'])
    expect(await header.getByRole('button').count()).toBe(0)
    expect(await header.getByRole('link', { name: 'Book a Visit' }).getAttribute('href')).toBe('/contact#book')
  })

  describe('axe-core finds no violation on any page', () => {
    for (const width of [390, 1280])
      test(`at ${width} px (and each page is photographed)`, () => scanAndPhotograph(width), 600000)
  })
})

/** Scans every page of the sitemap and each not-found page at one width, and writes a full-page screenshot of each. */
async function scanAndPhotograph(width: number): Promise<void> {
  mkdirSync(shots, { recursive: true })
  const context = await harness.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
  await withAxe(context)
  const page = await context.newPage()
  const found: Awaited<ReturnType<typeof scan>> = []
  for (const path of [...sitemapRoutes(dist), ...Object.keys(NOT_FOUND)]) {
    await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
    await waitForHydration(page)
    found.push(...(await scan(page, `${path} @${width}`)))
    await photograph(page, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`)
  }
  await context.close()
  expect(found, report(found)).toEqual([])
}

/** A full-page screenshot; blocks the browser would skip rendering off screen (content-visibility) are drawn too. */
async function photograph(page: Page, name: string): Promise<void> {
  await renderEverything(page)
  await page.screenshot({ path: join(shots, name), fullPage: true })
}
