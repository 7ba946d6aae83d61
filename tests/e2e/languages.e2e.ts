import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { report, scan, withAxe } from './axe.ts'
import { clickAtRest, type Harness, startHarness, waitForHydration } from './browser.ts'

// The languages fixture (tests/fixtures/sites/languages: English, French, Arabic right to left), built into a folder
// of its own and served by the static server, in Chromium: the switcher keeps the page, with and without
// JavaScript; the Arabic page lays out right to left without running off a phone's screen; axe finds nothing.

const root = join(import.meta.dirname, '../..')
let work: string
let harness: Harness

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'languages-e2e-'))
  cpSync(join(root, 'tests/fixtures/sites/languages'), join(work, 'site'), { recursive: true })
  await buildSite({ root, siteDir: join(work, 'site'), outDir: join(work, 'dist'), log: false })
  harness = await startHarness(join(work, 'dist'))
}, 180000)

afterAll(async () => {
  await harness?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('the language switcher', () => {
  for (const width of [390, 1280])
    test(`opens from the keyboard and leads to the same page in the other language, at ${width} px`, async () => {
      const { page, problems } = await harness.open('/about', { width })
      await waitForHydration(page)
      const summary = page.locator('header details > summary')
      await summary.focus()
      await page.keyboard.press('Enter')
      const french = page.getByRole('link', { name: 'Français' })
      await expect.poll(() => french.isVisible()).toBe(true)
      await french.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL('**/fr/a-propos')
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Qui sommes-nous')
      // The document's language and the header's words follow the page.
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr')
      expect(await page.locator('a[href="#main"]').textContent()).toBe('Aller au contenu')
      expect(await page.locator('header details').getAttribute('open')).toBeNull()
      // Then on to Arabic: right to left.
      await summary.click()
      await page.getByRole('link', { name: 'العربية' }).click()
      await page.waitForURL('**/ar/about')
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      expect(problems).toEqual([])
    })

  test('works without JavaScript: a plain link in a disclosure', async () => {
    const { page } = await harness.open('/fr/a-propos', { width: 390, javaScript: false })
    await page.locator('header details > summary').click()
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL((url) => url.pathname === '/about')
    expect(await page.locator('h1').first().textContent()).toBe('About Us')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  })

  test('leads to the language home page from a page that has no translation', async () => {
    const { page } = await harness.open('/services', { width: 1280 })
    await waitForHydration(page)
    await page.locator('header details > summary').click()
    await page.getByRole('link', { name: 'Français' }).click()
    await page.waitForURL((url) => url.pathname === '/fr')
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Bienvenue')
  })
})

describe('translated case studies', () => {
  test('lead from the French list to a French case study in the page, and from it to an English one said to be so', async () => {
    const { page, problems } = await harness.open('/fr/etudes-de-cas', { width: 1280 })
    await waitForHydration(page)
    await clickAtRest(page.locator('main a[href="/fr/etudes-de-cas/acme-bank"]'))
    await page.waitForURL('**/fr/etudes-de-cas/acme-bank')
    await expect.poll(() => page.getByText('La Banque Acme nous a demandé de l’aide.').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    // The related case study French lacks: in English, its link says so and leads to the English page.
    const hooli = page.locator('main a[href="/case-studies/hooli"]')
    expect(await hooli.getAttribute('hreflang')).toBe('en')
    expect(await hooli.textContent()).toBe('Voir l’étude de cas (en anglais)')
    await clickAtRest(hooli)
    await page.waitForURL((url) => url.pathname === '/case-studies/hooli')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await page.locator('a[href="#main"]').textContent()).toBe('Skip to content')
    expect(problems).toEqual([])
  })
})

describe('the right-to-left page', () => {
  test('lays out right to left with nothing running off a 390 px screen', async () => {
    const { page, problems } = await harness.open('/ar/about', { width: 390, height: 844 })
    await waitForHydration(page)
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // The button's forward arrow points the way the text runs (left); a check mark is not mirrored.
    const transform = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((svg) => getComputedStyle(svg).transform)
    expect(await transform('main a svg:has(path[d="m12 5 7 7-7 7"])')).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    expect(await transform('main li svg')).toBe('none')
    // The open switcher's list stays on screen too.
    await page.locator('header details > summary').click()
    const list = await page.locator('header details ul').boundingBox()
    expect(list!.x).toBeGreaterThanOrEqual(0)
    expect(list!.x + list!.width).toBeLessThanOrEqual(390)
    expect(problems).toEqual([])
  })
})

describe('accessibility', () => {
  test('axe finds nothing on each language page, switcher open or closed, at 390 px and 1280 px', async () => {
    const found = []
    for (const width of [390, 1280]) {
      const context = await harness.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
      await withAxe(context)
      const page = await context.newPage()
      for (const path of ['/', '/about', '/fr', '/fr/a-propos', '/fr/etudes-de-cas', '/ar', '/ar/about', '/fr/nope']) {
        await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
        await waitForHydration(page)
        found.push(...(await scan(page, `${path} @${width}`)))
        await page.locator('header details > summary').click()
        found.push(...(await scan(page, `${path} @${width} (switcher open)`)))
      }
      await context.close()
    }
    expect(found, report(found)).toEqual([])
  })
})
