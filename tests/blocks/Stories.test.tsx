// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Stories } from '../../src/blocks/Stories/Stories.tsx'
import { renderInSite } from '../helpers/render.tsx'

const items = [
  {
    industry: 'Financial Services',
    title: 'Bank-wide SOC',
    description: 'A 24/7 security operations centre.',
    results: ['60% fewer incidents', 'Audit passed'],
  },
  {
    industry: 'Government',
    title: 'Zero trust rollout',
    description: 'Identity-first access.',
    results: ['No breaches'],
  },
]

describe('Stories', () => {
  it('shows each story with its industry, title, description and key results', () => {
    renderInSite(
      <Stories type="stories" title="Success Stories" intro="Real results." resultsLabel="Key Results" items={items} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Success Stories' })).toBeTruthy()
    const [bank, government] = screen.getAllByRole('article')
    expect(within(bank!).getByText('Financial Services')).toBeTruthy()
    expect(within(bank!).getByRole('heading', { level: 3, name: 'Bank-wide SOC' })).toBeTruthy()
    expect(within(bank!).getByText('A 24/7 security operations centre.')).toBeTruthy()
    expect(within(bank!).getByRole('heading', { name: 'Key Results' })).toBeTruthy()
    expect(
      within(bank!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['60% fewer incidents', 'Audit passed'])
    expect(
      within(government!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No breaches'])
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('has no results heading without resultsLabel, and a button to all stories when given', () => {
    renderInSite(
      <Stories
        type="stories"
        title="Success Stories"
        items={items}
        link={{ label: 'View All Case Studies', href: '/case-studies' }}
      />,
    )
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Success Stories',
      'Bank-wide SOC',
      'Zero trust rollout',
    ])
    expect(screen.getByRole('link', { name: 'View All Case Studies' }).getAttribute('href')).toBe('/case-studies')
  })
})
