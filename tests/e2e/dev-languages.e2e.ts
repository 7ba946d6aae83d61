import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DevHarness, startDevHarness } from './dev-server.ts'

// `npm run dev` on the languages fixture (English, French, Arabic right to left): the page the server sends already
// says its language and direction, as the built page does, before any script runs (screen readers and the browser's
// hyphenation and fonts read them from the first byte).
let harness: DevHarness

beforeAll(async () => {
  harness = await startDevHarness({ site: join(import.meta.dirname, '../fixtures/sites/languages') })
})

afterAll(async () => {
  await harness?.close()
})

const htmlTag = async (route: string) => {
  const response = await fetch(`${harness.baseUrl}${route}`, { headers: { accept: 'text/html' } })
  expect(response.status).toBe(200)
  return /<html[^>]*>/.exec(await response.text())?.[0]
}

test.each([
  ['/', '<html lang="en">'],
  ['/about', '<html lang="en">'],
  ['/fr', '<html lang="fr">'],
  ['/fr/a-propos', '<html lang="fr">'],
  ['/ar/about', '<html lang="ar" dir="rtl">'],
])('the dev server sends %s with %s', async (route, tag) => {
  expect(await htmlTag(route)).toBe(tag)
})

test('in the browser, the Arabic page is right to left from its first paint, before the app runs', async () => {
  const page = await harness.browser.newPage()
  await page.route('**/*.{js,ts,tsx}*', (route) => route.abort())
  await page.goto(`${harness.baseUrl}/ar/about`)
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ])
  await page.close()
})
