import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clickAtRest, startHarness, waitForBehaviours, waitForHydration, type Harness } from './browser.ts'

// The 20 service sub-pages as a visitor sees them: heading, tab bar of sibling pages with the current one marked,
// five intro points, three Key Features cards of five details, Get Started to /contact; then the full-screen hero's
// scroll-down button and darkening overlay, on a first visit (the hero kept as prerendered, with no block code) and
// after client-side navigations.

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

/** Each group's tabs, as site.yaml labels them, and its pages with their headings and intro section titles. */
const groups = [
  {
    title: 'Endpoint Security',
    tabs: {
      protection: 'Endpoint Protection',
      edr: 'EDR',
      xdr: 'XDR',
      server: 'Server Security',
      mobile: 'Mobile Security',
    },
    pages: {
      protection: ['Endpoint Protection', 'Complete Endpoint Protection'],
      edr: ['Endpoint Detection & Response', 'Continuous Endpoint Visibility'],
      xdr: ['Extended Detection & Response', 'Unified Threat Detection'],
      server: ['Server Security', 'Critical System Protection'],
      mobile: ['Mobile Security', 'Secure Mobile Workforce'],
    },
  },
  {
    title: 'Managed Security',
    tabs: {
      mdr: 'Managed Detection & Response',
      'incident-response': 'Incident Response',
      vulnerability: 'Vulnerability Management',
      operational: 'Operational Security',
    },
    pages: {
      mdr: ['Managed Detection & Response', 'Around-the-Clock Defence'],
      'incident-response': ['Incident Response', 'Rapid Breach Response'],
      vulnerability: ['Vulnerability Management', 'Continuous Risk Reduction'],
      operational: ['Operational Security', 'Security in Daily Operations'],
    },
  },
  {
    title: 'Network Security',
    tabs: { firewall: 'Next-Gen Firewall', ztna: 'Zero Trust Network Access', ndr: 'Network Detection & Response' },
    pages: {
      firewall: ['Next-Generation Firewall', 'Intelligent Perimeter Defence'],
      ztna: ['Zero Trust Network Access', 'Never Trust, Always Verify'],
      ndr: ['Network Detection & Response', 'Network Traffic Intelligence'],
    },
  },
  {
    title: 'Network Infrastructure',
    tabs: { firewall: 'Firewall Appliance', sdwan: 'SD-WAN', switches: 'Network Switches', wireless: 'Wireless' },
    pages: {
      firewall: ['Firewall Appliances', 'Secure Network Edge'],
      sdwan: ['SD-WAN', 'Intelligent Wide-Area Networking'],
      switches: ['Network Switches', 'Enterprise Switching'],
      wireless: ['Wireless Access Points', 'Enterprise Wireless'],
    },
  },
  {
    title: 'Cloud Security',
    tabs: { workload: 'Workload Protection', posture: 'CSPM' },
    pages: {
      workload: ['Cloud Workload Protection', 'Cloud-Native Security'],
      posture: ['Cloud Security Posture Management', 'Cloud Security Assessment'],
    },
  },
  {
    title: 'Email Security',
    tabs: { phishing: 'Phishing Protection', awareness: 'Security Awareness' },
    pages: {
      phishing: ['Email and Phishing Protection', 'Advanced Email Security'],
      awareness: ['Security Awareness Training', 'Employee Security Training'],
    },
  },
] as const

const groupPath = (title: string) => `/services/${title.toLowerCase().replace(/ /g, '-')}`

const cases = groups.flatMap((group) =>
  Object.entries(group.pages).map(([sub, [h1, intro]]) => ({
    path: `${groupPath(group.title)}/${sub}`,
    h1,
    intro,
    group: group.title,
    tabs: Object.entries(group.tabs).map(([tabSub, label]) => ({ label, href: `${groupPath(group.title)}/${tabSub}` })),
  })),
)

/** The section whose h2 reads `title`. */
function sectionTitled(page: Page, title: string) {
  return page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
}

describe('service sub-pages', () => {
  test('there are twenty', () => {
    expect(cases).toHaveLength(20)
  })

  test.each(cases)('$path', async ({ path, h1, intro, group, tabs }) => {
    expect((await fetch(`${harness.baseUrl}${path}`)).status).toBe(200)
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)

    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([h1])

    // The group's tabs, in menu order; only the page being viewed is current.
    const tabBar = page.getByRole('navigation', { name: `${group} services` })
    const links = tabBar.getByRole('link')
    expect(await links.allTextContents()).toEqual(tabs.map((tab) => tab.label))
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      tabs.map((tab) => tab.href),
    )
    const current = tabBar.locator('[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.getAttribute('href')).toBe(path)

    // Intro: five points.
    expect(await sectionTitled(page, intro).locator('ul').first().locator(':scope > li').count()).toBe(5)

    // Key Features: three cards, each with a title and five details.
    const features = sectionTitled(page, 'Key Features')
    const cards = features.locator('article')
    expect(await cards.count()).toBe(3)
    expect(await features.getByRole('heading', { level: 3 }).count()).toBe(3)
    for (let i = 0; i < 3; i++) expect(await cards.nth(i).locator('ul > li').count(), `card ${i + 1}`).toBe(5)

    expect(await page.locator('main').getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    expect(problems).toEqual([])
  })
})

describe('full-screen hero', () => {
  const path = '/services/cloud-security/workload'

  test('the scroll-down button brings the tab bar and the next section to the top of the screen', async () => {
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    const button = page.locator('[data-scroll-down]')
    expect(await button.getAttribute('aria-label')).toBe('Scroll to the next section')
    // Smooth scrolling: wait for the browser to say the scroll has ended (scrollend), not for a pause in it: on a busy
    // machine the page paused for more than a poll's interval mid-scroll, and was measured before it got there.
    await page.evaluate(() => {
      const ended = new Promise<void>((done) => document.addEventListener('scrollend', () => done(), { once: true }))
      Object.assign(window, { scrollEnded: ended })
    })
    await button.click()
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    const layout = await page.evaluate(() => {
      const header = document.querySelector('header')?.getBoundingClientRect()
      const hero = document.querySelector('[data-hero]')?.getBoundingClientRect()
      const tabBar = document.querySelector('main nav')?.getBoundingClientRect()
      return {
        headerBottom: header?.bottom ?? 0,
        heroBottom: hero?.bottom ?? 0,
        tabTop: tabBar?.top ?? -1,
        tabBottom: tabBar?.bottom ?? -1,
        viewport: window.innerHeight,
      }
    })
    // The hero has scrolled away; the tab bar sits right under the fixed header, the intro right under it.
    expect(layout.heroBottom).toBeLessThanOrEqual(layout.headerBottom + 1)
    expect(Math.abs(layout.tabTop - layout.headerBottom)).toBeLessThanOrEqual(2)
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Cloud-Native Security' }).isVisible())
      .toBe(true)
    const introTop = await sectionTitled(page, 'Cloud-Native Security').evaluate((el) => el.getBoundingClientRect().top)
    expect(introTop).toBeGreaterThanOrEqual(layout.tabBottom - 1)
    expect(introTop).toBeLessThan(layout.viewport / 2)
    // What is at the top of the screen under the header is the tab bar, not something covering it.
    const topElementInTabs = await page.evaluate(
      ({ y }) => !!document.elementFromPoint(window.innerWidth / 2, y + 4)?.closest('main nav'),
      { y: layout.tabTop },
    )
    expect(topElementInTabs).toBe(true)
    expect(problems).toEqual([])
  })

  test('a first visit loads no block code: the hero stays as prerendered and only its behaviour loads', async () => {
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.split('/').pop()!)
        .filter((name) => name.endsWith('.js')),
    )
    expect(scripts.filter((name) => /^(block-|BlockRenderer-|registry-)/.test(name))).toEqual([])
    expect(scripts.filter((name) => name.startsWith('hero-behaviour-'))).toHaveLength(1)
    expect(await page.locator('[data-block="hero"]').getAttribute('data-static')).toBe('')
    expect(problems).toEqual([])
  })

  /** The hero after a client-side navigation: darkens as the page scrolls, and its button scrolls past it. */
  async function expectLiveHero(page: Page, heading: string) {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await waitForBehaviours(page)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    const overlay = page.locator('[data-hero-overlay]')
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
    await expect.poll(() => overlay.evaluate((el) => Number((el as HTMLElement).style.opacity))).toBeCloseTo(1.0, 5)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => overlay.evaluate((el) => Number((el as HTMLElement).style.opacity))).toBeCloseTo(0.7, 5)
    await page.locator('[data-scroll-down]').click()
    const heroBottom = () => page.evaluate(() => document.querySelector('[data-hero]')!.getBoundingClientRect().bottom)
    const headerBottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom)
    await expect.poll(heroBottom).toBeLessThanOrEqual(headerBottom + 1)
  }

  test('after client-side navigations, from a page without a full-screen hero and from one with it', async () => {
    const { page, problems } = await harness.open('/services', { reducedMotion: 'reduce' })
    await waitForHydration(page)
    // The document stays the same one throughout (a full load would lose this mark).
    await page.evaluate(() => Object.assign(window, { stayed: true }))

    await clickAtRest(page.locator('main a[href="/services/cloud-security"]').first())
    await expectLiveHero(page, 'Cloud Security')

    // From one full-screen hero to another: React may keep the hero's element for the next page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await clickAtRest(page.locator('main a[href="/services/cloud-security/workload"]').first())
    await expectLiveHero(page, 'Cloud Workload Protection')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await clickAtRest(page.locator('main nav a[href="/services/cloud-security/posture"]'))
    await expectLiveHero(page, 'Cloud Security Posture Management')
    expect(problems).toEqual([])
  })

  test('the overlay is 0.7 at the top and darkens by scroll distance / 1000, the extra capped at 0.8', async () => {
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)
    const overlay = page.locator('[data-hero-overlay]')
    const opacity = () =>
      overlay.evaluate((el) => ({
        inline: Number((el as HTMLElement).style.opacity),
        computed: Number(getComputedStyle(el).opacity),
      }))

    expect(await opacity()).toEqual({ inline: 0.7, computed: expect.closeTo(0.7, 5) })

    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }))
    await expect.poll(async () => (await opacity()).inline).toBeCloseTo(0.9, 5)
    expect((await opacity()).computed).toBeCloseTo(0.9, 5)

    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }))
    await expect.poll(async () => (await opacity()).inline).toBeCloseTo(0.95, 5)

    // Far down the page the extra stops at 0.8 (the layer is then fully opaque).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const y = await page.evaluate(() => window.scrollY)
    expect(y).toBeGreaterThan(800)
    await expect.poll(async () => (await opacity()).inline).toBeCloseTo(1.5, 5)
    expect((await opacity()).computed).toBe(1)

    // And back at the top it is 0.7 again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(async () => (await opacity()).inline).toBeCloseTo(0.7, 5)
    expect(problems).toEqual([])
  })
})
