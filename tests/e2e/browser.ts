import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'

/** Debian's Chromium, or the one CHROME_PATH names. */
export function chromiumPath(): string | undefined {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => !!p && existsSync(p),
  )
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Draws everything the browser would leave for later off screen, for a full-page capture (which does not scroll): the
 * content skipped with content-visibility: auto (blocks after the first, cards, the footer) and the lazy pictures,
 * each fetched and decoded before this returns.
 */
export async function renderEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  await page.evaluate(async () => {
    const pictures = [...document.images]
    for (const picture of pictures) picture.loading = 'eager'
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

export interface OpenOptions {
  width?: number
  height?: number
  javaScript?: boolean
  reducedMotion?: 'reduce' | 'no-preference'
  /**
   * Playwright's clock runs the page's timers (installed before the page loads; time still flows): a test can then
   * jump past a wait with `page.clock.fastForward` instead of waiting it out.
   */
  clock?: boolean
}

export interface Harness {
  browser: Browser
  server: StaticServer
  baseUrl: string
  /** A fresh page; console errors, page errors and failed requests are collected in `problems`. */
  open(path: string, options?: OpenOptions): Promise<{ page: Page; context: BrowserContext; problems: string[] }>
  close(): Promise<void>
}

/** Starts a static server on dist/ and a headless Chromium with a fresh profile. */
export async function startHarness(root = process.env.DIST_DIR ?? 'dist'): Promise<Harness> {
  const server = await startStaticServer({ root })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }) // playwright gives each launch a fresh, temporary profile
  const contexts: BrowserContext[] = []
  return {
    browser,
    server,
    baseUrl: server.url,
    async open(
      path,
      { width = 1280, height = 800, javaScript = true, reducedMotion = 'no-preference', clock = false } = {},
    ) {
      const context = await browser.newContext({
        viewport: { width, height },
        javaScriptEnabled: javaScript,
        reducedMotion,
      })
      contexts.push(context)
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        // A not-found page is itself a 404 response, which Chromium reports; that one is expected.
        const documentNotFound = /status of 404/.test(message.text()) && message.location().url === page.url()
        if (!documentNotFound) problems.push(`console.${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      page.on('requestfailed', (request) =>
        problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      )
      // Nothing may be loaded from the internet.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
        problems.push(`external request: ${route.request().url()}`)
        return route.abort()
      })
      if (clock) await context.clock.install()
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      return { page, context, problems }
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {})
      await browser.close()
      await server.close()
    },
  }
}

/**
 * Clicks an element as a visitor does: once it has come to rest on screen. Playwright's click checks that the element
 * holds still and only then scrolls it into view, and presses at once. Far down a page (the footer's links), the
 * blocks a jump passes over are laid out at an estimated size until they near the screen (content-visibility:
 * GlobalStyles), and get their real size a frame or two after the jump: the link moved some 12 px between the press
 * and the release (measured beside two CPU-bound processes), the click went to its list item, and no link was
 * followed. Here the element is scrolled into view first and clicked once it and the page's height have held for
 * three frames.
 */
export async function clickAtRest(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded()
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = ''
        let held = 0
        const step = () => {
          const { top, left } = element.getBoundingClientRect()
          const now = `${top} ${left} ${document.documentElement.scrollHeight}`
          held = now === last ? held + 1 : 0
          last = now
          if (held >= 3) resolve()
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
  )
  await locator.click()
}

/** Resolves once the client has hydrated the prerendered page, and the blocks' behaviours are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForApp(page)
  await hydrateAllBlocks(page)
  await waitForBehaviours(page)
}

/** A full-screen hero's behaviour loads once the browser is idle (src/blocks/slot-behaviours.ts), and marks it. */
export async function waitForBehaviours(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-hero="fullscreen"]')].every((hero) => hero.hasAttribute('data-hero-live')),
    undefined,
    { timeout: 15000 },
  )
}

/** React owns the document (the first screen is live); the page has not been scrolled, as a visitor who just arrived. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15000 })
  // The router's history, loaded once the page is live and the browser idle (src/app/router.tsx): links navigate on
  // the client from then on without waiting for it.
  await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', undefined, { timeout: 15000 })
}

/**
 * Blocks below the first screen hydrate when they come near it (src/blocks/BlockRenderer.tsx). Tests that act on
 * the whole page scroll through it the way a visitor would, wait until every block is live, and go back to the top.
 */
export async function hydrateAllBlocks(page: Page): Promise<void> {
  const slots = await page.locator('[data-block]').count()
  let scrolled = false
  for (let index = 0; index < slots; index++) {
    const slot = page.locator('[data-block]').nth(index)
    if ((await slot.getAttribute('data-live')) !== null) continue
    scrolled = true
    await slot.evaluate((element) =>
      (element.firstElementChild as HTMLElement | null)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    )
    await page.waitForFunction((element) => element.hasAttribute('data-live'), await slot.elementHandle(), {
      timeout: 10000,
    })
  }
  if (!scrolled) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  // Back at the top, and the page has had two frames to follow (the header reacts to scrolling in a frame).
  await page.waitForFunction(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === 0)))),
  )
}
