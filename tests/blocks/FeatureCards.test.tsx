// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FeatureCards } from '../../src/blocks/FeatureCards/FeatureCards.tsx'
import { renderInSite } from '../helpers/render.tsx'

const cards = [
  {
    icon: 'wifi' as const,
    title: 'Coverage',
    description: 'Wireless everywhere.',
    details: ['High-density coverage', 'Multi-gigabit speeds', 'Mesh networking', 'Roaming support', 'Band steering'],
  },
  {
    title: 'Management',
    description: 'One console.',
    details: [
      'Cloud management',
      'Guest networks',
      'Traffic analysis',
      'Performance monitoring',
      'Configuration control',
    ],
  },
  {
    icon: 'lock' as const,
    title: 'Security',
    description: 'Locked down.',
    details: ['WPA3 encryption', 'RADIUS support', 'Network isolation', 'Access control', 'Rogue AP detection'],
  },
]

describe('FeatureCards', () => {
  it('shows three cards, each with a heading, a description and five details', () => {
    renderInSite(<FeatureCards type="feature-cards" title="Key Features" intro="What you get." cards={cards} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Key Features' })).toBeTruthy()
    const articles = screen.getAllByRole('article')
    expect(articles).toHaveLength(3)
    articles.forEach((article, index) => {
      const card = cards[index]!
      expect(within(article).getByRole('heading', { level: 3, name: card.title })).toBeTruthy()
      expect(within(article).getByText(card.description)).toBeTruthy()
      expect(
        within(article)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(card.details)
    })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('adds the Get Started button under the cards', () => {
    renderInSite(
      <FeatureCards
        type="feature-cards"
        title="Key Features"
        cards={cards}
        button={{ label: 'Get Started', href: '/contact' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
  })
})
