// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Quote, initialsOf } from '../../src/blocks/Quote/Quote.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('Quote', () => {
  it('shows the quotation with its author and position as a figure caption', () => {
    const { container } = renderInSite(
      <Quote
        type="quote"
        eyebrow="A word from our CEO"
        quote="Security is a promise."
        author="Adaeze Okafor"
        position="Chief Executive Officer"
      />,
    )
    expect(screen.getByText('A word from our CEO')).toBeTruthy()
    expect(container.querySelector('blockquote')?.textContent).toBe('Security is a promise.')
    const caption = container.querySelector('figcaption')!
    expect(caption.textContent).toContain('Adaeze Okafor')
    expect(caption.textContent).toContain('Chief Executive Officer')
    // Without a portrait the initials stand in, hidden from screen readers (the name is right beside them).
    expect(caption.querySelector('[aria-hidden="true"]')?.textContent).toBe('AO')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows the portrait when there is one', () => {
    renderInSite(
      <Quote type="quote" quote="Q." author="Ada" image={{ src: '/assets/images/ceo.jpg', alt: 'Portrait of Ada' }} />,
    )
    expect(screen.getByRole('img', { name: 'Portrait of Ada' })).toBeTruthy()
  })

  it('takes the initials of the first and last names', () => {
    expect(initialsOf('Adaeze Okafor')).toBe('AO')
    expect(initialsOf('Ada Ngozi Okafor')).toBe('AO')
    expect(initialsOf('Ada')).toBe('A')
  })
})
