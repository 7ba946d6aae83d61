import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { report, scan, scanEveryRoute } from './axe.ts'
import { startHarness, waitForApp, waitForHydration, type Harness } from './browser.ts'

// Accessibility in a real browser: axe-core on every route at phone width (desktop width: a11y-desktop.e2e.ts), with
// the menus open too, and the keyboard basics.

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

describe('axe-core finds no violation', () => {
  test('on every route at 390 px', () => scanEveryRoute(harness, 390), 600000)

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
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // Let the slide-in finish: axe measures colours as they are painted.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    const found = await scan(page, 'mobile panel')
    expect(found, report(found)).toEqual([])
  })

  test('the scan reports a violation that is there (so the checks above mean something)', async () => {
    const { page } = await harness.open('/contact')
    await waitForHydration(page)
    // A button with no name, as a block that forgot its label would render.
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')))
    const rules = (await scan(page, 'broken on purpose')).map((found) => found.rule)
    expect(rules).toContain('button-name')
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

  test('the skip link takes nothing away: every block is still there after it, and the form below works', async () => {
    const { page, problems } = await harness.open('/contact', { width: 390, height: 844 })
    await waitForApp(page)
    const texts = () => page.locator('[data-block]').evaluateAll((slots) => slots.map((slot) => slot.textContent))
    const before = await texts()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    // The blocks not hydrated yet (the form and the map, below the first screen) keep their content.
    expect(await texts()).toEqual(before)
    const form = page.locator('[data-block="contact-form"]')
    await form.locator('form').scrollIntoViewIfNeeded()
    await expect.poll(() => form.locator('button[type="submit"]').isDisabled(), { timeout: 15000 }).toBe(false)
    expect(await texts()).toEqual(before)
    expect(problems).toEqual([])
  })

  test('every control reached with Tab shows a focus indicator', async () => {
    const { page } = await harness.open('/', { width: 1280 })
    await waitForHydration(page)
    const missing: string[] = []
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      // Some fields ease their focus ring in: wait for the focused element's transitions to end.
      await page.evaluate(() =>
        Promise.all((document.activeElement?.getAnimations() ?? []).map((animation) => animation.finished)),
      )
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
