// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CaseStudyGrid } from '../../src/blocks/CaseStudyGrid/CaseStudyGrid.tsx'
import type { CaseStudyGridBlock } from '../../src/generated/schema-types.ts'
import type { CategoryDeclaration } from '../../src/shared/categories.ts'
import { caseStudy } from '../helpers/collections.ts'
import { renderInSite } from '../helpers/render.tsx'

const block: CaseStudyGridBlock = {
  type: 'case-study-grid',
  collection: 'case-studies',
  title: 'Explore Our Work',
  filter: {
    label: 'Filter by category',
    allLabel: 'All Categories',
  },
  linkLabel: 'View Case Study',
  countLabel: 'Showing {count} of {total} case studies',
  emptyText: 'Nothing here yet.',
}

// The categories as site.yaml declares them (vocabularies.categories): the filter's buttons and order.
const categories: CategoryDeclaration[] = [
  { name: 'Cybersecurity' },
  { name: 'Cloud Technology' },
  { name: 'AI & ML' },
  { name: 'Agent Setup' },
]

const exactly120 = 'x'.repeat(120)
const longer = `${'A'.repeat(115)}BCDEFGHIJ`

const studies = [
  caseStudy('hospital', { title: 'Hospital in the cloud', category: 'Cloud Technology', description: exactly120 }),
  caseStudy('bank', { title: 'Bank SOC', category: 'Cybersecurity', description: longer }),
  caseStudy('fraud', { title: 'Fraud models', category: 'AI & ML' }),
  caseStudy('factory', { title: 'Factory segmentation', category: 'Cybersecurity' }),
]

function renderGrid(props: Partial<CaseStudyGridBlock> = {}, items = studies, declared = categories) {
  return renderInSite(<CaseStudyGrid {...block} {...props} studies={items} categories={declared} />, {
    path: '/case-studies',
  })
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)

describe('CaseStudyGrid', () => {
  it('starts at All: every study as a card, grouped in the order of the filter categories', () => {
    renderGrid()
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Our Work' })).toBeTruthy()
    expect(cardTitles()).toEqual(['Bank SOC', 'Factory segmentation', 'Hospital in the cloud', 'Fraud models'])
    expect(pressed()).toEqual(['All Categories'])
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 4 case studies')
  })

  it('shows the filter buttons from YAML, in order, as a named group of toggle buttons', () => {
    renderGrid()
    const group = screen.getByRole('group', { name: 'Filter by category' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['All Categories', 'true'],
      ['Cybersecurity', 'false'],
      ['Cloud Technology', 'false'],
      ['AI & ML', 'false'],
      ['Agent Setup', 'false'],
    ])
  })

  it('each card shows picture, category, client and title, and links to its page', () => {
    renderGrid()
    const card = screen.getByRole('article', { name: 'Bank SOC' })
    expect(within(card).getByRole('img').getAttribute('alt')).toBe('Picture of bank')
    expect(within(card).getByText('Cybersecurity')).toBeTruthy()
    expect(within(card).getByText('Client of bank')).toBeTruthy()
    const link = within(card).getByRole('link', { name: 'View Case Study' })
    expect(link.getAttribute('href')).toBe('/case-studies/bank')
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('Bank SOC')
  })

  it('cuts summaries longer than 120 characters at 120 and adds "...", and leaves 120 characters alone', () => {
    renderGrid()
    expect(
      within(screen.getByRole('article', { name: 'Bank SOC' })).getByText(`${'A'.repeat(115)}BCDEF...`),
    ).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Hospital in the cloud' })).getByText(exactly120)).toBeTruthy()
  })

  it('a category button shows only the studies of exactly that category; All restores every card', () => {
    renderGrid()
    fireEvent.click(screen.getByRole('button', { name: 'Cybersecurity' }))
    expect(cardTitles()).toEqual(['Bank SOC', 'Factory segmentation'])
    expect(pressed()).toEqual(['Cybersecurity'])
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 4 case studies')

    fireEvent.click(screen.getByRole('button', { name: 'AI & ML' }))
    expect(cardTitles()).toEqual(['Fraud models'])
    expect(pressed()).toEqual(['AI & ML'])

    fireEvent.click(screen.getByRole('button', { name: 'All Categories' }))
    expect(cardTitles()).toHaveLength(4)
    expect(pressed()).toEqual(['All Categories'])
  })

  it('says so when no study has the chosen category', () => {
    renderGrid()
    fireEvent.click(screen.getByRole('button', { name: 'Agent Setup' }))
    expect(cardTitles()).toEqual([])
    expect(screen.getByText('Nothing here yet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Agent Setup' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('reads a category as its label from site.yaml, on its button and on its cards, and filters by its name', () => {
    renderGrid({}, studies, [{ name: 'Cybersecurity', label: 'Security' }, { name: 'Cloud Technology' }])
    const group = screen.getByRole('group', { name: 'Filter by category' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Categories', 'Security', 'Cloud Technology'])
    expect(within(screen.getByRole('article', { name: 'Bank SOC' })).getByText('Security')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Security' }))
    expect(cardTitles()).toEqual(['Bank SOC', 'Factory segmentation'])
  })

  it('has no count line without countLabel', () => {
    renderGrid({ countLabel: undefined })
    expect(screen.queryByRole('status')).toBeNull()
  })
})
