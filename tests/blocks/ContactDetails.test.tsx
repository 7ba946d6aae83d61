// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactDetails } from '../../src/blocks/ContactDetails/ContactDetails.tsx'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

const items = [
  { detail: 'address' as const, label: 'Visit Our Office' },
  { detail: 'phone' as const, label: 'Call Us' },
  { detail: 'email' as const, label: 'Email Us', note: 'We reply quickly.' },
  { detail: 'hours' as const, label: 'Office Hours' },
]

describe('ContactDetails', () => {
  it('shows one card per detail, headed by its label, in order', () => {
    renderInSite(<ContactDetails type="contact-details" title="How to Reach Us" items={items} />)
    expect(screen.getByRole('heading', { level: 2, name: 'How to Reach Us' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Visit Our Office',
      'Call Us',
      'Email Us',
      'Office Hours',
    ])
    expect(screen.getByText('We reply quickly.')).toBeTruthy()
  })

  it('takes phone, e-mail, address and hours from company in site.yaml, with tel: and mailto: links', () => {
    const { company } = siteConfig
    renderInSite(<ContactDetails type="contact-details" items={items} />)
    const phone = screen.getByRole('link', { name: company.phone })
    expect(phone.getAttribute('href')).toBe(`tel:${company.phone.replace(/[^+\d]/g, '')}`)
    expect(phone.getAttribute('href')).toBe('tel:+2348000000000')
    expect(screen.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    expect(screen.getByText('Central Business District, Abuja, Nigeria')).toBeTruthy()
    const hours = screen.getByRole('heading', { name: 'Office Hours' }).parentElement!
    for (const line of company.hours) {
      expect(within(hours).getByText(line.days)).toBeTruthy()
      expect(within(hours).getByText(line.time)).toBeTruthy()
    }
    // Without a section title, the card labels are the section headings.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4)
  })

  it('follows a change in site.yaml: the page never holds its own copy', () => {
    const config = {
      ...siteConfig,
      company: {
        ...siteConfig.company,
        phone: '+1 555 0100',
        email: 'team@example.org',
        address: {
          street: '4 Marina',
          locality: 'Lagos',
          region: 'Lagos State',
          postalCode: '101001',
          country: 'Nigeria',
        },
      },
    }
    renderInSite(
      <ContactDetails
        type="contact-details"
        items={[
          { detail: 'phone', label: 'Call' },
          { detail: 'email', label: 'Write' },
          { detail: 'city', label: 'City' },
          { detail: 'address', label: 'Office' },
        ]}
      />,
      { config },
    )
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100')
    expect(screen.getByRole('link', { name: 'team@example.org' }).getAttribute('href')).toBe('mailto:team@example.org')
    expect(screen.getByText('Lagos, Nigeria')).toBeTruthy()
    expect(screen.getByText('4 Marina, Lagos, Lagos State, 101001, Nigeria')).toBeTruthy()
  })
})
