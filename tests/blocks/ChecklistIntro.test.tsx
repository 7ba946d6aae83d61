// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChecklistIntro } from '../../src/blocks/ChecklistIntro/ChecklistIntro.tsx'
import { renderInSite } from '../helpers/render.tsx'

const figures = [
  { value: '500+', label: 'Clients Protected' },
  { value: '99.9%', label: 'Threat Detection' },
  { value: '24/7', label: 'Monitoring' },
]

describe('ChecklistIntro', () => {
  it('shows eyebrow, heading, text and every point of a plain checklist', () => {
    renderInSite(
      <ChecklistIntro
        type="checklist-intro"
        eyebrow="Why us"
        title="Enterprise Switching"
        text="Switching built for growth."
        items={['High-speed connectivity', 'Advanced management', 'Security features']}
      />,
    )
    expect(screen.getByText('Why us')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Enterprise Switching' })).toBeTruthy()
    expect(screen.getByText('Switching built for growth.')).toBeTruthy()
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['High-speed connectivity', 'Advanced management', 'Security features'])
  })

  it('links points that have an address, with their link words or else their title', () => {
    renderInSite(
      <ChecklistIntro
        type="checklist-intro"
        title="Who we are"
        items={[
          { title: 'Local expertise', description: 'Based in Abuja.', href: '/about', linkLabel: 'Learn about us' },
          { title: 'Global standards', href: 'https://www.iso.org/standard/27001' },
          { title: 'Always on' },
        ]}
      />,
    )
    expect(screen.getByText('Based in Abuja.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Learn about us' }).getAttribute('href')).toBe('/about')
    const external = screen.getByRole('link', { name: 'Global standards' })
    expect(external.getAttribute('href')).toBe('https://www.iso.org/standard/27001')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('link', { name: 'Always on' })).toBeNull()
  })

  it('shows the picture with its headline figures and the buttons', () => {
    renderInSite(
      <ChecklistIntro
        type="checklist-intro"
        title="Cybersecurity"
        items={['Threat detection']}
        image={{ src: '/assets/images/soc.jpg', alt: 'Security operations centre' }}
        figures={figures}
        buttons={[{ label: 'Get Started', href: '/contact' }]}
      />,
    )
    expect(screen.getByRole('img', { name: 'Security operations centre' })).toBeTruthy()
    for (const figure of figures)
      expect(screen.getByText(figure.value).closest('li')?.textContent).toBe(`${figure.value}${figure.label}`)
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
  })

  it('shows figures under the list when there is no picture', () => {
    renderInSite(
      <ChecklistIntro type="checklist-intro" title="Cloud" items={['Scalable']} figures={figures.slice(0, 2)} />,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getAllByRole('list')).toHaveLength(2)
    expect(screen.getByText('Clients Protected')).toBeTruthy()
  })
})
