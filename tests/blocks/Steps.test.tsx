// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Steps } from '../../src/blocks/Steps/Steps.tsx'
import { renderInSite } from '../helpers/render.tsx'

const process = [
  { title: 'Assess', description: 'We map what you run today.', features: ['Asset inventory', 'Risk review'] },
  { title: 'Design', description: 'We plan the target state.' },
  { title: 'Deliver', description: 'We build and hand over.' },
]

describe('Steps', () => {
  it('shows a numbered process as an ordered list of step headings under the section heading', () => {
    renderInSite(<Steps type="steps" id="process" title="Our Process" intro="Three steps." items={process} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Our Process' })).toBeTruthy()
    const list = screen.getAllByRole('list')[0]!
    expect(list.tagName).toBe('OL')
    const steps = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(steps).toHaveLength(3)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Assess',
      'Design',
      'Deliver',
    ])
    expect(screen.getByText('We plan the target state.')).toBeTruthy()
    // Features of a step show as a bullet list inside it.
    expect(within(steps[0]!).getByText('Risk review')).toBeTruthy()
  })

  it('hides the decorative step numbers from screen readers', () => {
    const { container } = renderInSite(<Steps type="steps" title="Our Process" items={process} />)
    const numbers = [...container.querySelectorAll('[aria-hidden="true"]')]
      .map((node) => node.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''))
    expect(numbers).toEqual(['01', '02', '03'])
  })

  it('shows a timeline with each milestone’s label read out', () => {
    renderInSite(
      <Steps
        type="steps"
        variant="timeline"
        title="Our Story"
        items={[
          { label: '2010', title: 'Founded', description: 'Started in Abuja.' },
          { label: '2023', title: '500+ clients', description: 'A milestone.' },
        ]}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('2010').getAttribute('aria-hidden')).toBeNull()
    expect(within(items[1]!).getByRole('heading', { level: 3, name: '500+ clients' })).toBeTruthy()
  })
})
