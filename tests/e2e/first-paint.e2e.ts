import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath, type Harness, startHarness, waitForApp } from './browser.ts'

/**
 * Before its first paint a prerendered page fetches only what the visitor sees (its style sheet, web font and pictures): the app's
 * scripts, the page's data and the web manifest are asked for by the inlined boot script (src/app/boot.ts) once the
 * page has painted, and the icon travels in the page. Each page type with a different first screen is checked.
 */
const PAGES = ['/', '/contact', '/case-studies', '/resources/ai-governance-guide', '/this-page-does-not-exist']

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

describe('the first paint waits for nothing but the page', () => {
  for (const path of PAGES) {
    test(`${path}: no script, data or icon request before the first paint; then the app starts`, async () => {
      const { page, problems } = await harness.open(path, { width: 390, height: 844 })
      await waitForApp(page)
      const { paint, requests, manifest, sheets, linked, written } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        manifest: document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href'),
        sheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
          link.getAttribute('href'),
        ),
        // The class names of the rules the page's style sheet holds, and of those the browser's Emotion wrote.
        ...(Object.fromEntries(
          (['link[rel="stylesheet"]', 'style[data-emotion]'] as const).map((selector, i) => [
            i === 0 ? 'linked' : 'written',
            Array.from(document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(selector)).flatMap((element) =>
              Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText.match(/\.css-\w+/g) ?? []).flat(),
            ),
          ]),
        ) as { linked: string[]; written: string[] }),
      }))
      expect(paint, 'first contentful paint').toBeGreaterThan(0)
      const before = requests.filter((request) => request.start < paint!).map((request) => request.path)
      // Its one style sheet (named by its hash), the web font and pictures (the header's logo, the page's own) only.
      expect(sheets).toEqual([expect.stringMatching(/^\/_app\/styles-[\w-]{12}\.css$/)])
      expect(before).toContain(sheets[0])
      for (const path of before.filter((path) => path !== sheets[0]))
        expect(path).toMatch(/\.(woff2|svg|png|webp|jpe?g|avif)$/)
      // Hydrating wrote none of the page's rules again: the browser's Emotion adopted them from the sheet by name.
      expect(linked.length).toBeGreaterThan(50)
      expect(written.filter((name) => linked.includes(name))).toEqual([])
      expect(before.filter((path) => path.includes('favicon'))).toEqual([])
      const after = requests.filter((request) => request.start >= paint!).map((request) => request.path)
      expect(after.some((path) => /^\/_app\/index-[^/]+\.js$/.test(path))).toBe(true)
      // The page's data is asked for once, by the app, alongside its code: no `<link rel="preload">` that a slow
      // hydration would leave unused for seconds (Chromium then warns in the console).
      expect(after.filter((path) => path.startsWith('/_data/'))).toHaveLength(1)
      expect(await page.locator('link[rel="preload"][as="fetch"]').count()).toBe(0)
      expect(manifest).toBe('/site.webmanifest')
      // The boot script ran under the site's Content-Security-Policy (a refused inline script is a console error).
      expect(problems).toEqual([])
    })
  }
})

describe('a long list costs the first screen nothing', () => {
  test('/case-studies on a slow phone fetches the pictures of cards far below the screen only as they are scrolled to', async () => {
    // On a connection Chromium rates 3G (Lighthouse's mobile runs), it fetches lazy pictures from further ahead (up to
    // about 2,500 px below the screen): five of this list's cards on a phone if they were all laid out at once.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, '--force-effective-connection-type=3G'],
    })
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
      await page.goto(`${harness.baseUrl}/case-studies`, { waitUntil: 'load' })
      await waitForApp(page)
      const fetched = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      const pictures = await page
        .locator('main article img')
        .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))
      expect(pictures.length).toBeGreaterThan(5)
      const atLoad = (await fetched()).filter((path) => pictures.includes(path))
      // The cards within a screen or so of the first one are ready when scrolled to; the rest wait.
      expect(atLoad.length).toBeGreaterThan(0)
      expect(atLoad.length).toBeLessThan(4)
      const last = page.locator('main article').last()
      await last.scrollIntoViewIfNeeded()
      await expect
        .poll(() => last.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      expect(await fetched()).toContain(pictures.at(-1))
    } finally {
      await browser.close()
    }
  })
})

describe('hydration does no work the build has done', () => {
  test('a page of dated articles hydrates without formatting a date (the build wrote them out)', async () => {
    const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      // Counts every date formatter the page makes (the first one costs a slow phone tens of milliseconds).
      await context.addInitScript(() => {
        const Original = Intl.DateTimeFormat
        const counted = function (this: unknown, ...args: ConstructorParameters<typeof Original>) {
          ;(window as unknown as { formatters: number }).formatters =
            ((window as unknown as { formatters?: number }).formatters ?? 0) + 1
          return new Original(...args)
        } as unknown as typeof Intl.DateTimeFormat
        Intl.DateTimeFormat = counted
      })
      const page = await context.newPage()
      await page.goto(`${harness.baseUrl}/resources`)
      await waitForApp(page)
      const dates = await page.locator('main time').allTextContents()
      expect(dates.length).toBeGreaterThan(2)
      for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      expect(await page.evaluate(() => (window as unknown as { formatters?: number }).formatters ?? 0)).toBe(0)
    } finally {
      await context.close()
    }
  })
})
