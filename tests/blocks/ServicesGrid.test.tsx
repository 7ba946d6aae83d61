// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ServicesGrid } from '../../src/blocks/ServicesGrid/ServicesGrid.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('ServicesGrid', () => {
  it('shows the section heading and one card per service with its features and link', () => {
    renderInSite(
      <ServicesGrid
        type="services-grid"
        eyebrow="What we do"
        title="Our Services"
        intro="Security end to end."
        cards={[
          {
            icon: 'shield',
            title: 'Endpoint Security',
            description: 'Protect every device.',
            features: ['EDR', 'XDR'],
            href: '/services/endpoint-security',
            linkLabel: 'Learn More',
          },
          {
            icon: 'cloud',
            title: 'Cloud Security',
            description: 'Secure your cloud.',
            features: ['CSPM'],
            href: '/services/cloud-security',
            linkLabel: 'Learn More',
          },
          { title: 'Email Security', description: 'Stop phishing.', href: '/services/email-security' },
          { icon: 'film', title: 'Media Production', description: 'Broadcast-grade media.' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Our Services' })).toBeTruthy()
    expect(screen.getByText('Security end to end.')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Endpoint Security',
      'Cloud Security',
      'Email Security',
      'Media Production',
    ])

    const endpoint = screen.getByRole('article', { name: 'Endpoint Security' })
    expect(within(endpoint).getByText('Protect every device.')).toBeTruthy()
    expect(
      within(endpoint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EDR', 'XDR'])

    const links = screen.getAllByRole('link', { name: 'Learn More' })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/endpoint-security',
      '/services/cloud-security',
    ])
    // Same link words on every card: each link is described by its card's title.
    expect(links.map((link) => document.getElementById(link.getAttribute('aria-describedby')!)?.textContent)).toEqual([
      'Endpoint Security',
      'Cloud Security',
    ])

    // A card with an address but no link words links its title.
    expect(screen.getByRole('link', { name: 'Email Security' }).getAttribute('href')).toBe('/services/email-security')
    expect(within(screen.getByRole('article', { name: 'Media Production' })).queryByRole('link')).toBeNull()
  })

  it('lays out five cards (the home page)', () => {
    const cards = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({ title, description: `${title} service.` }))
    renderInSite(<ServicesGrid type="services-grid" title="Services" cards={cards} />)
    expect(screen.getAllByRole('article')).toHaveLength(5)
  })
})
