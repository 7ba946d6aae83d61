import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { clickAtRest, startHarness, waitForApp, type Harness } from './browser.ts'

// Client-side navigation on a slow network, as a visitor on a mobile connection meets it: Chromium's own network
// emulation (DevTools Protocol) holds every request back, so a page opened by a link is still on its way when the
// visitor presses Back, Forward or another link. Whatever they do, the page, its title and the address must end up
// agreeing, and a page the visitor has left behind must never be drawn, not even for a frame.
//
// The site is served from a copy of dist/ that one test replaces with a newer build under an open page, as a deploy
// does.

const root = join(import.meta.dirname, '../..')
const HOME = { h1: 'Secure, Modern Technology for Ambitious Organisations', title: titleOf('site/pages/index.yaml') }
const NETWORK = { h1: 'Network Infrastructure', title: 'Network Infrastructure Services | Zuma Technologies' }
const ABOUT = { h1: 'Security Expertise, Built in Abuja, Trusted Worldwide', title: titleOf('site/pages/about.yaml') }
/** Each request waits this long before it is answered: a slow mobile network. */
const LATENCY = 400

function titleOf(file: string): string {
  return /^title: (.*)$/m.exec(readFileSync(join(root, file), 'utf8'))![1]!
}

let work: string
let live: string
let harness: Harness
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'navigation-'))
  live = join(work, 'live')
  cpSync(resolve(root, process.env.DIST_DIR ?? 'dist'), live, { recursive: true })
  harness = await startHarness(live)
})
afterAll(async () => {
  await harness?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Every request from now on takes LATENCY ms more (Chromium's network emulation). */
async function slowNetwork(context: BrowserContext, page: Page, latency = LATENCY): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
}

/**
 * Holds back every answer for page data or code (`/_data/…`, `/_app/…`) until the returned function is called, so
 * what the visitor does meanwhile surely happens while those pages are still loading: on a busy machine a click can
 * take longer than the network's latency, and a page that has arrived is rightly shown.
 */
async function holdPageLoads(context: BrowserContext): Promise<() => Promise<void>> {
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const pattern = /\/_(data|app)\//
  const hold = async (route: Route) => {
    await gate
    await route.fallback().catch(() => {})
  }
  await context.route(pattern, hold)
  return async () => {
    open()
    await context.unroute(pattern, hold)
  }
}

/** Records every title the document takes and every main heading drawn from now on, for `seen(page)`. */
async function recordPages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = []
    const note = () => {
      const heading = document.querySelector('main h1')?.textContent ?? ''
      for (const text of [document.title, heading]) if (seen.at(-1) !== text && !seen.includes(text)) seen.push(text)
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
    Object.assign(window, { seenPages: seen })
  })
}

function seen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenPages: string[] }).seenPages)
}

/** Requests the page has made and not seen answered yet, kept up to date from the moment this is called. */
function inFlight(page: Page): () => number {
  const open = new Set<unknown>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}
const tracked = new WeakMap<Page, () => number>()

/**
 * Everything the visitor set going has run its course: no request is on its way and the main thread has gone idle
 * with none outstanding, three times running (a navigation left behind may still have code to fetch and a page to
 * render when the one the visitor is on is already shown; if it were drawn, it would be drawn by now).
 */
async function quiet(page: Page): Promise<void> {
  const open = tracked.get(page)!
  for (let calm = 0; calm < 3; ) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    calm = open() === 0 ? calm + 1 : 0
  }
}

/** The page has settled (`quiet`), no navigation waits for its page (no progress bar), and it is `expected`. */
async function settledOn(page: Page, expected: { h1: string; title: string }): Promise<void> {
  await expect.poll(() => page.locator('[data-navigation-progress]').count()).toBe(0)
  await quiet(page)
  await expect.poll(() => page.locator('main h1').first().textContent()).toBe(expected.h1)
  expect(await page.title()).toBe(expected.title)
}

/** Opens a page, waits until it is live, and marks the document (a full page load loses the mark). */
async function openLive(path: string) {
  const opened = await harness.open(path)
  tracked.set(opened.page, inFlight(opened.page))
  await waitForApp(opened.page)
  await opened.page.evaluate(() => Object.assign(window, { sameDocument: true }))
  return opened
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

describe('client navigation on a slow network: the latest navigation wins', () => {
  test('Back before the new page appears stays on the first page, which the abandoned one never draws over', async () => {
    const { page, context, problems } = await openLive('/')
    await recordPages(page)
    await slowNetwork(context, page)
    const release = await holdPageLoads(context)
    await clickAtRest(page.locator('footer a[href="/services/network-infrastructure"]').first())
    await page.waitForURL('**/services/network-infrastructure')
    await page.goBack()
    await page.waitForURL(/\/$/)
    await release()
    // Whatever of the abandoned page arrives after Back must change nothing (settledOn waits until all has arrived).
    await settledOn(page, HOME)
    expect(await seen(page)).not.toContain(NETWORK.title)
    expect(await seen(page)).not.toContain(NETWORK.h1)
    expect(await sameDocument(page)).toBe(true)
    expect(problems).toEqual([])
  })

  test('a second and a third link clicked while the first page is loading: only the last one is shown', async () => {
    const { page, context, problems } = await openLive('/')
    await recordPages(page)
    await slowNetwork(context, page)
    const release = await holdPageLoads(context)
    await clickAtRest(page.locator('footer a[href="/services/network-infrastructure"]').first())
    await page.waitForURL('**/services/network-infrastructure')
    await clickAtRest(page.locator('footer a[href="/about"]').first())
    await page.waitForURL('**/about')
    // The logo, back to the page still on screen: a navigation like any other, not a jump to the top.
    await page.locator('header a[href="/"]').first().click()
    await page.waitForURL(/\/$/)
    await release()
    await settledOn(page, HOME)
    for (const other of [NETWORK.title, NETWORK.h1, ABOUT.title, ABOUT.h1])
      expect(await seen(page)).not.toContain(other)
    expect(await sameDocument(page)).toBe(true)
    expect(problems).toEqual([])
  })

  test('Forward after Back, before the page gone back to appears, shows the page gone forward to', async () => {
    const { page, context, problems } = await openLive('/')
    await clickAtRest(page.locator('footer a[href="/services/network-infrastructure"]').first())
    await settledOn(page, NETWORK)
    await recordPages(page)
    await slowNetwork(context, page)
    const release = await holdPageLoads(context)
    // The home page's static blocks were never loaded as code (it was prerendered): going back, it has to wait.
    await page.goBack()
    await page.waitForURL(/\/$/)
    await page.goForward()
    await page.waitForURL('**/services/network-infrastructure')
    await release()
    await settledOn(page, NETWORK)
    expect(await seen(page)).not.toContain(HOME.title)
    expect(await sameDocument(page)).toBe(true)
    expect(problems).toEqual([])
  })

  test('a page whose data cannot be fetched is loaded by the browser instead: the visitor is never stuck', async () => {
    const { page, context } = await openLive('/')
    await slowNetwork(context, page)
    // One server error for the page's data, as a host in trouble answers; the full load after it succeeds.
    await context.route('**/_data/about/index.json', (route) => route.fulfill({ status: 500, body: 'down' }), {
      times: 1,
    })
    // What the old document asks for the new page's data, until the browser asks for the new document.
    const asked: string[] = []
    let handedOver = false
    page.on('request', (request) => {
      if (request.isNavigationRequest()) handedOver = true
      else if (!handedOver && request.url().endsWith('/_data/about/index.json')) asked.push(request.url())
    })
    await clickAtRest(page.locator('footer a[href="/about"]').first())
    await page.waitForURL('**/about')
    await expect.poll(() => sameDocument(page)).toBe(false)
    await waitForApp(page)
    await settledOn(page, ABOUT)
  })
})

describe('where a navigation leaves the visitor', () => {
  /** The first heading in the window, and where it is. */
  const reading = (page: Page) =>
    page.evaluate(() => {
      const heading = [...document.querySelectorAll('main h2')].find((h) => h.getBoundingClientRect().top >= 0)
      return { text: heading?.textContent, top: Math.round(heading?.getBoundingClientRect().top ?? -1) }
    })

  test('a new page opens at its top at once; Back returns to where the visitor was, Forward too', async () => {
    const { page, problems } = await openLive('/about')
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    const left = await reading(page)
    expect(left.text).toBeTruthy()
    // Clicked where it is (Playwright's click would first scroll the page to bring the link into view).
    await page.locator('header a[href="/contact"]').first().dispatchEvent('click')
    const contact = { h1: "Let's Talk About Your Security", title: titleOf('site/pages/contact.yaml') }
    await settledOn(page, contact)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
    const leftContact = await reading(page)

    await page.goBack()
    await settledOn(page, ABOUT)
    await expect.poll(() => reading(page)).toEqual(left)
    await page.goForward()
    await settledOn(page, contact)
    await expect.poll(() => reading(page)).toEqual(leftContact)
    expect(problems).toEqual([])
  })

  test("Back from a section of the page to its top is the browser's: the page is not drawn again", async () => {
    const { page, problems } = await openLive('/privacy-policy')
    await page.locator('main a[href="#data-security"]').first().dispatchEvent('click')
    // At the section once the page's smooth scrolling has ended (the position holds for two frames).
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const y = window.scrollY
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(y > 0 && window.scrollY === y)))
        }),
    )
    await page.evaluate(() => Object.assign(window, { marked: document.querySelector('main h1') }))
    await page.goBack()
    await page.waitForURL(/\/privacy-policy$/)
    await quiet(page)
    // The same heading element: React did not render the page again.
    expect(
      await page.evaluate(() => (window as { marked?: Element }).marked === document.querySelector('main h1')),
    ).toBe(true)
    expect(problems).toEqual([])
  })
})

describe('feedback while a page loads', () => {
  /**
   * Notes, from now on, whether the progress bar becomes visible (its fade-in starts only once the navigation has taken
   * 300 ms), and how long each navigation was pending: the bar is in the page, unseen, from the moment one starts
   * until its page is shown.
   */
  async function watchBar(page: Page) {
    await page.evaluate(() => {
      type Watch = { shown: boolean; since?: number; pending: number[] }
      const scope = window as { barWatch?: Watch }
      const installed = scope.barWatch !== undefined
      scope.barWatch = { shown: false, pending: [] }
      if (installed) return
      const watch = () => scope.barWatch!
      document.addEventListener('animationstart', (event) => {
        if (event.target instanceof Element && event.target.matches('[data-navigation-progress]')) watch().shown = true
      })
      const isBar = (node: Node) => node instanceof Element && node.matches('[data-navigation-progress]')
      new MutationObserver((records) => {
        for (const record of records) {
          if ([...record.addedNodes].some(isBar)) watch().since = performance.now()
          if ([...record.removedNodes].some(isBar) && watch().since !== undefined) {
            watch().pending.push(performance.now() - watch().since!)
            watch().since = undefined
          }
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
  }
  const barWatch = (page: Page) =>
    page.evaluate(() => (window as { barWatch?: { shown: boolean; pending: number[] } }).barWatch!)
  const barShown = async (page: Page) => (await barWatch(page)).shown
  const announced = (page: Page) => page.locator('[data-route-announcer]').textContent()

  test('a slow navigation shows a progress bar at the top, says so to screen readers, then names the new page', async () => {
    const { page, context, problems } = await openLive('/')
    await watchBar(page)
    await slowNetwork(context, page)
    await clickAtRest(page.locator('footer a[href="/about"]').first())
    await expect.poll(() => barShown(page)).toBe(true)
    // Across the top of the window, over the page (fixed: it moves nothing), and thin.
    const bar = await page.locator('[data-navigation-progress]').evaluate((element: HTMLElement) => ({
      position: getComputedStyle(element).position,
      top: element.getBoundingClientRect().top,
      width: element.offsetWidth,
      height: element.offsetHeight,
    }))
    expect(bar).toEqual({ position: 'fixed', top: 0, width: 1280, height: 3 })
    expect(await announced(page)).toBe('Loading page…')
    await settledOn(page, ABOUT)
    await expect.poll(() => announced(page)).toBe(ABOUT.title)
    expect(problems).toEqual([])
  })

  test('a quick navigation shows no bar, and still names the new page to screen readers', async () => {
    const { page, context, problems } = await openLive('/')
    const contact = titleOf('site/pages/contact.yaml')
    // Two pages rendered on the client, so both have their data and code in the page cache.
    await clickAtRest(page.locator('footer a[href="/about"]').first())
    await settledOn(page, ABOUT)
    await clickAtRest(page.locator('footer a[href="/contact"]').first())
    await expect.poll(() => page.title()).toBe(contact)
    await expect.poll(() => page.locator('[data-navigation-progress]').count()).toBe(0)
    // A navigation from the cache waits for nothing but the new page's render, under the bar's 300 ms; it must take
    // some frames, though, for a bar shown without its delay to be seen: on a slow phone (Lighthouse's mobile CPU, 4x
    // slower) it takes about 80-190 ms here. A machine busy enough can hold that render past 300 ms, and then the bar
    // rightly shows (4x slower beside two CPU-bound processes: 300-600 ms). So the visitor goes back and forth between
    // the two pages, on a less and less slowed CPU, until a navigation is quick, and that one must show no bar.
    const cdp = await context.newCDPSession(page)
    const quick: number[] = []
    const slow: number[] = []
    for (const [attempt, rate] of [4, 4, 2, 2, 1, 1, 1, 1].entries()) {
      if (quick.length > 0) break
      const [href, title] = attempt % 2 === 0 ? ['/about', ABOUT.title] : ['/contact', contact]
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      await watchBar(page)
      await clickAtRest(page.locator(`footer a[href="${href}"]`).first())
      await expect.poll(() => page.title()).toBe(title)
      await expect.poll(() => page.locator('[data-navigation-progress]').count()).toBe(0)
      await quiet(page)
      await expect.poll(() => announced(page)).toBe(title)
      const { shown, pending } = await barWatch(page)
      expect(pending).toHaveLength(1)
      if (pending[0]! < 250) {
        expect(shown, `a navigation pending ${Math.round(pending[0]!)} ms showed the bar`).toBe(false)
        quick.push(pending[0]!)
      } else slow.push(pending[0]!)
    }
    expect(quick, `no navigation from the cache took under 250 ms: ${slow.map(Math.round).join(', ')} ms`).toHaveLength(
      1,
    )
    expect(problems).toEqual([])
  })
})

describe('a deploy under an open page', () => {
  test('after a newer build replaces the site, the next click loads its page as a new document', async () => {
    // A newer build: the same site with different words in site.yaml, so the scripts' hashed names change.
    const site = join(work, 'site')
    cpSync(join(root, 'site'), site, { recursive: true })
    const config = join(site, 'site.yaml')
    writeFileSync(config, readFileSync(config, 'utf8').replace('loading: Loading page…', 'loading: Loading…'))
    await buildSite({ root, siteDir: site, outDir: join(work, 'newer'), log: false })

    const { page, problems } = await openLive('/')
    const before = await page.locator('#root').getAttribute('data-build')
    rmSync(live, { recursive: true })
    renameSync(join(work, 'newer'), live)

    // What the old document asks for the new page's data, until the browser asks for the new document.
    const asked: string[] = []
    let handedOver = false
    page.on('request', (request) => {
      if (request.isNavigationRequest()) handedOver = true
      else if (!handedOver && request.url().endsWith('/_data/about/index.json')) asked.push(request.url())
    })
    await clickAtRest(page.locator('footer a[href="/about"]').first())
    await page.waitForURL('**/about')
    await expect.poll(() => sameDocument(page)).toBe(false)
    await waitForApp(page)
    await settledOn(page, ABOUT)
    const after = await page.locator('#root').getAttribute('data-build')
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    // The old document asked for the page's data once: while the browser loads the new one, nothing asks again.
    expect(asked).toHaveLength(1)
    // The old page's scripts that the deploy removed answer 404 when its later blocks ask for them (they stay as
    // their prerendered HTML). The first failure hands the page over to the browser at once, which drops what the
    // old document still had on the way: a script, or the page's data if a script's 404 came first (both are asked
    // for together). Nothing else may go wrong.
    const gone =
      /^(requestfailed: \S+\/(_app\/\S+\.js|_data\/about\/index\.json) net::ERR_ABORTED|console\.error: Failed to load resource: .* 404 \(Not Found\))$/
    expect(problems.filter((problem) => !gone.test(problem))).toEqual([])
  }, 120000)
})
