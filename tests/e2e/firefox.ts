import { existsSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

/**
 * Firefox, the suite's second browser engine: Debian's Firefox ESR (scripts/ensure-firefox.sh) driven by
 * puppeteer-core over WebDriver BiDi. Nothing is downloaded: puppeteer-core never fetches a browser, and it is handed
 * this one. Playwright's Firefox would need Playwright's own patched build, which cannot be fetched here.
 */

/** Debian's Firefox ESR, or the one FIREFOX_PATH names. */
export function firefoxPath(): string | undefined {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (p): p is string => !!p && existsSync(p),
  )
}

/** A headless Firefox with a fresh, temporary profile (puppeteer makes one per launch). */
export async function launchFirefox(): Promise<Browser> {
  const executablePath = firefoxPath()
  if (!executablePath)
    throw new Error("Firefox not found. Run `bash scripts/ensure-firefox.sh` (installs Debian's firefox-esr).")
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // A loaded machine can take a while to start a browser.
    timeout: 120_000,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on phones and in headless Chromium: the page is as wide as the window.
      'ui.useOverlayScrollbars': 1,
      // No network but loopback here: keep Firefox's own services (updates, telemetry, remote settings) quiet.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  })
}

/**
 * Collects what a visitor should never meet on a page: a console error, an uncaught error, a failed request (a
 * not-found page's own 404 answer aside), a request that leaves this machine.
 */
export function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${page.url()})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : error}`))
  page.on('requestfailed', (request) =>
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  )
  page.on('request', (request) => {
    if (!/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/.test(request.url()))
      problems.push(`external request: ${request.url()}`)
  })
  return problems
}

/** Opens an address and waits until React owns the document and the web font has loaded. */
export async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  await waitLive(page)
}

/** React owns the document, the web font has loaded, and the first screen has settled (`settled`). */
export async function waitLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: 30_000 })
  await page.evaluate(settled)
}

/**
 * The web font has loaded, every animation that ends has ended (the hero's words rise into place), and the page has
 * been drawn twice since. Plain code, run in the page by either engine's driver.
 */
export async function settled(): Promise<void> {
  await document.fonts.ready
  const ending = document
    .getAnimations()
    .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
}

/**
 * Blocks below the first screen hydrate when they come near it: scrolls each into view and waits until it is live,
 * so any error a block throws when it starts shows, then goes back to the top.
 */
export async function hydrateAllBlocks(page: Page): Promise<void> {
  const slots = await page.$$eval('[data-block]', (elements) => elements.length)
  for (let index = 0; index < slots; index++) {
    const live = await page.evaluate((i) => {
      const slot = document.querySelectorAll('[data-block]')[i]!
      if (slot.hasAttribute('data-live')) return true
      ;(slot.firstElementChild as HTMLElement | null)?.scrollIntoView({ block: 'center', behavior: 'instant' })
      return false
    }, index)
    if (!live)
      await page.waitForFunction(
        (i) => document.querySelectorAll('[data-block]')[i]?.hasAttribute('data-live'),
        {
          timeout: 15_000,
        },
        index,
      )
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForFunction(() => window.scrollY === 0)
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Where the first screen's parts are: the header, the page's h1 and its first block, each as much of it as the first
 * screen shows (a long first block's length below it is no part of the first screen). Plain code, run in the page by
 * either engine's driver.
 */
export function firstScreen(): Record<'header' | 'h1' | 'first block', Box | null> {
  const box = (element: Element | null | undefined) => {
    if (!element) return null
    const { x, y, width, bottom } = element.getBoundingClientRect()
    return { x, y, width, height: Math.min(bottom, window.innerHeight) - Math.max(y, 0) }
  }
  return {
    header: box(document.querySelector('body header')),
    h1: box(document.querySelector('main h1') ?? document.querySelector('h1')),
    'first block': box(document.querySelector('[data-block]')?.firstElementChild),
  }
}

/** The parts whose place or size differ by more than `tolerance` CSS pixels between two engines. */
export function differences(
  label: string,
  firefox: ReturnType<typeof firstScreen>,
  chromium: ReturnType<typeof firstScreen>,
  tolerance: number,
): string[] {
  const found: string[] = []
  for (const part of Object.keys(chromium) as Array<keyof typeof chromium>) {
    const [a, b] = [firefox[part], chromium[part]]
    if (!a || !b) {
      if (a !== b) found.push(`${label} ${part}: Firefox ${JSON.stringify(a)}, Chromium ${JSON.stringify(b)}`)
      continue
    }
    const off = (Object.keys(b) as Array<keyof Box>).filter((key) => Math.abs(a[key] - b[key]) > tolerance)
    if (off.length > 0)
      found.push(
        `${label} ${part}: ${off.map((key) => `${key} ${round(a[key])} in Firefox, ${round(b[key])} in Chromium`).join(', ')}`,
      )
  }
  return found
}

const round = (value: number) => Math.round(value * 10) / 10
