// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Metrics } from '../../src/blocks/Metrics/Metrics.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('Metrics', () => {
  it('without a title is a stats strip of values and labels, dark by default', () => {
    const { container } = renderInSite(
      <Metrics
        type="metrics"
        items={[
          { value: '50+', label: 'Countries' },
          { value: '500+', label: 'Clients' },
          { value: '24/7', label: 'Support' },
          { value: '15+', label: 'Years' },
        ]}
      />,
    )
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '50+Countries',
      '500+Clients',
      '24/7Support',
      '15+Years',
    ])
    // No heading, so no <section> (the Nu HTML Checker warns of a section without one): a part with its tone.
    expect(container.querySelector('section')).toBeNull()
    expect(container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('dark')
  })

  it('keeps the tone the author chose', () => {
    const { container } = renderInSite(<Metrics type="metrics" tone="muted" items={[{ value: '1', label: 'One' }]} />)
    expect(container.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('muted')
  })

  it('with a title shows metric cards with their titles and descriptions', () => {
    renderInSite(
      <Metrics
        type="metrics"
        title="Proven Results"
        intro="Numbers that matter."
        items={[
          {
            value: '99.99%',
            label: 'Uptime SLA',
            title: 'Reliability',
            description: 'Always available.',
            icon: 'gauge',
          },
          { value: '40%', label: 'Cost Reduction' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Proven Results' })).toBeTruthy()
    expect(screen.getByText('Numbers that matter.')).toBeTruthy()
    const [first, second] = screen.getAllByRole('listitem')
    expect(within(first!).getByText('99.99%')).toBeTruthy()
    expect(within(first!).getByText('Uptime SLA')).toBeTruthy()
    expect(within(first!).getByRole('heading', { level: 3, name: 'Reliability' })).toBeTruthy()
    expect(within(first!).getByText('Always available.')).toBeTruthy()
    expect(within(second!).queryByRole('heading')).toBeNull()
    expect(within(second!).getByText('40%')).toBeTruthy()
  })
})
