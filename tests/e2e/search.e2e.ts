import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts'
import { scan } from './axe.ts'
import { CHROMIUM_ARGS, chromiumPath, startHarness, waitForApp, waitForHydration, type Harness } from './browser.ts'
import { searchRequests } from './search-requests.ts'

// Site search on the built site (the search block, Pagefind's index under /_search/): with the keyboard only, on
// `npm run serve`'s server and on nginx with the shipped config, at phone and desktop widths. The words checked are
// the search page's own (site/pages/search.yaml).

const dist = process.env.DIST_DIR ?? 'dist'
const block = (
  parse(readFileSync(join(import.meta.dirname, '../../site/pages/search.yaml'), 'utf8')) as {
    blocks: Array<{ type: string; label: string; countLabel: string }>
  }
).blocks.find((b) => b.type === 'search')!
const WORD = 'ransomware'

let harness: Harness
let nginx: RunningNginx
let browser: Browser
beforeAll(async () => {
  harness = await startHarness(dist)
  nginx = await startNginx({ root: dist })
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
  await nginx?.stop()
  await harness?.close()
})

/**
 * From the top of the page, Tab to the search box, type a word, Arrow Down to the first result and Enter: returns
 * what the result list showed and where Enter went.
 */
async function searchWithKeyboard(page: Page) {
  const box = page.getByRole('searchbox', { name: block.label })
  expect(await searchRequests(page)).toEqual([])
  for (let presses = 0; !(await box.evaluate((input) => input === document.activeElement)); presses++) {
    expect(presses, 'Tab presses to reach the search box').toBeLessThan(30)
    await page.keyboard.press('Tab')
  }
  await page.keyboard.type(WORD)
  const list = page.locator('search ol')
  await list.locator('li').first().waitFor()
  const status = await page.getByRole('status').filter({ hasText: WORD }).textContent()
  const count = await list.locator('li').count()
  expect(status).toBe(block.countLabel.replace('{count}', String(count)).replace('{query}', WORD))
  const results = await list.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      category: item.querySelector('span')?.textContent ?? '',
      title: item.querySelector('a')?.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      excerpt: item.querySelector('p')?.textContent ?? '',
      marked: [...item.querySelectorAll('p mark')].map((mark) => mark.textContent?.toLowerCase()),
    })),
  )
  // The search code and its index came only once the box was focused.
  expect((await searchRequests(page)).some((path) => path.endsWith('/pagefind.js'))).toBe(true)
  await page.keyboard.press('ArrowDown')
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'))
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === focused)
  return { results, focused }
}

describe('site search', () => {
  test('a page without a search block asks for nothing of the search, and lists no search code', async () => {
    const { page, problems } = await harness.open('/services/cloud-security')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await searchRequests(page)).toEqual([])
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(scripts.filter((path) => /Search|pagefind/.test(path))).toEqual([])
    expect(problems).toEqual([])
  })

  for (const width of [390, 1280]) {
    test(`with the keyboard only at ${width} px: Tab to the box, type a word, Arrow Down to a result, Enter opens it`, async () => {
      const { page, problems } = await harness.open('/search', { width, height: 900 })
      await waitForApp(page)
      const { results, focused } = await searchWithKeyboard(page)
      expect(results.length).toBeGreaterThan(1)
      for (const result of results) {
        expect(result.title, result.href).not.toBe('')
        expect(result.category, result.href).not.toBe('')
        expect(result.excerpt.length, result.href).toBeGreaterThan(40)
        // Pagefind marks the word as the page writes it ("Ransomware.").
        expect(
          result.marked.some((mark) => mark?.includes(WORD)),
          result.href,
        ).toBe(true)
      }
      // The article about it comes first, under its section's name.
      expect(results[0]).toMatchObject({ category: 'Resources', href: '/resources/ransomware-readiness' })
      expect(focused).toBe(results[0]!.href)
      await expect.poll(() => page.locator('h1').textContent()).toBe(results[0]!.title)
      expect(problems).toEqual([])
    })
  }

  test('Tab from the box reaches the results in order, Arrow Up goes back, and the count is a live region', async () => {
    const { page, problems } = await harness.open('/search')
    await waitForApp(page)
    const box = page.getByRole('searchbox', { name: block.label })
    await box.focus()
    await page.keyboard.type('cloud')
    const links = page.locator('search ol a')
    await links.first().waitFor()
    await page.keyboard.press('Tab')
    expect(await links.first().evaluate((link) => link === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await links.nth(1).evaluate((link) => link === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true)
    // The list is named by the count, which screen readers hear as it changes; each link is described by its excerpt.
    const status = page.getByRole('status').filter({ hasText: 'cloud' })
    expect(await page.getByRole('list', { name: (await status.textContent())! }).count()).toBe(1)
    expect(await links.first().getAttribute('aria-describedby')).toBeTruthy()
    // axe finds nothing wrong with the results open (the route scans see the box empty).
    expect(await scan(page, '/search with results')).toEqual([])
    expect(problems).toEqual([])
  })

  test('on nginx with the shipped config: the index files have their types and caching, and search works under the CSP', async () => {
    const fragment = await fetch(`${nginx.url}/_search/fragment/${readdirSync(join(dist, '_search/fragment'))[0]}`)
    expect(fragment.status).toBe(200)
    expect(fragment.headers.get('content-type')).toBe('application/octet-stream')
    expect(fragment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(fragment.headers.get('content-encoding')).toBeNull()
    const runtime = await fetch(`${nginx.url}/_search/pagefind.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(runtime.headers.get('content-type')).toMatch(/javascript/)
    expect(runtime.headers.get('cache-control')).toBe('no-cache')
    expect(runtime.headers.get('content-security-policy')).toContain("'wasm-unsafe-eval'")
    const wasm = await fetch(`${nginx.url}/_search/wasm.en.pagefind`)
    expect(wasm.headers.get('content-type')).toBe('application/octet-stream')

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${nginx.url}/search`, { waitUntil: 'networkidle' })
      await waitForApp(page)
      const { results } = await searchWithKeyboard(page)
      expect(results.length).toBeGreaterThan(1)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
