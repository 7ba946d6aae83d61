// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Faq } from '../../src/blocks/Faq/Faq.tsx'
import { renderInSite } from '../helpers/render.tsx'

const items = [
  { question: 'How fast do you respond?', answer: 'Within 15 minutes, with a full plan within an hour.' },
  {
    question: 'How long do projects take?',
    answer: ['Small projects take 2-4 weeks.', 'Enterprise projects take 3-6 months.'],
  },
]

const detailsOf = (question: string) => screen.getByText(question).closest('details')!

describe('Faq', () => {
  it('lists every question, all closed at first', () => {
    renderInSite(<Faq type="faq" title="Frequently Asked Questions" items={items} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    for (const { question } of items) expect(detailsOf(question).open).toBe(false)
  })

  it('opens a question on click and closes it on a second click', () => {
    renderInSite(<Faq type="faq" title="FAQ" items={items} />)
    const summary = screen.getByText('How fast do you respond?').closest('summary')!
    fireEvent.click(summary)
    expect(detailsOf('How fast do you respond?').open).toBe(true)
    expect(screen.getByText('Within 15 minutes, with a full plan within an hour.')).toBeTruthy()
    expect(detailsOf('How long do projects take?').open).toBe(false)
    fireEvent.click(summary)
    expect(detailsOf('How fast do you respond?').open).toBe(false)
  })

  it('shows an answer of several paragraphs as paragraphs', () => {
    renderInSite(<Faq type="faq" title="FAQ" items={items} />)
    const answer = detailsOf('How long do projects take?').querySelectorAll('p')
    expect([...answer].map((p) => p.textContent)).toEqual([
      'Small projects take 2-4 weeks.',
      'Enterprise projects take 3-6 months.',
    ])
  })

  it('groups the questions by name only when exclusive', () => {
    const { unmount } = renderInSite(<Faq type="faq" title="FAQ" items={items} />)
    expect(detailsOf('How fast do you respond?').getAttribute('name')).toBeNull()
    unmount()
    renderInSite(<Faq type="faq" title="FAQ" items={items} exclusive />)
    const name = detailsOf('How fast do you respond?').getAttribute('name')
    expect(name).toBeTruthy()
    expect(detailsOf('How long do projects take?').getAttribute('name')).toBe(name)
  })
})
