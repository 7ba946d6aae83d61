import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startHarness, waitForApp, waitForHydration, type Harness } from './browser.ts'

// Accessibility in a real browser: an axe-core scan of every route at phone and desktop widths (every rule axe
// runs by default: WCAG 2.x A and AA, and its best practices), with the menus open too, and the keyboard basics.

const dist = process.env.DIST_DIR ?? 'dist'

/** Every route of the sitemap, and an address answered by each not-found page. */
function addresses(): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  return [...routes, '/this-page-does-not-exist', '/services/no-such-service', '/case-studies/no-such-case-study']
}

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

interface Found {
  where: string
  rule: string
  impact: string
  help: string
  nodes: string[]
}

async function scan(page: Page, where: string): Promise<Found[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    nodes: v.nodes
      .slice(0, 5)
      .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }))
}

function report(found: Found[]): string {
  return found.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${harness.baseUrl}${path}`, { waitUntil: 'load' })
  await waitForHydration(page)
}

describe('axe-core finds no violation', () => {
  for (const width of [390, 1280]) {
    test(`on every route at ${width} px`, async () => {
      const list = addresses()
      expect(list.length).toBeGreaterThan(55)
      const context = await harness.browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 } })
      const page = await context.newPage()
      const found: Found[] = []
      const unsafeLinks: string[] = []
      for (const path of list) {
        await visit(page, path)
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
    }, 600000)
  }

  test('with the services mega menu open (desktop)', async () => {
    const { page } = await harness.open('/', { width: 1280 })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await page.locator('[data-mega-menu]').waitFor()
    const found = await scan(page, 'mega menu')
    expect(found, report(found)).toEqual([])
  })

  test('with the mobile menu panel open (phone)', async () => {
    const { page } = await harness.open('/services/network-infrastructure/wireless', { width: 390, height: 844 })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').waitFor()
    // Let the slide-in finish: axe measures colours as they are painted.
    await page.waitForTimeout(400)
    const found = await scan(page, 'mobile panel')
    expect(found, report(found)).toEqual([])
  })
})

describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the main content', async () => {
    const { page, problems } = await harness.open('/about')
    // A visitor who just arrived presses Tab before anything else: no scrolling through the page first (scrolling
    // hydrates the blocks below, which can move the browser's starting point for the next Tab past the skip link).
    await waitForApp(page)
    await page.keyboard.press('Tab')
    const skip = page.locator(':focus')
    expect(await skip.getAttribute('href')).toBe('#main')
    expect(await skip.textContent()).toBe('Skip to content')
    const box = await skip.boundingBox()
    expect(box && box.y >= 0 && box.height > 0).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    // The next Tab starts inside the page's content, past the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
    expect(problems).toEqual([])
  })

  test('every control reached with Tab shows a focus indicator', async () => {
    const { page } = await harness.open('/', { width: 1280 })
    await waitForHydration(page)
    const missing: string[] = []
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      // Some fields ease their focus ring in.
      await page.waitForTimeout(200)
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return null
        const style = getComputedStyle(el)
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2
        // A ring drawn with box-shadow counts too (its last length is the spread; the colour must not be clear).
        const ring =
          style.boxShadow !== 'none' &&
          !/\/ 0\)|rgba\([^)]*, 0\)|transparent/.test(style.boxShadow) &&
          /(\d+(\.\d+)?)px(?![^(]*\))\s*$|\s([1-9]\d*(\.\d+)?)px(?:\s|,|$)/.test(style.boxShadow)
        return {
          name: `${el.tagName.toLowerCase()} ${el.getAttribute('href') ?? el.getAttribute('aria-label') ?? el.id ?? ''}`,
          visible: outline || ring,
        }
      })
      if (state && !state.visible) missing.push(state.name)
    }
    expect(missing).toEqual([])
  })
})

describe('reduced motion', () => {
  /** The longest animation or transition in the hero, in ms. */
  async function longestMotion(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
    const { page } = await harness.open('/', { reducedMotion })
    await waitForHydration(page)
    const durations = await page.locator('[data-hero], [data-hero] *').evaluateAll((els) =>
      els.flatMap((el) => {
        const style = getComputedStyle(el)
        return [...style.animationDuration.split(','), ...style.transitionDuration.split(',')].map(
          (d) => Number.parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000),
        )
      }),
    )
    return Math.max(...durations)
  }

  test('with prefers-reduced-motion the hero neither animates nor transitions', async () => {
    expect(await longestMotion('reduce')).toBeLessThanOrEqual(1)
  })

  test('without the preference it does (so the check above means something)', async () => {
    expect(await longestMotion('no-preference')).toBeGreaterThanOrEqual(100)
  })
})
