import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type Harness, waitForHydration } from './browser.ts'
import { builtRoutes } from './crawl.ts'

// Accessibility in a real browser: an axe-core scan (every rule axe runs by default: WCAG 2.x A and AA, and its best
// practices). Every route is scanned at phone width (a11y.e2e.ts) and desktop width (a11y-desktop.e2e.ts), two files
// so that the browser suite runs them side by side.
// axe-core goes into each page as an init script of the browser context: put in by `page.evaluate` after the page has
// loaded (what @axe-core/playwright does), its half megabyte of source was compiled again for every scan, which took
// three quarters of each route's time.

const dist = process.env.DIST_DIR ?? 'dist'

/**
 * Every page the build wrote, in every language (the sitemap's routes, and any copies of untranslated pages a site
 * with fallback: default-language has, which it leaves out), and an address answered by each not-found page, the
 * French one among them.
 */
function addresses(): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const copies = builtRoutes(dist).filter((route) => route !== '/' && !routes.includes(route))
  return [
    ...routes,
    ...copies,
    '/this-page-does-not-exist',
    '/services/no-such-service',
    '/case-studies/no-such-case-study',
    '/fr/page-inexistante',
  ]
}

declare global {
  interface Window {
    /** axe-core, once withAxe or scan has put it into the page. */
    axe?: typeof axe
  }
}

interface Found {
  where: string
  rule: string
  impact: string
  help: string
  nodes: string[]
}

/** Makes axe-core part of every page the context opens from now on (it runs before the page's own scripts). */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source })
}

/** Every violation axe-core finds on the page as it is now (all the rules it runs by default). */
export async function scan(page: Page, where: string): Promise<Found[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async () => (await window.axe!.run(document, { resultTypes: ['violations'] })).violations,
  )
  return violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }))
}

export function report(found: Found[]): string {
  return found.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')
}

async function visit(harness: Harness, page: Page, path: string): Promise<void> {
  await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
}

/** Scans every route (and an address of each not-found page) at one width; no violation and no unsafe external link. */
export async function scanEveryRoute(harness: Harness, width: number): Promise<void> {
  const list = addresses()
  expect(list.length).toBeGreaterThan(55)
  const context = await harness.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
  await withAxe(context)
  const page = await context.newPage()
  const found: Found[] = []
  const unsafeLinks: string[] = []
  for (const path of list) {
    await visit(harness, page, path)
    found.push(...(await scan(page, `${path} @${width}`)))
    // Links to other sites, as rendered after hydration, keep rel="noopener noreferrer".
    for (const href of await page.$$eval('a[href^="http"]', (links) =>
      (links as HTMLAnchorElement[])
        .filter((a) => !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
        .map((a) => a.href),
    ))
      unsafeLinks.push(`${path}: ${href}`)
  }
  expect(unsafeLinks).toEqual([])
  await context.close()
  expect(found, report(found)).toEqual([])
}
