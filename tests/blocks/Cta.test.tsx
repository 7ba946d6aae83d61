// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Cta } from '../../src/blocks/Cta/Cta.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('Cta', () => {
  it('shows a heading, a sentence and the buttons', () => {
    renderInSite(
      <Cta
        type="cta"
        title="Ready to Secure Your Business?"
        text="Talk to our experts today."
        buttons={[
          { label: 'Contact Us', href: '/contact' },
          { label: 'View Case Studies', href: '/case-studies', variant: 'secondary' },
        ]}
      />,
    )
    expect(screen.getByRole('region', { name: 'Ready to Secure Your Business?' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Secure Your Business?' })).toBeTruthy()
    expect(screen.getByText('Talk to our experts today.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact')
    expect(screen.getByRole('link', { name: 'View Case Studies' }).getAttribute('href')).toBe('/case-studies')
  })

  it('opens links to other sites safely', () => {
    renderInSite(<Cta type="cta" title="Book a call" buttons={[{ label: 'Book', href: 'https://cal.example/zuma' }]} />)
    const link = screen.getByRole('link', { name: 'Book' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
