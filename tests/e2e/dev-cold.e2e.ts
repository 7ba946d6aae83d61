import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterEach, expect, test } from 'vitest'
import { type DevHarness, recordingLogger, startDevHarness } from './dev-server.ts'

/**
 * A start of `npm run dev` with nothing kept (no snapshot of a last start, no content cache) on a site of thousands of
 * pages: the server keeps serving while it reads and checks the page files ahead of its first load, a slice at a
 * time, and the first page asked for meanwhile is served from a first look at it (load.ts firstLook), without
 * waiting for the other pages. The whole site is then loaded and checked as always: a mistake in a page no tab
 * opened still shows at its file:line:column, in the terminal and in the open tab.
 */

/** Enough page files that reading them ahead takes far longer than a request's way to the server. */
const BULK_PAGES = 3000
const FIRST_LOOK = /site: showing \/about from a first look at it/
const LOADED = /site: loaded content \((\d+) pages/
const ERRORS = /site: content errors/

let harness: DevHarness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

/** Writes the bulk pages, one of them (`pages/bulk/page-<broken>.yaml`) with a misspelt field on its line 5. */
function bulkPages(dir: string, broken?: number) {
  mkdirSync(join(dir, 'pages', 'bulk'), { recursive: true })
  for (let i = 0; i < BULK_PAGES; i++)
    writeFileSync(
      join(dir, 'pages', 'bulk', `page-${i}.yaml`),
      `title: Bulk ${i} | Example Co\ndescription: Page ${i} of many.\nblocks:\n  - type: hero\n    ${i === broken ? 'titel' : 'title'}: Bulk page ${i}\n`,
    )
}

/** Starts the server on a site with the bulk pages and asks for /about the moment it listens. */
async function coldStart(broken?: number) {
  const { log, logger } = recordingLogger()
  let firstHtml: Promise<string> | undefined
  harness = await startDevHarness({
    logger,
    prepare: (dir) => bulkPages(dir, broken),
    first: (baseUrl) => {
      firstHtml = fetch(`${baseUrl}/about`, { headers: { accept: 'text/html' } }).then((response) => response.text())
    },
  })
  const html = await firstHtml!
  const index = (pattern: RegExp) => log.findIndex((line) => pattern.test(line))
  return { log, html, index }
}

test('the first page asked for is served from a first look at it, before the whole site is loaded', async () => {
  const { log, html, index } = await coldStart()
  expect(html).toContain('<html lang="en"')
  expect(index(FIRST_LOOK)).toBeGreaterThanOrEqual(0)
  // Then the whole site, as always: after the page was shown.
  await expect.poll(() => index(LOADED), { timeout: 60000 }).toBeGreaterThan(index(FIRST_LOOK))
  expect(LOADED.exec(log[index(LOADED)]!)![1]).toBe(String(BULK_PAGES + 7))

  const page = await harness!.browser.newPage()
  await page.goto(`${harness!.baseUrl}/about`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30000 }).toBe('About Us')
  await page.goto(`${harness!.baseUrl}/bulk/page-2999`)
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30000 })
    .toBe('Bulk page 2999')
  await page.close()
})

test('a mistake in a page the first look did not read shows at its file:line:column once the site is loaded', async () => {
  const { log, html, index } = await coldStart(1234)
  expect(html).toContain('<html lang="en"')
  expect(index(FIRST_LOOK)).toBeGreaterThanOrEqual(0)
  await expect.poll(() => index(ERRORS), { timeout: 60000 }).toBeGreaterThan(index(FIRST_LOOK))
  // The terminal's report is coloured: its text without the colours.
  const report = stripVTControlCharacters(log.slice(index(ERRORS)).join('\n'))
  expect(report).toMatch(/pages\/bulk\/page-1234\.yaml:5:5\b/)
  expect(report).toContain('found "titel"')

  // A tab opened now is told the mistake in its overlay.
  const page = await harness!.browser.newPage()
  await page.goto(`${harness!.baseUrl}/about`)
  const overlay = page.locator('vite-error-overlay')
  await overlay.waitFor({ state: 'attached', timeout: 30000 })
  const shown = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '')
  expect(shown).toMatch(/pages\/bulk\/page-1234\.yaml:5:5/)
  await page.close()
})
