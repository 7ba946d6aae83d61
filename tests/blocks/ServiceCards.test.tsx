// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ServiceCards } from '../../src/blocks/ServiceCards/ServiceCards.tsx'
import type { Entry } from '../../src/shared/types.ts'
import { renderInSite } from '../helpers/render.tsx'

const sampleUseCase = (title: string) => ({
  title,
  description: `${title} story.`,
  results: ['Result one', 'Result two', 'Result three', 'Result four'],
})
const image = (id: string) => ({ src: `/assets/images/${id}.svg`, alt: `Picture of ${id}` })

/** Items as the build hands them to the block: unsorted, each with its route (or its own href). */
const services: Array<Entry<'services'>> = [
  {
    id: 'network-security',
    image: image('network-security'),
    route: '/services/network-security',
    order: 3,
    title: 'Network Security',
    description: 'Firewalls.',
    icon: 'shield',
    details: ['Firewalls', 'ZTNA'],
    useCase: sampleUseCase('Zero trust'),
  },
  {
    id: 'media-production',
    image: image('media-production'),
    route: '/services/media-production',
    href: '/services/media-production',
    order: 7,
    title: 'Media Production',
    description: 'Films.',
    icon: 'film',
    details: ['Planning'],
    useCase: sampleUseCase('Documentary'),
  },
  {
    id: 'endpoint-security',
    image: image('endpoint-security'),
    route: '/services/endpoint-security',
    order: 1,
    title: 'Endpoint Security',
    description: 'Devices.',
    icon: 'laptop',
    details: ['EDR', 'XDR'],
    useCase: sampleUseCase('Hybrid work'),
  },
]

describe('ServiceCards', () => {
  it('shows detailed cards in their order, each with details, a use case with its results and a Learn More link', () => {
    renderInSite(
      <ServiceCards
        type="service-cards"
        collection="services"
        variant="detailed"
        title="Explore Our Services"
        linkLabel="Learn More"
        useCaseLabel="Use Case"
        resultsLabel="Results"
        services={services}
      />,
      { path: '/services' },
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Our Services' })).toBeTruthy()
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Endpoint Security',
      'Network Security',
      'Media Production',
    ])
    const first = cards[0]!
    expect(within(first).getByText('XDR')).toBeTruthy()
    expect(within(first).getByText('Use Case')).toBeTruthy()
    expect(within(first).getByRole('heading', { level: 4, name: 'Hybrid work' })).toBeTruthy()
    expect(within(first).getByRole('heading', { level: 5, name: 'Results' })).toBeTruthy()
    expect(within(first).getByText('Result four')).toBeTruthy()
    const links = screen.getAllByRole('link', { name: /^Learn More\b/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/endpoint-security',
      '/services/network-security',
      '/services/media-production',
    ])
    // The shared link words are told apart by the card title, read with them but not shown.
    expect(links[1]!.textContent).toBe('Learn More Network Security')
    expect(links[1]!.querySelector('.visually-hidden')?.textContent).toBe('Network Security')
  })

  it('gives each detailed card an anchor named after the service', () => {
    const { container } = renderInSite(
      <ServiceCards
        type="service-cards"
        collection="services"
        variant="detailed"
        title="All"
        linkLabel="Learn More"
        services={services}
      />,
    )
    expect(container.querySelector('#endpoint-security')).toBeTruthy()
  })

  // Leaving out the current page's service (excludeCurrent, by its id or its page) is the build's job (x-needs
  // `exceptCurrent`, tested in tests/node/model/connect.test.ts); the block shows exactly the services it is handed.
  it('shows exactly the services it is given for "other services", as compact cards', () => {
    const others = services.filter((service) => service.id !== 'endpoint-security')
    renderInSite(
      <ServiceCards
        type="service-cards"
        collection="services"
        excludeCurrent
        title="Our Other Services"
        linkLabel="Learn More"
        services={others}
      />,
      {
        path: '/services/endpoint-security',
      },
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Network Security',
      'Media Production',
    ])
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('heading', { name: 'Endpoint Security' })).toBeNull()
    // Compact cards show no feature list or use case.
    expect(screen.queryByText('Firewalls')).toBeNull()
    expect(screen.queryByText('Zero trust')).toBeNull()
  })

  it('renders nothing when the collection has no items to show', () => {
    const { container } = renderInSite(
      <ServiceCards type="service-cards" collection="services" title="Other" linkLabel="Learn More" services={[]} />,
    )
    expect(container.innerHTML).toBe('')
  })
})
