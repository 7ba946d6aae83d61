import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clickAtRest, startHarness, waitForHydration, type Harness } from './browser.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

describe('prerendered pages', () => {
  test('the home page shows its content with JavaScript disabled', async () => {
    const { page } = await harness.open('/', { javaScript: false })
    await expect(page.title()).resolves.toBe('Zuma Technologies | Cybersecurity & Technology Consulting in Abuja')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Secure, Modern Technology for Ambitious Organisations',
    )
    expect(await page.getByText('Clients Protected').count()).toBeGreaterThan(0)
    expect(await page.locator('main a[href="/contact"]').first().textContent()).toContain('Get Protected')
    // Styles are in the HTML: the hero is dark before any script runs.
    const background = await page
      .locator('main section')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage + getComputedStyle(el).backgroundColor)
    expect(background).not.toBe('nonergba(0, 0, 0, 0)')
  })

  test('the wireless page is prerendered with its sections', async () => {
    const { page } = await harness.open('/services/network-infrastructure/wireless', { javaScript: false })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wireless Access Points')
    for (const text of [
      'Enterprise Wireless',
      'Key Features',
      'Coverage',
      'Management',
      'Security',
      'Rogue AP detection',
      'Band steering',
    ]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0)
    }
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Enterprise wireless')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://zumatech.example/services/network-infrastructure/wireless',
    )
  })
})

describe('hydration and navigation', () => {
  test('pages hydrate without console errors or warnings', async () => {
    for (const path of ['/', '/services/network-infrastructure/wireless', '/no-such-page']) {
      const { page, problems } = await harness.open(path)
      await waitForHydration(page)
      expect(problems, path).toEqual([])
    }
  })

  test('links navigate on the client without a full page load', async () => {
    const { page, problems } = await harness.open('/')
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await clickAtRest(page.locator('footer a[href="/services/network-infrastructure"]').first())
    await page.waitForURL('**/services/network-infrastructure')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    // Back on the first page, rendered on the client once the code of its blocks is here (static blocks had none).
    await page.goBack()
    await page.waitForURL(/\/$/)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Secure, Modern Technology for Ambitious Organisations')
    await expect.poll(() => page.title()).toBe('Zuma Technologies | Cybersecurity & Technology Consulting in Abuja')
    expect(problems).toEqual([])
  })
})

/** Opens a page, records the scripts it requests, and waits until it is live and the network is quiet. */
async function openSettled(path: string, viewport: { width: number; height: number }) {
  const opened = await harness.open(path, viewport)
  const scripts: string[] = []
  opened.page.on('request', (request) => void (request.url().endsWith('.js') && scripts.push(request.url())))
  await opened.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await opened.page.waitForLoadState('networkidle')
  return { ...opened, scripts }
}

describe('progressive hydration', () => {
  test('blocks below the first screen keep their prerendered HTML and hydrate when they come into view', async () => {
    const { page, problems, scripts } = await openSettled('/', { width: 1280, height: 800 })
    const newsletter = page.locator('[data-block="newsletter"]')
    // Readable and in place, but not live yet: its code has not been fetched and its button waits for it.
    expect(await newsletter.getAttribute('data-live')).toBeNull()
    expect(await newsletter.getByRole('textbox').count()).toBe(1)
    expect(await newsletter.locator('button[type="submit"]').isDisabled()).toBe(true)
    expect(scripts.filter((url) => /block-Newsletter/.test(url))).toEqual([])
    // The first block is live from the start.
    expect(await page.locator('[data-block]').first().getAttribute('data-live')).toBe('')

    await newsletter.locator('form').scrollIntoViewIfNeeded()
    await expect.poll(() => newsletter.getAttribute('data-live'), { timeout: 10000 }).toBe('')
    expect(scripts.some((url) => /block-Newsletter/.test(url))).toBe(true)
    await expect.poll(() => newsletter.locator('button[type="submit"]').isDisabled()).toBe(false)
    expect(problems).toEqual([])
  })

  test('static blocks stay as their prerendered HTML: no code fetched, and their links navigate on the client', async () => {
    const { page, problems, scripts } = await openSettled('/sitemap', { width: 390, height: 844 })
    // The banner and the site map are drawings of their content (src/blocks/registry.ts): nothing of theirs loads.
    const sitemap = page.locator('[data-block="sitemap"]')
    expect(await sitemap.getAttribute('data-static')).toBe('')
    expect(await page.locator('[data-block="hero"]').getAttribute('data-static')).toBe('')
    expect(scripts.filter((url) => /block-(Sitemap|Hero)/.test(url))).toEqual([])

    // Its links are plain links, and the app follows them without reloading the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await clickAtRest(sitemap.locator('a[href="/about"]').first())
    await page.waitForURL('**/about')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Security Expertise, Built in Abuja, Trusted Worldwide')
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // Back on the site map, rendered on the client this time: its code loads, and it looks as it did.
    await page.goBack()
    await page.waitForURL('**/sitemap')
    await expect.poll(() => scripts.some((url) => /block-Sitemap/.test(url)), { timeout: 10000 }).toBe(true)
    await expect.poll(() => sitemap.locator('a[href="/about"]').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(problems).toEqual([])
  })

  test('after client-side navigation every block of the new page is live at once', async () => {
    const { page, problems } = await harness.open('/about')
    await waitForHydration(page)
    await page.locator('header a[href="/contact"]').first().click()
    await page.waitForURL('**/contact')
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-block]')].every((slot) => slot.hasAttribute('data-live')),
          ),
        { timeout: 10000 },
      )
      .toBe(true)
    await expect
      .poll(() => page.locator('[data-block="contact-form"] button[type="submit"]').isDisabled(), { timeout: 15000 })
      .toBe(false)
    expect(problems).toEqual([])
  })
})

describe('not-found pages', () => {
  test('an unknown address gets the 404 page with status 404', async () => {
    const response = await fetch(`${harness.baseUrl}/definitely-not-here`)
    expect(response.status).toBe(404)
    const { page, problems } = await harness.open('/definitely-not-here')
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found')
    expect(await page.getByText('Error 404').count()).toBe(1)
    expect(await page.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/')
    expect(await page.getByRole('link', { name: /Contact Support/ }).getAttribute('href')).toBe('/contact')
    expect(problems).toEqual([])
  })

  test('an unknown service shows Service Not Found with a link to /services', async () => {
    const response = await fetch(`${harness.baseUrl}/services/quantum-toasters`)
    expect(response.status).toBe(404)
    const { page } = await harness.open('/services/quantum-toasters')
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Service Not Found')
    expect(await page.locator('main a[href="/services"]').count()).toBeGreaterThan(0)
  })
})

describe('header', () => {
  test('turns dark once the page is scrolled past 50 px', async () => {
    const { page } = await harness.open('/')
    await waitForHydration(page)
    const header = page.locator('header[data-scrolled]').first()
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 50))
    await page.waitForTimeout(100)
    expect(await header.getAttribute('data-scrolled')).toBe('false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    const style = await header.evaluate((el) => ({
      filter: getComputedStyle(el).backdropFilter,
      bg: getComputedStyle(el).backgroundColor,
    }))
    expect(style.filter).toContain('blur')
    expect(style.bg).not.toBe('rgba(0, 0, 0, 0)')
  })

  test('the services mega menu opens on hover after its delay and lists the groups', async () => {
    const { page } = await harness.open('/')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.hover()
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true')
    const menu = page.locator('[data-mega-menu]')
    await menu.waitFor()
    for (const group of ['Endpoint Security', 'Managed Security', 'Network Security', 'Network Infrastructure'])
      expect(await menu.getByText(group, { exact: true }).count(), group).toBe(1)
    // Four items a group on desktop: Endpoint Security has five pages, the menu shows the first four.
    expect(await menu.locator('a[href^="/services/endpoint-security/"]').count()).toBe(4)
    await menu.locator('a[href="/services/network-infrastructure/wireless"]').click()
    await page.waitForURL('**/services/network-infrastructure/wireless')
  })

  test("a group with more items than the menu shows ends with View all, which leads to the group's page and all its items", async () => {
    const { page, problems } = await harness.open('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    const menu = page.locator('[data-mega-menu]')
    await menu.waitFor()
    const endpoint = menu.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Endpoint Security' }) })
    expect(await endpoint.getByRole('link').allTextContents()).toEqual([
      'Endpoint Security',
      'Endpoint Protection',
      'EDR',
      'XDR',
      'Server Security',
      'View all 5',
    ])
    // Only that group has more than four items.
    expect(await menu.getByRole('link', { name: /^View all \d+$/ }).count()).toBe(1)
    await endpoint.getByRole('link', { name: 'View all 5' }).click()
    await page.waitForURL('**/services/endpoint-security')
    // The item the menu left out is one click away on the group's page: a tab of its tab bar.
    const tabs = page.getByRole('navigation', { name: 'Endpoint Security services' })
    expect(await tabs.getByRole('link', { name: 'Mobile Security' }).getAttribute('href')).toBe(
      '/services/endpoint-security/mobile',
    )
    expect(problems).toEqual([])
  })

  test('on a phone the menu is a side panel that traps focus and closes on Escape', async () => {
    const { page, problems } = await harness.open('/', { width: 390, height: 844 })
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.locator('a[href="/about"]').count()).toBe(1)
    // Three items a group on mobile, then View all for each group that has more.
    expect(await dialog.locator('a[href^="/services/endpoint-security/"]').count()).toBe(3)
    expect(await dialog.getByRole('link', { name: /^View all \d+$/ }).allTextContents()).toEqual([
      'View all 5',
      'View all 4',
      'View all 4',
    ])
    expect(await dialog.getByRole('link', { name: 'View all 5' }).getAttribute('href')).toBe(
      '/services/endpoint-security',
    )
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu')
    expect(problems).toEqual([])
  })

  test('Case Studies is highlighted on any path containing it', async () => {
    const { page } = await harness.open('/case-studies')
    await waitForHydration(page)
    expect(await page.locator('header a[href="/case-studies"]').first().getAttribute('aria-current')).toBe('page')
    expect(await page.locator('header a[href="/about"]').first().getAttribute('aria-current')).toBeNull()
  })
})
