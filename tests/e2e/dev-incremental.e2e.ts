import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DevHarness, recordingLogger, startDevHarness } from './dev-server.ts'

/**
 * The dev server reads again only the file a save changed (src/node/content/file-cache.ts) and keeps every other
 * file's reading: the words of an edit still show, and the checks that involve other files still see the edit. A
 * page whose link an edit of ANOTHER file breaks (a section id removed, a page moved) shows that error at once.
 */

let harness: DevHarness
const { log, logger } = recordingLogger()

beforeAll(async () => {
  harness = await startDevHarness({ logger })
})

afterAll(async () => {
  await harness?.close()
})

/** Saves a file and waits until the server logged a line matching `expected` after it. */
async function save(file: string, text: string, expected: RegExp) {
  const before = log.length
  writeFileSync(join(harness.dir, file), text)
  await expect.poll(() => log.slice(before).some((line) => expected.test(line)), { timeout: 20000 }).toBe(true)
}

const reloaded = /site: reloaded content/
const broken = /site: content errors/

async function overlayText(page: Page): Promise<string> {
  const overlay = page.locator('vite-error-overlay')
  await overlay.waitFor({ state: 'attached', timeout: 15000 })
  return overlay.evaluate((el) => (el.shadowRoot?.querySelector('.window') as HTMLElement | null)?.innerText ?? '')
}

test('an edit shows its new words, and breaks the links of other files that point at what it changed', async () => {
  const page = await harness.browser.newPage()
  await page.goto(`${harness.baseUrl}/about`)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect.poll(() => h1.textContent(), { timeout: 20000 }).toBe('About Us')

  // The edited page shows the new words without a reload.
  const about = readFileSync(join(harness.dir, 'pages/about.yaml'), 'utf8')
  await save('pages/about.yaml', about.replace('    title: About Us\n', '    title: About our people\n'), reloaded)
  await expect.poll(() => h1.textContent()).toBe('About our people')

  // The home page links to /services#list. Renaming that section in the services page is an error of the HOME page,
  // which the edit did not touch: it is checked again from what was kept of it.
  const services = readFileSync(join(harness.dir, 'pages/services/index.yaml'), 'utf8')
  await save('pages/services/index.yaml', services.replace('id: list\n', 'id: catalogue\n'), broken)
  const sectionError = await overlayText(page)
  expect(sectionError).toMatch(/pages\/index\.yaml:11:15 blocks\[0\]\.buttons\[1\]\.href: /)
  expect(sectionError).toContain('#list')
  await save('pages/services/index.yaml', services, reloaded)
  await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 15000 })

  // Moving the About page (a new file name is a new address) breaks the home page's link to /about.
  renameSync(join(harness.dir, 'pages/about.yaml'), join(harness.dir, 'pages/about-us.yaml'))
  await expect.poll(() => log.some((line) => broken.test(line) && /pages\/index\.yaml:9:15/.test(line))).toBe(true)
  expect(await overlayText(page)).toMatch(/pages\/index\.yaml:9:15 .*the link \/about goes to no page/)
  const before = log.length
  renameSync(join(harness.dir, 'pages/about-us.yaml'), join(harness.dir, 'pages/about.yaml'))
  await expect.poll(() => log.slice(before).some((line) => reloaded.test(line)), { timeout: 20000 }).toBe(true)

  // And the page still shows the last edit's words: the file read again after its move is the edited one.
  await page.goto(`${harness.baseUrl}/about`)
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 })
    .toBe('About our people')
  await page.close()
})
