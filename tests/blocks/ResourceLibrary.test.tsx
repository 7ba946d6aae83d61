// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResourceLibrary } from '../../src/blocks/ResourceLibrary/ResourceLibrary.tsx'
import type { ResourceLibraryBlock } from '../../src/generated/schema-types.ts'
import type { Entry } from '../../src/shared/types.ts'
import { article, whitePaper } from '../helpers/collections.ts'
import { declaredForm, renderInSite, siteConfig } from '../helpers/render.tsx'

const block: ResourceLibraryBlock = {
  type: 'resource-library',
  filter: {
    label: 'Filter by topic',
    allLabel: 'All Topics',
  },
  articles: {
    collection: 'articles',
    title: 'Latest Articles',
    linkLabel: 'Read Article',
    initialCount: 3,
    showMoreLabel: 'Show More',
    showLessLabel: 'Show Less',
    emptyText: 'No articles yet.',
  },
  whitePapers: {
    collection: 'white-papers',
    title: 'White Papers',
    downloadLabel: 'Download',
    detailsLabel: 'PDF · {pages} pages · {size} MB',
    emptyText: 'No papers yet.',
    form: 'whitepaper',
  },
}

// Three cybersecurity, two cloud and one AI article, listed out of date order.
const articles = [
  article('cyber-old', '2025-01-10', 'Cybersecurity'),
  article('cloud-new', '2026-03-01', 'Cloud Technology'),
  article('cyber-mid', '2025-06-15', 'Cybersecurity'),
  article('ai-one', '2025-09-01', 'AI & ML'),
  article('cyber-new', '2026-02-17', 'Cybersecurity'),
  article('cloud-old', '2024-11-30', 'Cloud Technology'),
]
const papers = [
  whitePaper('zero-trust', 'Cybersecurity'),
  whitePaper('cloud-guide', 'Cloud Technology'),
  whitePaper('soc-ai', 'AI & ML'),
]

function renderLibrary(
  props: Partial<ResourceLibraryBlock> = {},
  items: { articles?: Array<Entry<'articles'>>; papers?: Array<Entry<'white-papers'>> } = {},
) {
  return renderInSite(
    <ResourceLibrary
      {...block}
      {...props}
      articleItems={items.articles ?? articles}
      paperItems={items.papers ?? papers}
      categories={[
        { name: 'Cybersecurity' },
        { name: 'Cloud Technology' },
        { name: 'AI & ML' },
        { name: 'Agent Setup' },
      ]}
      forms={siteConfig.forms}
      paperForm={declaredForm('whitepaper')}
    />,
    { path: '/resources' },
  )
}

const articlesSection = () => screen.getByRole('region', { name: 'Latest Articles' })
const papersSection = () => screen.getByRole('region', { name: 'White Papers' })
const articleTitles = () =>
  within(articlesSection())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const paperTitles = () =>
  within(papersSection())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const toggle = () => within(articlesSection()).queryByRole('button', { name: /Show (More|Less)/ })

describe('ResourceLibrary', () => {
  it('starts at All Topics with the three newest articles and a Show More toggle', () => {
    renderLibrary()
    expect(screen.getByRole('button', { name: 'All Topics' }).getAttribute('aria-pressed')).toBe('true')
    expect(articleTitles()).toEqual(['Article cloud-new', 'Article cyber-new', 'Article ai-one'])
    expect(toggle()?.textContent).toBe('Show More')
    expect(toggle()?.getAttribute('aria-expanded')).toBe('false')
    expect(paperTitles()).toEqual(['Paper zero-trust', 'Paper cloud-guide', 'Paper soc-ai'])
  })

  it('Show More shows every matching article and becomes Show Less, which goes back to three', () => {
    renderLibrary()
    fireEvent.click(toggle()!)
    expect(articleTitles()).toEqual([
      'Article cloud-new',
      'Article cyber-new',
      'Article ai-one',
      'Article cyber-mid',
      'Article cyber-old',
      'Article cloud-old',
    ])
    expect(toggle()?.textContent).toBe('Show Less')
    expect(toggle()?.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle()!.getAttribute('aria-controls')!)?.tagName).toBe('UL')
    fireEvent.click(toggle()!)
    expect(articleTitles()).toHaveLength(3)
    expect(toggle()?.textContent).toBe('Show More')
  })

  it('one topic filters articles and white papers alike; with three or fewer matches there is no toggle', () => {
    renderLibrary()
    fireEvent.click(screen.getByRole('button', { name: 'Cybersecurity' }))
    expect(articleTitles()).toEqual(['Article cyber-new', 'Article cyber-mid', 'Article cyber-old'])
    expect(toggle()).toBeNull()
    expect(paperTitles()).toEqual(['Paper zero-trust'])

    fireEvent.click(screen.getByRole('button', { name: 'Cloud Technology' }))
    expect(articleTitles()).toEqual(['Article cloud-new', 'Article cloud-old'])
    expect(toggle()).toBeNull()
    expect(paperTitles()).toEqual(['Paper cloud-guide'])

    fireEvent.click(screen.getByRole('button', { name: 'All Topics' }))
    expect(articleTitles()).toHaveLength(3)
    expect(toggle()).not.toBeNull()
    expect(paperTitles()).toHaveLength(3)
  })

  it('shows the toggle only when more than initialCount articles match', () => {
    renderLibrary({}, { articles: articles.slice(0, 3) })
    expect(articleTitles()).toHaveLength(3)
    expect(toggle()).toBeNull()
  })

  it('says so when nothing matches a topic', () => {
    renderLibrary()
    fireEvent.click(screen.getByRole('button', { name: 'Agent Setup' }))
    expect(articleTitles()).toEqual([])
    expect(paperTitles()).toEqual([])
    expect(screen.getByText('No articles yet.')).toBeTruthy()
    expect(screen.getByText('No papers yet.')).toBeTruthy()
  })

  it('an article card shows picture, category, date, title, excerpt and links to its page', () => {
    renderLibrary()
    const card = within(articlesSection()).getByRole('article', { name: 'Article cyber-new' })
    expect(within(card).getByRole('img').getAttribute('alt')).toBe('Picture of cyber-new')
    expect(within(card).getByText('Cybersecurity')).toBeTruthy()
    const time = card.querySelector('time')!
    expect([time.getAttribute('datetime'), time.textContent]).toEqual(['2026-02-17', 'February 17, 2026'])
    expect(within(card).getByText('Excerpt of cyber-new.')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Read Article' }).getAttribute('href')).toBe('/resources/cyber-new')
  })

  it('each white paper has its category, description, file facts read at build time and a Download button', () => {
    renderLibrary()
    const paper = within(papersSection()).getByRole('article', { name: 'Paper zero-trust' })
    expect(within(paper).getByText('Cybersecurity')).toBeTruthy()
    expect(within(paper).getByText('About zero-trust.')).toBeTruthy()
    expect(within(paper).getByText('PDF · 28 pages · 2.6 MB')).toBeTruthy()
    const download = within(paper).getByRole('button', { name: 'Download' })
    expect(download.getAttribute('type')).toBe('button')
    expect(download.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toBe('Paper zero-trust')
  })

  it('Download opens the form under its paper (one at a time); Cancel removes it and returns focus to the button', () => {
    renderLibrary()
    const paper = within(papersSection()).getByRole('article', { name: 'Paper zero-trust' })
    const download = within(paper).getByRole('button', { name: 'Download' })
    fireEvent.click(download)
    expect(download.getAttribute('aria-expanded')).toBe('true')
    expect(within(paper).getByRole('heading', { level: 4, name: 'Download: Paper zero-trust' })).toBeTruthy()
    expect(within(paper).getByRole('form', { name: 'Download: Paper zero-trust' })).toBeTruthy()
    fireEvent.click(
      within(within(papersSection()).getByRole('article', { name: 'Paper cloud-guide' })).getByRole('button', {
        name: 'Download',
      }),
    )
    expect(within(papersSection()).getAllByRole('form')).toHaveLength(1)
    fireEvent.click(within(paper).getByRole('button', { name: 'Download' }))
    fireEvent.click(within(paper).getByRole('button', { name: 'Cancel' }))
    expect(within(papersSection()).queryByRole('form')).toBeNull()
    expect(document.activeElement).toBe(download)
  })

  it('a paper without a file has no Download button', () => {
    renderLibrary({}, { papers: [{ ...papers[0]!, file: undefined, files: undefined }] })
    expect(within(papersSection()).queryByRole('button', { name: 'Download' })).toBeNull()
  })
})
