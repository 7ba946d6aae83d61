import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { ENCODE_SETTINGS } from '../../src/node/render/images.ts'
import { renderEverything, startHarness, waitForHydration, type Harness } from './browser.ts'

// The clinic's photographs (examples/clinic), as a phone gets them: built here (the pictures from the engine's image
// cache, .cache/images, made on the first build), served like a static host, opened in Chromium at 390 px.

const root = join(import.meta.dirname, '../..')
/** Pages with photographs: heroes, an article, the health library's cards, the team page's gallery. */
const PAGES = ['/', '/services', '/health/malaria-season', '/health', '/about', '/about/team']

let work: string
let harness: Harness
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'photos-'))
  await buildSite({ root, siteDir: 'examples/clinic', outDir: join(work, 'dist'), log: false })
  harness = await startHarness(join(work, 'dist'))
}, 600000)
afterAll(async () => {
  await harness?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

describe("the clinic's photographs on a 390 px phone", () => {
  for (const path of PAGES)
    test(`${path}: AVIF, and no picture wider than twice the width it is shown at`, async () => {
      const { page, problems } = await harness.open(path, { width: 390, height: 844 })
      const types = new Map<string, string>()
      page.on('response', (response) => {
        if (response.url().includes('/_app/img/')) types.set(response.url(), response.headers()['content-type'] ?? '')
      })
      await waitForHydration(page)
      await renderEverything(page)
      const pictures = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.currentSrc.includes('/_app/img/') && img.getBoundingClientRect().width > 0)
          .map((img) => ({ src: img.currentSrc, natural: img.naturalWidth, shown: img.getBoundingClientRect().width })),
      )
      expect(pictures.length, `${path} shows photographs`).toBeGreaterThan(0)
      for (const picture of pictures) {
        expect(picture.src, path).toMatch(/\.avif$/)
        expect(picture.natural, `${picture.src} shown ${picture.shown} px wide`).toBeLessThanOrEqual(2 * picture.shown)
      }
      // Every photograph the page fetched came as AVIF (the first load's requests included).
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/_app/img/')),
      )
      for (const url of fetched) expect(url, path).toMatch(/\.avif$/)
      for (const [url, type] of types) expect(type, url).toBe('image/avif')
      expect(problems).toEqual([])
    }, 60000)

  test('the lead photograph is preloaded and eager behind its colour, the others lazy behind a blurred copy, each with its size', async () => {
    const html = await (await fetch(`${harness.baseUrl}/`)).text()
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]+ 1920w" imagesizes="100vw" fetchpriority="high" \/>/,
    )
    const { page } = await harness.open('/health', { width: 390, height: 844 })
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('picture img')].map((img) => ({
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        placeholder: (img as HTMLElement).style.backgroundImage,
        colour: (img as HTMLElement).style.backgroundColor,
      })),
    )
    expect(images.length).toBeGreaterThan(1)
    // The lead photograph's colour, not a data URL in the page (render/images.ts ProcessedImage says why).
    expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high', placeholder: '' })
    expect(images[0]!.colour).toMatch(/^rgb\(\d+, \d+, \d+\)$/)
    for (const image of images.slice(1)) {
      expect(image.loading).toBe('lazy')
      expect(image.placeholder).toMatch(/^url\("?data:image\/webp;base64,/)
      expect(image.placeholder.length).toBeLessThan(1024)
    }
    for (const image of images) {
      expect(Number(image.width)).toBeGreaterThan(0)
      expect(Number(image.height)).toBeGreaterThan(0)
    }
  })

  test("on Lighthouse's phone (412 px at 1.75), each lead photograph is a preloaded AVIF of at most 9 KB", async () => {
    // The lead picture is what the page's largest paint waits for: on a slow phone connection, one that fits the first
    // round trip beside the font and the logo (ENCODE_SETTINGS.lead.bytes) paints a round trip sooner.
    const context = await harness.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
    try {
      for (const path of ['/', '/services', '/health/malaria-season']) {
        const page = await context.newPage()
        const sizes = new Map<string, number>()
        page.on('response', async (response) => {
          if (response.url().includes('/_app/img/')) sizes.set(response.url(), (await response.body()).length)
        })
        await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
        const lead = await page.evaluate(() => {
          const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"][srcset*="/_app/img/"]')
          const preload = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="/_app/img/"]')
          return {
            src: img?.currentSrc ?? '',
            loading: img?.getAttribute('loading'),
            preloadPriority: preload?.getAttribute('fetchpriority'),
            preloadHasIt:
              !!img && !!preload?.getAttribute('imagesrcset')?.includes(img.currentSrc.replace(location.origin, '')),
          }
        })
        // The hero's full width takes the 750 px rung (721 device pixels across); the article's picture, 48 px
        // narrower, the 640.
        const width = Number(/-(\d+)\.avif$/.exec(lead.src)?.[1])
        expect(width, lead.src).toBeLessThanOrEqual(path === '/health/malaria-season' ? 640 : 750)
        expect(lead, path).toMatchObject({ loading: 'eager', preloadPriority: 'high', preloadHasIt: true })
        await expect.poll(() => sizes.get(lead.src), { message: path }).toBeGreaterThan(0)
        expect(sizes.get(lead.src), path).toBeLessThanOrEqual(ENCODE_SETTINGS.lead.bytes)
        await page.close()
      }
    } finally {
      await context.close()
    }
  })

  test('pictures arriving late on a slow network shift nothing (CLS 0)', async () => {
    for (const path of ['/', '/health/malaria-season']) {
      const context = await harness.browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
      await page.waitForFunction(() =>
        [...document.images].filter((img) => img.loading === 'eager').every((img) => img.complete),
      )
      await page.mouse.wheel(0, 3000)
      await page.waitForFunction(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().top < innerHeight)
          .every((img) => img.complete),
      )
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >)
                if (!entry.hadRecentInput) total += entry.value
            }).observe({ type: 'layout-shift', buffered: true })
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
          }),
      )
      expect(shift, path).toBe(0)
      await context.close()
    }
  }, 120000)

  test("the gallery's larger view: loaded on first use, a modal dialog used with the keyboard alone", async () => {
    const { page, problems } = await harness.open('/about/team', { width: 390, height: 844 })
    await waitForHydration(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const opener = page.getByRole('link', { name: 'View larger: A red and orange marigold flowering in a garden' })
    await opener.focus()
    expect(scripts).toEqual([])
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'A red and orange marigold flowering in a garden' })
    await dialog.waitFor()
    // Its code came only now.
    expect(scripts.length).toBeGreaterThan(0)
    // Focus is inside the dialog, which the page behind cannot take (a modal dialog).
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: 'A yellow flower opening, close up' }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus goes back to the photograph that opened it.
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(problems).toEqual([])
  }, 60000)
})
