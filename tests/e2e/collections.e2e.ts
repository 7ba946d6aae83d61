import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clickAtRest, startHarness, waitForHydration, type Harness } from './browser.ts'

/** The items of a collection of the real site, read from its YAML files. */
function items<T>(collection: string): Array<T & { id: string }> {
  const dir = join(import.meta.dirname, '../../site/collections', collection)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ ...(parse(readFileSync(join(dir, file), 'utf8')) as T), id: file.replace(/\.yaml$/, '') }))
}

const studies = items<{ title: string; category: string; relatedCaseStudies: string[] }>('case-studies')
const articles = items<{ title: string; category: string; date: string }>('articles')
const papers = items<{ title: string; category: string }>('white-papers')
const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date))
const sorted = (list: string[]) => [...list].sort()
/** Tests that open every page of a collection one by one get longer than the default minute. */
const PAGE_LOOP_TIMEOUT = 240_000

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

describe('case studies', () => {
  test('the prerendered page (JavaScript disabled) shows all nine cards with All Categories selected', async () => {
    expect(studies).toHaveLength(9)
    const { page } = await harness.open('/case-studies', { javaScript: false })
    const grid = page.locator('#case-studies')
    expect(await grid.locator('article').count()).toBe(9)
    expect(sorted(await grid.locator('article h3').allTextContents())).toEqual(sorted(studies.map((s) => s.title)))
    expect(await grid.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed')).toBe('true')
    expect(await grid.locator('button[aria-pressed="true"]').count()).toBe(1)
    const hrefs = await grid.locator('article a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(sorted(hrefs as string[])).toEqual(sorted(studies.map((s) => `/case-studies/${s.id}`)))
  })

  test('clicking a category shows only its cards; All Categories restores all nine', async () => {
    const { page, problems } = await harness.open('/case-studies')
    await waitForHydration(page)
    const grid = page.locator('#case-studies')
    for (const category of ['Cybersecurity', 'Cloud Technology', 'AI & ML', 'Agent Setup']) {
      const button = grid.getByRole('button', { name: category, exact: true })
      await button.click()
      const expected = studies.filter((s) => s.category === category).map((s) => s.title)
      expect(expected.length, category).toBeGreaterThan(0)
      await expect.poll(() => grid.locator('article').count()).toBe(expected.length)
      expect(sorted(await grid.locator('article h3').allTextContents()), category).toEqual(sorted(expected))
      expect(await button.getAttribute('aria-pressed')).toBe('true')
    }
    await grid.getByRole('button', { name: 'All Categories' }).click()
    await expect.poll(() => grid.locator('article').count()).toBe(9)
    expect(problems).toEqual([])
  })

  test(
    'every case study page renders with its title as the h1, a Contact Us link and its two related studies',
    async () => {
      for (const study of studies) {
        const path = `/case-studies/${study.id}`
        const { page, problems, context } = await harness.open(path)
        await waitForHydration(page)
        expect(await page.getByRole('heading', { level: 1 }).allTextContents(), path).toEqual([study.title])
        expect(await page.title(), path).toBe(`${study.title} | Case Study`)
        expect(
          await page.getByRole('complementary').getByRole('link', { name: 'Contact Us' }).getAttribute('href'),
          path,
        ).toBe('/contact')
        const related = page.getByRole('region', { name: 'Related Case Studies' })
        const relatedTitles = study.relatedCaseStudies.map((id) => studies.find((s) => s.id === id)!.title)
        expect(await related.locator('article h3').allTextContents(), path).toEqual(relatedTitles)
        expect(
          await related.locator('article a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
          path,
        ).toEqual(study.relatedCaseStudies.map((id) => `/case-studies/${id}`))
        expect(problems, path).toEqual([])
        await context.close()
      }
    },
    PAGE_LOOP_TIMEOUT,
  )

  test('a related study card opens that study', async () => {
    const study = studies.find((s) => s.id === 'financial-security')!
    const { page, problems } = await harness.open('/case-studies/financial-security')
    await waitForHydration(page)
    const target = studies.find((s) => s.id === study.relatedCaseStudies[0])!
    await page
      .getByRole('region', { name: 'Related Case Studies' })
      .locator(`a[href="/case-studies/${target.id}"]`)
      .click()
    await page.waitForURL(`**/case-studies/${target.id}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(target.title)
    expect(problems).toEqual([])
  })

  test('an unknown case study is a 404 page saying Case Study Not Found, with a link back', async () => {
    const response = await fetch(`${harness.baseUrl}/case-studies/nope`)
    expect(response.status).toBe(404)
    const { page, problems } = await harness.open('/case-studies/nope')
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Case Study Not Found')
    expect(await page.locator('main a[href="/case-studies"]').count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })
})

describe('resources', () => {
  const library = (page: import('playwright-core').Page) => ({
    articles: page.getByRole('region', { name: 'Latest Articles' }),
    papers: page.getByRole('region', { name: 'White Papers' }),
  })

  test('the prerendered page (JavaScript disabled) shows All Topics, the three newest articles and Show More', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(7)
    expect(papers.length).toBeGreaterThanOrEqual(4)
    const { page } = await harness.open('/resources', { javaScript: false })
    const { articles: list, papers: paperList } = library(page)
    expect(await page.getByRole('button', { name: 'All Topics' }).getAttribute('aria-pressed')).toBe('true')
    expect(await list.locator('article h3').allTextContents()).toEqual(newestFirst.slice(0, 3).map((a) => a.title))
    const toggle = list.getByRole('button', { name: 'Show More' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await paperList.locator('article').count()).toBe(papers.length)
    expect(await paperList.getByRole('button', { name: 'Download' }).count()).toBe(papers.length)
  })

  test('Show More shows every article, Show Less goes back to three; a topic filters articles and papers alike', async () => {
    const { page, problems } = await harness.open('/resources')
    await waitForHydration(page)
    const { articles: list, papers: paperList } = library(page)
    await list.getByRole('button', { name: 'Show More' }).click()
    await expect.poll(() => list.locator('article').count()).toBe(articles.length)
    expect(await list.locator('article h3').allTextContents()).toEqual(newestFirst.map((a) => a.title))
    const less = list.getByRole('button', { name: 'Show Less' })
    expect(await less.getAttribute('aria-expanded')).toBe('true')
    await less.click()
    await expect.poll(() => list.locator('article').count()).toBe(3)

    for (const topic of ['Cybersecurity', 'Cloud Technology', 'AI & ML', 'Agent Setup']) {
      await page.getByRole('button', { name: topic, exact: true }).click()
      const matching = newestFirst.filter((a) => a.category === topic)
      await expect.poll(() => list.locator('article').count(), { message: topic }).toBe(Math.min(matching.length, 3))
      // The toggle exists only when more than three articles match.
      expect(await list.getByRole('button', { name: /Show (More|Less)/ }).count(), topic).toBe(
        matching.length > 3 ? 1 : 0,
      )
      expect(sorted(await paperList.locator('article h3').allTextContents()), topic).toEqual(
        sorted(papers.filter((p) => p.category === topic).map((p) => p.title)),
      )
    }
    await page.getByRole('button', { name: 'All Topics' }).click()
    await expect.poll(() => list.locator('article').count()).toBe(3)
    expect(await paperList.locator('article').count()).toBe(papers.length)
    expect(problems).toEqual([])
  })

  test(
    'every article page renders with its title as the h1 and links back to /resources',
    async () => {
      for (const article of articles) {
        const path = `/resources/${article.id}`
        const { page, problems, context } = await harness.open(path)
        await waitForHydration(page)
        expect(await page.getByRole('heading', { level: 1 }).allTextContents(), path).toEqual([article.title])
        expect(await page.locator(`main time[datetime="${article.date}"]`).count(), path).toBe(1)
        expect(await page.getByRole('link', { name: 'Back to Resources' }).getAttribute('href'), path).toBe(
          '/resources',
        )
        expect(problems, path).toEqual([])
        await context.close()
      }
    },
    PAGE_LOOP_TIMEOUT,
  )

  test('an article card opens its article', async () => {
    const { page, problems } = await harness.open('/resources')
    await waitForHydration(page)
    const first = newestFirst[0]!
    await clickAtRest(library(page).articles.locator(`a[href="/resources/${first.id}"]`))
    await page.waitForURL(`**/resources/${first.id}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(first.title)
    expect(problems).toEqual([])
  })
})
