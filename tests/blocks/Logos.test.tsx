// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Logos } from '../../src/blocks/Logos/Logos.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('Logos', () => {
  it('shows each logo by its name, as a link when it has one', () => {
    renderInSite(
      <Logos
        type="logos"
        title="Trusted by"
        grey
        logos={[
          { image: { src: '/assets/images/bank.svg', alt: 'Example Bank' } },
          { image: { src: '/assets/images/telecom.png', alt: 'Example Telecom' }, href: 'https://example.com' },
        ]}
      />,
    )
    expect(screen.getByRole('img', { name: 'Example Bank' }).closest('a')).toBeNull()
    const link = screen.getByRole('link', { name: 'Example Telecom' })
    expect(link.getAttribute('href')).toBe('https://example.com')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
})
