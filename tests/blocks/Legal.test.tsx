// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Legal } from '../../src/blocks/Legal/Legal.tsx'
import { slugify } from '../../src/shared/anchors.ts'
import { formatDate } from '../../src/shared/dates.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

const props = {
  type: 'legal' as const,
  badge: 'Legal Information',
  title: 'Privacy Policy',
  updatedLabel: 'Last updated',
  updated: '2025-01-15',
  intro: 'We respect your privacy.',
  contentsTitle: 'On this page',
  sections: [
    { title: 'Information We Collect', items: ['Your name', 'Your e-mail address'] },
    { title: 'Use License', paragraphs: ['You may view the materials.'], items: ['No mirroring'] },
  ],
  contact: { title: 'Contact Us', text: 'Questions? Write to us.' },
}

describe('Legal', () => {
  it('opens with the badge, the page heading and the date written in the YAML, in a readable form', () => {
    renderInSite(<Legal {...props} />)
    expect(screen.getByText('Legal Information')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Privacy Policy'])
    const time = screen.getByText('January 15, 2025')
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe('2025-01-15')
    expect(time.parentElement?.textContent).toBe('Last updated January 15, 2025')
  })

  it('shows the introduction and numbered sections with their bullets and paragraphs', () => {
    renderInSite(<Legal {...props} />)
    expect(screen.getByText('We respect your privacy.')).toBeTruthy()
    const first = screen.getByRole('region', { name: /Information We Collect/ })
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Your name', 'Your e-mail address'])
    const second = screen.getByRole('region', { name: /Use License/ })
    expect(within(second).getByText('You may view the materials.')).toBeTruthy()
    expect(within(second).getByText('No mirroring')).toBeTruthy()
    expect(second.getAttribute('id')).toBe('use-license')
  })

  it('lists the sections as jump links when it has a contents title', () => {
    renderInSite(<Legal {...props} />)
    const nav = screen.getByRole('navigation', { name: 'On this page' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#information-we-collect', '#use-license'])
  })

  it('ends with a contact box whose details all come from site.yaml', () => {
    const { company, labels } = siteConfig
    renderInSite(<Legal {...props} />)
    const box = screen.getByRole('region', { name: 'Contact Us' })
    expect(within(box).getByText('Questions? Write to us.')).toBeTruthy()
    expect(within(box).getByText(company.name)).toBeTruthy()
    expect(within(box).getByText('Abuja, Nigeria')).toBeTruthy()
    expect(within(box).getByText(labels.email)).toBeTruthy()
    expect(within(box).getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`)
    expect(within(box).getByRole('link', { name: company.phone }).getAttribute('href')).toBe('tel:+2348000000000')
    // One e-mail and one phone on the page.
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('mailto:'))).toHaveLength(1)
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('tel:'))).toHaveLength(1)
  })
})

describe('formatDate', () => {
  it('writes a YYYY-MM-DD date in full, in UTC, whatever the time zone of the machine', () => {
    expect(formatDate('2025-01-15', 'en')).toBe('January 15, 2025')
    expect(formatDate('2024-12-31', 'en')).toBe('December 31, 2024')
    expect(formatDate('2025-03-01', 'en-GB')).toBe('1 March 2025')
  })

  it('leaves anything else as written', () => {
    expect(formatDate('soon', 'en')).toBe('soon')
  })
})

describe('slugify', () => {
  it('makes anchor names from headings', () => {
    expect(slugify('Information Sharing and Disclosure')).toBe('information-sharing-and-disclosure')
    expect(slugify('  Q&A: Rights!  ')).toBe('q-a-rights')
  })
})
