import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import { clickAtRest, startHarness, waitForApp, waitForHydration, type Harness } from './browser.ts'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

/** Every route of the services area, its page title, h1 and texts a visitor should see (figures from spec section 9). */
const routes: Array<{ path: string; title: string; h1: string; texts: string[] }> = [
  {
    path: '/services',
    title: 'Our Services | Zuma Technologies',
    h1: 'Security and Technology Services That Work Together',
    texts: ['Explore Our Services', 'Endpoint Security', 'Media Production', 'Use Case'],
  },
  {
    path: '/services/endpoint-security',
    title: 'Endpoint Security Services | Zuma Technologies',
    h1: 'Endpoint Security',
    texts: ['Key Features', 'Key Benefits', 'Our Process', 'Use Cases', 'Our Other Services'],
  },
  {
    path: '/services/managed-security',
    title: 'Managed Security Services | Zuma Technologies',
    h1: 'Managed Security',
    texts: ['Key Benefits', 'Onboarding'],
  },
  {
    path: '/services/network-security',
    title: 'Network Security Services | Zuma Technologies',
    h1: 'Network Security',
    texts: ['Key Benefits', 'Replacing the VPN'],
  },
  {
    path: '/services/network-infrastructure',
    title: 'Network Infrastructure Services | Zuma Technologies',
    h1: 'Network Infrastructure',
    texts: ['Key Benefits', 'Site Survey'],
  },
  {
    path: '/services/cloud-security',
    title: 'Cloud Security Services | Zuma Technologies',
    h1: 'Cloud Security',
    texts: ['Key Benefits', 'Container Platforms'],
  },
  {
    path: '/services/email-security',
    title: 'Email Security Services | Zuma Technologies',
    h1: 'Email Security',
    texts: ['Key Benefits', 'Business E-mail Compromise'],
  },
  {
    path: '/services/cybersecurity',
    title: 'Cybersecurity Services | Zuma Technologies',
    h1: 'Cybersecurity Services That Keep Attackers Out',
    texts: ['500+', '99.9%', '24/7', 'Clients Protected', 'Threat Detection', 'Monitoring', 'Success Stories'],
  },
  {
    path: '/services/cloud',
    title: 'Cloud Technology Architecture | Zuma Technologies',
    h1: 'Cloud Platforms Built to Scale Securely',
    texts: ['99.99%', 'Uptime SLA', '40%', 'Cost Reduction', '10x', 'Faster Scaling', '50%', 'Faster Time-to-Market'],
  },
  {
    path: '/services/ai-ml',
    title: 'AI and Machine Learning Services | Zuma Technologies',
    h1: 'Practical AI That Delivers Real Results',
    texts: ['75%', 'Automation', '95%', 'Accuracy', '10x', 'Faster Analysis', '35%', 'Cost Savings'],
  },
  {
    path: '/services/media-production',
    title: 'Media Production Services | Zuma Technologies',
    h1: 'Broadcast-Quality Production, Managed End to End',
    texts: [
      '500+',
      'Projects Delivered',
      '95%',
      'On-Time Delivery',
      '98%',
      'Client Satisfaction',
      '20%',
      'Average Cost Savings',
      '100%',
      'Quality Standards',
    ],
  },
  {
    path: '/services/agent-setup',
    title: 'Agent Setup Services | Zuma Technologies',
    h1: 'The Right Agents on Every System',
    texts: [
      '1000+',
      'Agents Deployed',
      '< 5 min',
      'Response Time',
      '100%',
      'Coverage',
      '60%',
      'Efficiency Gain',
      '30%',
      'Cost Reduction',
      'Monitoring Agents',
      'Security Agents',
      'Automation Agents',
    ],
  },
]

describe('services routes', () => {
  test.each(routes)(
    '$path is prerendered with its title, one h1 and its key texts',
    async ({ path, title, h1, texts }) => {
      const { page } = await harness.open(path, { javaScript: false })
      expect(await page.title()).toBe(title)
      const headings = await page.getByRole('heading', { level: 1 }).allTextContents()
      expect(headings).toEqual([h1])
      // textContent, not innerText: labels styled in capitals still read as written.
      const main = (await page.locator('main').textContent()) ?? ''
      for (const text of texts) expect(main, text).toContain(text)
    },
  )

  test.each(routes)('$path hydrates without console errors, failed or external requests', async ({ path }) => {
    const { page, problems } = await harness.open(path)
    await waitForHydration(page)
    expect(problems, path).toEqual([])
  })

  test('the long pages send the main call to action to /contact and the second to /case-studies', async () => {
    for (const path of [
      '/services/cybersecurity',
      '/services/cloud',
      '/services/ai-ml',
      '/services/media-production',
      '/services/agent-setup',
    ]) {
      const { page } = await harness.open(path, { javaScript: false })
      const heroLinks = await page
        .locator('[data-hero] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(heroLinks, path).toEqual(['/contact', '/case-studies'])
      // Four service cards, four metrics and three stories.
      expect(await page.locator('#services article').count(), path).toBe(4)
      expect(await page.locator('#results li').count(), path).toBe(4)
      expect(await page.locator('#stories article').count(), path).toBe(3)
    }
  })
})

describe('/services', () => {
  test('shows seven service cards in order, each with four results and a Learn More link to its page', async () => {
    const { page, problems } = await harness.open('/services')
    await waitForHydration(page)
    const cards = page.locator('#all-services article')
    expect(await cards.count()).toBe(7)
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'Endpoint Security',
      'Managed Security',
      'Network Security',
      'Network Infrastructure',
      'Cloud Security',
      'Email Security',
      'Media Production',
    ])
    for (let index = 0; index < 7; index++) {
      expect(await cards.nth(index).locator('h4 + p + h5 + ul > li').count()).toBe(4)
    }
    const hrefs = await page
      .getByRole('link', { name: 'Learn More' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      '/services/endpoint-security',
      '/services/managed-security',
      '/services/network-security',
      '/services/network-infrastructure',
      '/services/cloud-security',
      '/services/email-security',
      '/services/media-production',
    ])
    expect(problems).toEqual([])
  })

  test('Learn More opens the service overview on the client', async () => {
    const { page, problems } = await harness.open('/services')
    await waitForHydration(page)
    await clickAtRest(page.locator('#cloud-security').getByRole('link', { name: 'Learn More' }))
    await page.waitForURL('**/services/cloud-security')
    await page.getByRole('heading', { level: 1, name: 'Cloud Security' }).waitFor()
    expect(await page.title()).toBe('Cloud Security Services | Zuma Technologies')
    expect(problems).toEqual([])
  })
})

describe('service overview pages', () => {
  test('show the group tab bar with the overview tab current, the process steps and links to /contact and /case-studies', async () => {
    const { page, problems } = await harness.open('/services/managed-security')
    await waitForHydration(page)
    const tabs = page.getByRole('navigation', { name: 'Managed Security services' })
    const current = tabs.locator('a[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe('Overview')
    expect(await current.getAttribute('href')).toBe('/services/managed-security')
    expect(await tabs.getByRole('link').count()).toBe(5)
    expect(await page.locator('#process ol > li').count()).toBe(4)
    expect(await page.getByRole('link', { name: /Request a Consultation/ }).getAttribute('href')).toBe('/contact')
    expect(await page.getByRole('link', { name: /View Case Studies/ }).getAttribute('href')).toBe('/case-studies')
    expect(problems).toEqual([])
  })

  test('on a phone the tab bar shows the current tab, the last of its group included, without code of its own', async () => {
    const { page, problems } = await harness.open('/services/managed-security', { width: 390, height: 844 })
    await waitForApp(page)
    const tabs = page.getByRole('navigation', { name: 'Managed Security services' })
    const hrefs = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const last = hrefs.at(-1)!
    /** How far the current tab sticks out of a tab bar on either side (0 when it is all in view). */
    const outside = (bar: Locator) =>
      bar.evaluate((nav) => {
        const bar = nav.getBoundingClientRect()
        const tab = nav.querySelector('a[aria-current="page"]')!.getBoundingClientRect()
        return Math.max(0, bar.left - tab.left) + Math.max(0, tab.right - bar.right)
      })

    // Arriving at the last tab's page: the bar is scrolled to it once the page is live.
    const arrival = await harness.open(last, { width: 390, height: 844 })
    await waitForApp(arrival.page)
    const arrivedTabs = arrival.page.getByRole('navigation', { name: 'Managed Security services' })
    expect(await arrivedTabs.locator('a[aria-current="page"]').getAttribute('href')).toBe(last)
    expect(await arrivedTabs.locator('[data-scroll-to-current]').evaluate((bar) => bar.scrollLeft)).toBeGreaterThan(0)
    expect(await outside(arrivedTabs)).toBe(0)
    expect(arrival.problems).toEqual([])

    // Going there on the client from the overview does the same.
    expect(await outside(tabs)).toBe(0)
    await tabs.locator(`a[href="${last}"]`).evaluate((link: HTMLAnchorElement) => link.click())
    await page.waitForURL(`**${last}`)
    await expect.poll(() => tabs.locator('a[aria-current="page"]').getAttribute('href')).toBe(last)
    await expect.poll(() => outside(tabs)).toBe(0)
    expect(problems).toEqual([])
  })

  test('list the other six services, not the current one, each linking to its page', async () => {
    const { page } = await harness.open('/services/email-security', { javaScript: false })
    const others = page.locator('#other-services article')
    expect(await others.count()).toBe(6)
    expect(await others.locator('h3').allTextContents()).not.toContain('Email Security')
    const hrefs = await page
      .locator('#other-services a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain('/services/media-production')
    expect(hrefs).not.toContain('/services/email-security')
  })

  test('the scroll-down button brings the overview into view', async () => {
    const { page } = await harness.open('/services/network-security', { reducedMotion: 'reduce' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Scroll to the overview' }).click()
    await page.waitForFunction(() => window.scrollY > 300)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  // The sections far below the first screen are laid out only as they come near it (GlobalStyles): an address
  // naming one still opens the page at that section, drawn, right under the header.
  for (const width of [390, 1280])
    test(`an address naming a section far down (#use-cases) opens there at ${width} px`, async () => {
      const { page, problems } = await harness.open('/services/endpoint-security#use-cases', {
        width,
        height: width < 600 ? 844 : 800,
        reducedMotion: 'reduce',
      })
      await waitForApp(page)
      const heading = page.getByRole('heading', { level: 2, name: 'Use Cases' })
      await expect.poll(() => heading.isVisible()).toBe(true)
      const { sectionTop, headerBottom } = await page.evaluate(() => ({
        sectionTop: document.getElementById('use-cases')!.getBoundingClientRect().top,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      }))
      expect(Math.abs(sectionTop - headerBottom)).toBeLessThanOrEqual(2)
      expect(problems).toEqual([])
    })
})

describe('media production page', () => {
  test('shows the three production steps and the four quality standards', async () => {
    const { page, problems } = await harness.open('/services/media-production')
    await waitForHydration(page)
    expect(await page.locator('#process ol > li h3').allTextContents()).toEqual([
      'Pre-Production Planning',
      'Production Oversight',
      'Post-Production Management',
    ])
    expect(await page.locator('#quality-standards article h3').allTextContents()).toEqual([
      'Editorial Compliance',
      'Broadcast Standards',
      'Regulatory Compliance',
      'Platform Optimization',
    ])
    expect(problems).toEqual([])
  })
})
