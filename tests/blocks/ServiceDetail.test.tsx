// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ServiceDetail } from '../../src/blocks/ServiceDetail/ServiceDetail.tsx'
import type { BlockProps } from '../../src/blocks/types.ts'
import type { Entry } from '../../src/shared/types.ts'
import { allMenuGroups } from '../helpers/menus.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

const entry: Entry<'services'> = {
  id: 'email-security',
  route: '/services/email-security',
  title: 'Email Security',
  description: 'Stops phishing.',
  subtitle: 'Stop phishing at the inbox.',
  icon: 'mail',
  image: { src: '/assets/images/email-security.svg', alt: 'Protected e-mail' },
  details: ['Phishing protection'],
  useCase: { title: 'Invoice fraud', description: 'A story.', results: ['One'] },
  overview: ['First paragraph.', 'Second paragraph.'],
  features: ['Link analysis', 'DMARC setup', 'Simulations'],
  benefits: [
    { title: 'Cleaner Inboxes', description: 'Less junk.' },
    { icon: 'users', title: 'Alert Employees', description: 'Trained staff.' },
  ],
  process: [
    { title: 'Review', description: 'We look.' },
    { title: 'Protect', description: 'We set up.' },
    { title: 'Train', description: 'We teach.' },
  ],
  useCases: [{ title: 'Business E-mail Compromise', description: 'Fake invoices.' }],
}

const props: BlockProps<'service-detail'> = {
  type: 'service-detail',
  badge: 'Service Overview',
  scrollLabel: 'Scroll to the overview',
  overview: { eyebrow: 'Overview', title: '{title} at a Glance', featuresTitle: 'Key Features' },
  benefits: { title: 'Key Benefits', intro: 'What {title} gives you.' },
  process: { title: 'Our Process' },
  useCases: { title: 'Use Cases' },
  entry,
  // The build hands the block the menu group whose id is the item's (site.yaml) and the page's route.
  menuGroup: allMenuGroups(siteConfig).find((group) => group.id === entry.id),
  currentRoute: '/services/email-security',
}

function renderPage() {
  return renderInSite(<ServiceDetail {...props} />, { path: '/services/email-security' })
}

describe('ServiceDetail', () => {
  it("shows the service's hero as the page's only h1, with its subtitle", () => {
    renderPage()
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Email Security',
    ])
    expect(screen.getByText('Stop phishing at the inbox.')).toBeTruthy()
    expect(screen.getByText('Service Overview')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Scroll to the overview' })).toBeTruthy()
  })

  it("shows the service group's tab bar with the overview tab current", () => {
    renderPage()
    const nav = screen.getByRole('navigation', { name: 'Email Security services' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Phishing Protection', 'Security Awareness'])
    expect(links[0]!.getAttribute('aria-current')).toBe('page')
  })

  it('fills {title} in the headings written once in the block', () => {
    renderPage()
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Email Security at a Glance',
      'Key Benefits',
      'Our Process',
      'Use Cases',
    ])
    expect(screen.getByText('What Email Security gives you.')).toBeTruthy()
  })

  it('shows the overview text, key features, benefits, numbered process and use cases from the item', () => {
    renderPage()
    expect(screen.getByText('Second paragraph.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Key Features' })).toBeTruthy()
    expect(screen.getByText('DMARC setup')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Alert Employees' })).toBeTruthy()
    const process = document.getElementById('process')!
    const steps = within(process)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(steps).toEqual(['Review', 'Protect', 'Train'])
    expect(process.querySelector('ol')).toBeTruthy()
    expect(
      within(document.getElementById('use-cases')!).getByRole('heading', {
        level: 3,
        name: 'Business E-mail Compromise',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Protected e-mail' })).toBeTruthy()
  })
})
