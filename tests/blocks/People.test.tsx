// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { People } from '../../src/blocks/People/People.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('People', () => {
  it('shows each person as a list item with name, role, bio and links, and initials without a portrait', () => {
    const { container } = renderInSite(
      <People
        type="people"
        id="team"
        title="Our team"
        people={[
          {
            name: 'Wanjiru Achieng',
            role: 'Medical Director',
            bio: 'Opened the clinic in 2009.',
            links: [{ label: 'Book with her', href: '/contact#book' }],
          },
          {
            name: 'Otieno Omondi',
            role: 'Family Doctor',
            photo: { src: '/assets/photos/otieno.jpg', alt: 'Otieno Omondi smiling', focus: { x: 0.5, y: 0.3 } },
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Our team' })).toBeTruthy()
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'))
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Wanjiru Achieng', 'Otieno Omondi'])
    expect(items[0]!.textContent).toContain('Medical Director')
    expect(items[0]!.textContent).toContain('Opened the clinic in 2009.')
    expect(screen.getByRole('link', { name: 'Book with her' }).getAttribute('href')).toBe('/contact#book')
    // Initials stand in for a missing portrait, hidden from screen readers (the name is beside them).
    expect(items[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('WA')
    // A portrait keeps its focus in view where the square crop cuts it.
    const portrait = screen.getByRole('img', { name: 'Otieno Omondi smiling' }) as HTMLImageElement
    expect(portrait.style.objectPosition).toBe('50% 30%')
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })
})
