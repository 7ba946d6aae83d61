import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'puppeteer-core'
import type { Page as ChromiumPage } from 'playwright-core'
import { parseDocument } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { startHarness, waitForApp, type Harness } from './browser.ts'
import {
  differences,
  firstScreen,
  hydrateAllBlocks,
  launchFirefox,
  openLive,
  settled,
  waitLive,
  watch,
} from './firefox.ts'

/**
 * The Firefox pass over one site, declared by each site's test file (one Firefox and one Chromium per file, one page
 * of each per width, reused from test to test). The site is built from a copy of its folder whose form providers are
 * a server of this test on 127.0.0.1 (as tests/e2e/forms.e2e.ts does), and served like a static host.
 */

export interface FirefoxSite {
  /** The site's content folder, from the repository's root. */
  siteDir: string
  /** One address of every page type (a not-found page's too), given the built folder. */
  pages: (dist: string) => string[]
  /** A page with a form, and the words its success panel shows once a provider took the form. */
  form: { path: string; success: string }
  /** A page with a list filter: its group's name, a category, and how many items it and All show. */
  filter?: { path: string; group: string; category: string; shows: number; all: string; total: number }
}

const root = join(import.meta.dirname, '../..')
const WIDTHS = [390, 1280] as const
/** How far the header, the h1 and the first block may sit from where Chromium puts them, in CSS pixels. */
const TOLERANCE = 4

/** Fetches the fonts the page preloads, as its preload does (CORS, same-origin credentials), into the cache. */
async function warmFonts(): Promise<void> {
  const fonts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]
  await Promise.all(fonts.map((link) => fetch(link.href, { mode: 'cors', credentials: 'same-origin' })))
}

export function firefoxPass(site: FirefoxSite): void {
  let work: string
  let dist: string
  let harness: Harness
  let firefox: Browser
  let providers: Server
  let labels: { openMenu: string; closeMenu: string }
  const received: string[] = []
  const pages = new Map<number, { page: Page; problems: string[]; chromium: ChromiumPage }>()

  /** Firefox's page at this width (made once, reused), its problems cleared, and Chromium's at the same width. */
  async function at(width: number) {
    if (!pages.has(width)) {
      const page = await firefox.newPage()
      await page.setViewport({ width, height: width < 600 ? 844 : 800 })
      const context = await harness.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
      const chromium = await context.newPage()
      // The web font is shown only when it is there for the first paint (font-display: optional): on a first visit
      // to a cold cache, either engine may draw a page in the fallback face, by design. The pages are compared as a
      // visitor's next pages are drawn, with the font in the cache (a font that fails after this is a failure).
      await openLive(page, url('/'))
      await page.evaluate(warmFonts)
      // Until a page of it is drawn with the font: a cold Firefox process has been seen to miss the optional font's
      // window once more on the next page (decoding it the first time). A font Firefox refuses is never drawn: the
      // pass below then says so.
      for (let attempt = 0; attempt < 5; attempt++) {
        await openLive(page, url('/'))
        if (!(await page.evaluate(() => [...document.fonts].some((font) => font.status === 'error')))) break
      }
      await chromium.goto(url('/'), { waitUntil: 'load' })
      await chromium.evaluate(warmFonts)
      pages.set(width, { page, problems: watch(page), chromium })
    }
    const opened = pages.get(width)!
    // Firefox runs a tab in the background at a crawl (no frames): the page in use is the one in front.
    await opened.page.bringToFront()
    opened.problems.length = 0
    return opened
  }
  const url = (path: string) => `${harness.baseUrl}${path}`

  beforeAll(async () => {
    providers = createServer((req, res) => {
      const cors = { 'Access-Control-Allow-Origin': '*' }
      if (req.method === 'OPTIONS')
        return void res
          .writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': '*' })
          .end()
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"success":true,"message":"ok"}')
      })
    })
    await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done))
    const address = providers.address()
    const providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

    work = mkdtempSync(join(tmpdir(), 'firefox-'))
    const siteDir = join(work, 'site')
    cpSync(join(root, site.siteDir), siteDir, { recursive: true })
    const file = join(siteDir, 'site.yaml')
    const doc = parseDocument(readFileSync(file, 'utf8'))
    const count = (doc.toJS() as { forms: { providers: unknown[] } }).forms.providers.length
    for (let index = 0; index < count; index++)
      doc.setIn(['forms', 'providers', index, 'endpoint'], `${providerUrl}/provider-${index}`)
    writeFileSync(file, doc.toString())
    labels = (doc.toJS() as { labels: typeof labels }).labels
    dist = join(work, 'dist')
    // What ships: Vite (and the React plugin's JSX transform) follow a NODE_ENV they find over the build's mode, and the
    // test runner's "test" would bring React's development build.
    const runnerEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await buildSite({ root, siteDir, outDir: dist, log: false })
    } finally {
      process.env.NODE_ENV = runnerEnv
    }
    harness = await startHarness(dist)
    firefox = await launchFirefox()
  }, 600_000)

  afterAll(async () => {
    await firefox?.close()
    await harness?.close()
    await new Promise((done) => providers?.close(done))
    if (work) rmSync(work, { recursive: true, force: true })
  })

  describe(`Firefox ESR on ${site.siteDir}`, () => {
    for (const width of WIDTHS)
      test(`every page type at ${width} px: no console error, and the first screen laid out as in Chromium`, async () => {
        const { page, problems, chromium } = await at(width)
        const moved: string[] = []
        for (const path of site.pages(dist)) {
          await openLive(page, url(path))
          const inFirefox = await page.evaluate(firstScreen)
          // The web font was taken (a font Firefox refuses is no console error, only a fallback face).
          const failed = () => [...document.fonts].filter((font) => font.status === 'error').map((font) => font.family)
          for (const family of await page.evaluate(failed))
            moved.push(`${path} @${width}: the web font ${family} failed to load in Firefox`)
          await chromium.goto(url(path), { waitUntil: 'load' })
          await waitForApp(chromium)
          await chromium.evaluate(settled)
          moved.push(...differences(`${path} @${width}`, inFirefox, await chromium.evaluate(firstScreen), TOLERANCE))
          // The blocks below the first screen start too, and may not fail either.
          await hydrateAllBlocks(page)
        }
        expect(moved).toEqual([])
        expect(problems).toEqual([])
      }, 600_000)

    test('the mobile menu opens and closes at 390 px (its button, then Escape)', async () => {
      const { page, problems } = await at(390)
      await openLive(page, url('/'))
      const button = `header button[aria-label="${labels.openMenu}"]`
      for (const close of ['button', 'Escape'] as const) {
        await page.locator(button).click()
        await page.locator('[role="dialog"]').wait()
        expect(await page.$$eval('[role="dialog"] a[href]', (links) => links.length)).toBeGreaterThan(0)
        if (close === 'button') await page.locator(`[role="dialog"] button[aria-label="${labels.closeMenu}"]`).click()
        else await page.keyboard.press('Escape')
        await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 })
        // Focus goes back to the button that opened the menu.
        await page.waitForFunction(
          (label) => document.activeElement?.getAttribute('aria-label') === label,
          { timeout: 15_000 },
          labels.openMenu,
        )
      }
      expect(problems).toEqual([])
    })

    const filter = site.filter
    if (filter)
      test(`the filter on ${filter.path} shows one category's items, then all again`, async () => {
        const { page, problems } = await at(1280)
        await openLive(page, url(filter.path))
        await hydrateAllBlocks(page)
        /**
         * Presses the filter button named `press` (when given) in the group of that accessible name, found as a screen
         * reader finds it, and tells which buttons are pressed.
         */
        const inGroup = (press?: string) =>
          page.evaluate(
            (groupName, text) => {
              const group = [...document.querySelectorAll('[role="group"]')].find((candidate) => {
                const labelledBy = document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')
                return (candidate.getAttribute('aria-label') ?? labelledBy?.textContent)?.trim() === groupName
              })
              const buttons = [...(group?.querySelectorAll('button') ?? [])]
              if (text) buttons.find((button) => button.textContent?.trim() === text)?.click()
              return buttons.filter((button) => button.ariaPressed === 'true').map((button) => button.textContent)
            },
            filter.group,
            press ?? '',
          )
        const press = (category: string) => inGroup(category)
        const pressed = () => inGroup()
        const shows = (n: number) =>
          page.waitForFunction((count) => document.querySelectorAll('main article').length === count, {}, n)
        await shows(filter.total)
        await press(filter.category)
        await shows(filter.shows)
        expect(await pressed()).toEqual([filter.category])
        await press(filter.all)
        await shows(filter.total)
        expect(await pressed()).toEqual([filter.all])
        expect(problems).toEqual([])
      })

    test(`a form on ${site.form.path} is sent to a provider on 127.0.0.1 and says so`, async () => {
      const { page, problems } = await at(1280)
      received.length = 0
      await openLive(page, url(site.form.path))
      const form = 'main form'
      await page.locator(form).scroll()
      // Every required field, filled the way a visitor types it.
      const fields = await page.$$eval(`${form} [required]`, (elements) =>
        elements.map((element) => ({
          id: element.id,
          kind: element instanceof HTMLSelectElement ? 'select' : (element.getAttribute('type') ?? 'textarea'),
          option: element instanceof HTMLSelectElement ? [...element.options].find((o) => o.value)?.value : undefined,
        })),
      )
      expect(fields.length).toBeGreaterThan(0)
      for (const field of fields) {
        const selector = `[id="${field.id}"]`
        if (field.kind === 'select') await page.select(selector, field.option!)
        else if (field.kind === 'checkbox') await page.click(selector)
        else {
          const value = { email: 'ada@example.com', tel: '+254 700 000 000' }[field.kind] ?? 'Ada Obi, weekday mornings'
          await page.type(selector, value)
        }
      }
      await page.click(`${form} button[type="submit"]`)
      await page.waitForFunction(
        (words) => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes(words)),
        { timeout: 30_000 },
        site.form.success,
      )
      expect(received).toHaveLength(1)
      expect(received[0]).toContain('Ada Obi')
      expect(problems).toEqual([])
    })

    test('a link is followed on the client (the same document), and Back returns to the page before', async () => {
      const { page, problems } = await at(1280)
      await openLive(page, url('/'))
      const h1 = () => page.evaluate(() => document.querySelector('main h1')?.textContent)
      const home = await h1()
      const about = await page.evaluate(
        (html) => new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent,
        readFileSync(join(dist, 'about/index.html'), 'utf8'),
      )
      expect(about).toBeTruthy()
      expect(about).not.toBe(home)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.locator('header a[href="/about"]').click()
      await page.waitForFunction(
        (words) => location.pathname === '/about' && document.querySelector('main h1')?.textContent === words,
        { timeout: 30_000 },
        about,
      )
      expect(await page.title()).not.toBe('')
      await page.goBack()
      await page.waitForFunction(
        (words) => location.pathname === '/' && document.querySelector('main h1')?.textContent === words,
        { timeout: 30_000 },
        home,
      )
      await waitLive(page)
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      expect(problems).toEqual([])
    })
  })
}
