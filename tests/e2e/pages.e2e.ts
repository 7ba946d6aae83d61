import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SiteConfig } from '../../src/shared/types.ts'
import { clickAtRest, startHarness, waitForHydration, type Harness } from './browser.ts'
import { builtRoutes } from './crawl.ts'

// About, Contact, the legal pages and the site map as a visitor sees them: prerendered content, a clean hydration with
// nothing loaded from another site, the click-to-load map, the keyboard FAQ and a site map that reaches every page.

const company = (parse(readFileSync(join(import.meta.dirname, '../../site/site.yaml'), 'utf8')) as SiteConfig).company
/** The French pages: /fr and the addresses under it. */
const isFrench = (route: string) => route === '/fr' || route.startsWith('/fr/')
const tel = `tel:${company.phone.replace(/[^+\d]/g, '')}`

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

const pages = [
  {
    path: '/about',
    title: 'About Us | Zuma Technologies',
    h1: 'Security Expertise, Built in Abuja, Trusted Worldwide',
    texts: [
      'Our Mission',
      'Security First',
      'Innovation',
      'Client Success',
      'Excellence',
      'Founded in Abuja',
      '2010',
      '2013',
      '2016',
      '2019',
      '2023',
      'Adaeze Okafor',
    ],
  },
  {
    path: '/contact',
    title: 'Contact Us | Zuma Technologies',
    h1: "Let's Talk About Your Security",
    texts: [
      'How to Reach Us',
      'Central Business District, Abuja, Nigeria',
      company.phone,
      company.email,
      'Monday - Friday',
      '9:00 AM - 6:00 PM',
      'Closed',
      'Tell Us About Your Project',
      'Find Us in Abuja',
      'From Abuja to More Than 50 Countries',
      'Frequently Asked Questions',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Zuma Technologies',
    h1: 'Privacy Policy',
    texts: [
      'Legal Information',
      'January 15, 2025',
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing and Disclosure',
      'Data Security',
      'Your Rights',
      'Contact Us',
      company.name,
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service | Zuma Technologies',
    h1: 'Terms of Service',
    texts: [
      'Legal Terms',
      'January 15, 2025',
      'Agreement to Terms',
      'Use License',
      'Service Availability',
      'User Responsibilities',
      'Intellectual Property',
      'Contact Information',
    ],
  },
  {
    path: '/sitemap',
    title: 'Site Map | Zuma Technologies',
    h1: 'Site Map',
    texts: [
      'Main Pages',
      'Services',
      'Endpoint Security',
      'Managed Security',
      'Network Security',
      'Network Infrastructure',
      'Cloud Security',
      'Email Security',
      'Resources',
      'Legal',
    ],
  },
]

describe('prerendered content', () => {
  test.each(pages)(
    '$path shows its heading, title and key texts before any script runs',
    async ({ path, title, h1, texts }) => {
      const { page } = await harness.open(path, { javaScript: false })
      expect(await page.title()).toBe(title)
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([h1])
      const main = page.locator('main')
      for (const text of texts) expect(await main.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0)
    },
  )

  test.each(pages)('$path hydrates with no console errors and no request to another site', async ({ path }) => {
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)
    // Let the page settle (images, lazy chunks) before judging.
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
})

describe('about', () => {
  test('the closing buttons lead to /contact and /services', async () => {
    const { page } = await harness.open('/about')
    const closing = page.locator('main section').last()
    expect(await closing.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
    expect(await closing.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/services')
  })
})

describe('contact', () => {
  test('phone and e-mail are the ones in site.yaml, one of each on the page', async () => {
    const { page } = await harness.open('/contact')
    const main = page.locator('main')
    expect(
      await main.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([tel])
    expect(
      await main.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([`mailto:${company.email}`])
  })

  test('has the contact form section in its place, between the details and the map', async () => {
    const { page } = await harness.open('/contact', { javaScript: false })
    expect(await page.locator('#contact-form').getByRole('heading', { level: 2 }).textContent()).toBe(
      'Tell Us About Your Project',
    )
    const order = await page.locator('main [id]').evaluateAll((sections) => sections.map((s) => s.id))
    expect(order).toEqual(expect.arrayContaining(['details', 'contact-form', 'map']))
    expect(order.indexOf('details')).toBeLessThan(order.indexOf('contact-form'))
    expect(order.indexOf('contact-form')).toBeLessThan(order.indexOf('map'))
  })

  test('the map loads only after the click, from the address in the YAML', async () => {
    const { page, problems } = await harness.open('/contact')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await page.locator('iframe').count()).toBe(0)
    expect(problems).toEqual([])
    const link = page.getByRole('link', { name: 'Open in OpenStreetMap' })
    expect(await link.getAttribute('href')).toContain('https://www.openstreetmap.org/')
    expect(await link.getAttribute('target')).toBe('_blank')

    await page.getByRole('button', { name: 'Load map' }).click()
    const frame = page.locator('iframe')
    await frame.waitFor({ state: 'attached' })
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=9\.0579%2C7\.4951$/,
    )
    expect(await frame.getAttribute('title')).toBe('Map of the Zuma Technologies office in Abuja')
    expect(await page.getByRole('button', { name: 'Load map' }).count()).toBe(0)
    // The first request to the map site is the one the click asked for (the harness blocks it: tests stay offline).
    await expect
      .poll(() =>
        problems.some((p) => p.startsWith('external request: https://www.openstreetmap.org/export/embed.html')),
      )
      .toBe(true)
    expect(problems.every((p) => p.includes('openstreetmap.org'))).toBe(true)
  })

  test('a FAQ question opens and closes with the keyboard', async () => {
    const { page, problems } = await harness.open('/contact')
    await waitForHydration(page)
    const question = page.locator('summary', { hasText: 'How quickly do you respond to a security incident?' })
    const details = page.locator('details', { has: question })
    const answer = page.getByText('full response plan within an hour', { exact: false })
    expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false)
    expect(await answer.isVisible()).toBe(false)
    await question.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(true)
    expect(await answer.isVisible()).toBe(true)
    expect(await answer.textContent()).toContain('within 15 minutes')
    await page.keyboard.press('Space')
    await expect.poll(() => details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false)
    // The project-timeline answer is there too.
    await page.locator('summary', { hasText: 'How long does a typical project take?' }).click()
    expect(await page.getByText(/2-4 weeks.*3-6 months/).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })
})

describe('languages (English and French)', () => {
  for (const width of [390, 1280])
    test(`the language link keeps the page, from the keyboard, both ways, at ${width} px`, async () => {
      const english = parse(readFileSync(join('site', 'site.yaml'), 'utf8')) as SiteConfig
      const french = parse(readFileSync(join('site', 'locales', 'fr.yaml'), 'utf8')) as SiteConfig
      const { page, problems } = await harness.open('/contact', { width })
      await waitForHydration(page)
      // Named for a screen reader by the site's label and the language's own name; its code on screen.
      const toFrench = page.getByRole('link', { name: `${english.labels.languages}: Français` })
      expect((await toFrench.textContent())?.endsWith('FR')).toBe(true)
      expect(await toFrench.getAttribute('hreflang')).toBe('fr')
      // On screen, beside the menu, and not past the edge of a phone.
      const box = (await toFrench.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      const menu = page.getByRole('button', { name: english.labels.openMenu })
      if (await menu.isVisible()) {
        const menuBox = (await menu.boundingBox())!
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width)
      }
      await toFrench.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL('**/fr/contact')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr')
      const frenchPage = parse(readFileSync(join('site', 'pages', 'fr', 'contact.yaml'), 'utf8')) as { title: string }
      await expect.poll(() => page.title()).toBe(frenchPage.title)
      const toEnglish = page.getByRole('link', { name: `${french.labels.languages}: English` })
      await toEnglish.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/contact$/)
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
      expect(problems).toEqual([])
    })

  // Every link of the page to a page of the site (the language link aside): in its blocks, its header, the open
  // menus and its footer.
  const siteLinks = (page: import('playwright-core').Page) =>
    page.locator('a[href^="/"]:not(:has([lang]))').evaluateAll((links) =>
      links.map((a) => {
        // Its words less those of one kind of part: hidden from screen readers (its name), or from the screen.
        const wordsWithout = (parts: string) => {
          const copy = a.cloneNode(true) as HTMLElement
          for (const part of copy.querySelectorAll(parts)) part.remove()
          return copy.textContent!.replace(/\s+/g, ' ').trim()
        }
        return {
          href: a.getAttribute('href')!,
          hreflang: a.getAttribute('hreflang'),
          name: a.getAttribute('aria-label') ?? wordsWithout('[aria-hidden="true"]'),
          shown: wordsWithout('.visually-hidden'),
          chrome: a.closest('header, footer, [role="dialog"]') !== null,
        }
      }),
    )

  for (const width of [390, 1280])
    test(`a French page links a page French lacks to its English address, and says so in French, everywhere (${width} px)`, async () => {
      const words = (
        parse(readFileSync(join('site', 'locales', 'fr.yaml'), 'utf8')) as {
          labels: { inLanguage: string; openMenu: string }
        }
      ).labels
      const built = builtRoutes(process.env.DIST_DIR ?? 'dist')
      const { page, problems } = await harness.open('/fr', { width })
      await waitForHydration(page)
      // The menus too: the mega menu on a desktop, the menu's panel on a phone.
      if (width < 1024) {
        await page.getByRole('button', { name: words.openMenu }).click()
        await page.getByRole('dialog').waitFor()
      } else {
        await page.locator('header nav button[aria-expanded]').first().click()
        await page.locator('[data-mega-menu] a').first().waitFor()
      }
      const links = await siteLinks(page)
      const english = links.filter((link) => link.hreflang === 'en')
      // In the blocks, the header, the menu and the footer.
      expect(english.filter((link) => link.chrome).length).toBeGreaterThan(10)
      expect(english.filter((link) => !link.chrome).length).toBeGreaterThan(0)
      for (const link of links) {
        const route = link.href.split('#')[0]!.replace(/\/$/, '') || '/'
        expect(built, link.href).toContain(route)
        if (isFrench(route)) {
          // The links to the pages French has lead to them, unmarked.
          expect(link.hreflang, link.href).toBeNull()
          expect(link.name, link.href).not.toContain(words.inLanguage)
          continue
        }
        expect(link.hreflang, link.href).toBe('en')
        // Its name read aloud ends with the French words for it; a block's link shows them, the header's and
        // footer's the language's code.
        expect(link.name, link.href).toMatch(new RegExp(`${words.inLanguage.replace(/[()]/g, '\\$&')}$`))
        if (link.chrome) expect(link.shown, link.href).toMatch(/ ?en$/)
        else expect(link.shown, link.href).toBe(link.name)
      }
      expect(problems).toEqual([])
    })

  // Without the web font: it is optional (font-display), so a visitor whose font is late reads a fallback font, wider
  // than Inter. One test a page and width, each with its own time: twelve pages in one test outlasted its minute on a
  // machine running two whole suites.
  test.each(
    [true, false].flatMap((font) =>
      ['/', '/fr'].flatMap((route) => [1024, 1152, 1280].map((width) => ({ font, route, width }))),
    ),
  )(
    'the header’s links and buttons fit the bar from 1024 px, where the links join it: $route at $width px, web font $font',
    async ({ font, route, width }) => {
      const { page, context } = await harness.open(route, { width, javaScript: false })
      if (!font) await context.route(/\.woff2$/, (request) => request.abort())
      await page.reload()
      const where = `${route} at ${width} px${font ? '' : ', without the web font'}`
      const boxes = await page
        .locator('header nav > ul > li, header a:not(nav a), header button:not(nav button)')
        .evaluateAll((elements) =>
          elements
            .map((e) => e.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => ({ left: box.left, right: box.right })),
        )
      expect(boxes.length, where).toBeGreaterThan(4)
      const sorted = [...boxes].sort((x, y) => x.left - y.left)
      for (const [i, box] of sorted.entries()) {
        expect(box.right, where).toBeLessThanOrEqual(width)
        if (i > 0) expect(box.left, where).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5)
      }
      await context.close()
    },
  )
})

describe('legal pages', () => {
  test.each(['/privacy-policy', '/terms-of-service'])(
    '%s shows the date from its YAML and one e-mail and phone from site.yaml',
    async (path) => {
      const { page } = await harness.open(path, { javaScript: false })
      const time = page.locator('main time')
      expect(await time.getAttribute('datetime')).toBe('2025-01-15')
      expect(await time.textContent()).toBe('January 15, 2025')
      expect(
        await page.locator('main a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([`mailto:${company.email}`])
      expect(
        await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([tel])
    },
  )

  test('the date is the same after hydration, whatever the visitor’s time zone and language', async () => {
    // Eleven hours behind UTC, in German: a date formatted in local time or the browser's locale would read "14. Januar".
    const context = await harness.browser.newContext({ timezoneId: 'Pacific/Pago_Pago', locale: 'de-DE' })
    try {
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${harness.baseUrl}/privacy-policy`, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      expect(await page.locator('main time').textContent()).toBe('January 15, 2025')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('the terms list what the use license forbids', async () => {
    const { page } = await harness.open('/terms-of-service', { javaScript: false })
    const license = page.getByRole('region', { name: /Use License/ })
    expect(await license.getByText(/non-commercial viewing only/).count()).toBe(1)
    expect(await license.getByRole('listitem').count()).toBe(5)
  })
})

describe('site map', () => {
  test('links every page of the site exactly once (the same pages as sitemap.xml)', async () => {
    const xml = await (await fetch(`${harness.baseUrl}/sitemap.xml`)).text()
    const routes = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/')
    expect(routes.length).toBeGreaterThan(5)
    // The site map lists the pages of its own language: the English one every English page of sitemap.xml.
    const { page } = await harness.open('/sitemap', { javaScript: false })
    const hrefs = await page.locator('main li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect([...hrefs].sort()).toEqual(routes.filter((route) => !isFrench(route)).sort())
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  test('groups come in the spec’s order and a link navigates', async () => {
    const { page, problems } = await harness.open('/sitemap')
    await waitForHydration(page)
    const titles = await page.locator('main h2').allTextContents()
    const expected = [
      'Main Pages',
      'Services',
      'Endpoint Security',
      'Managed Security',
      'Network Security',
      'Network Infrastructure',
      'Cloud Security',
      'Email Security',
      'Resources',
    ]
    expect(titles.filter((t) => expected.includes(t))).toEqual(expected)
    expect(titles[titles.length - 1]).toBe('Legal')
    expect(await page.locator('main a[href="/sitemap"]').getAttribute('aria-current')).toBe('page')
    await clickAtRest(page.locator('main a[href="/about"]'))
    await page.waitForURL('**/about')
    await page
      .getByRole('heading', { level: 1, name: 'Security Expertise, Built in Abuja, Trusted Worldwide' })
      .waitFor()
    expect(await page.title()).toBe('About Us | Zuma Technologies')
    expect(problems).toEqual([])
  })
})
