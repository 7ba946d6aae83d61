// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Text } from '../../src/blocks/Text/Text.tsx'
import { renderInSite } from '../helpers/render.tsx'

describe('Text', () => {
  it('shows the eyebrow, a section heading and every paragraph in order', () => {
    const { container } = renderInSite(
      <Text
        type="text"
        eyebrow="Our Mission"
        title="Security for Everyone"
        paragraphs={['First things first.', 'Then the rest.']}
      />,
    )
    expect(screen.getByText('Our Mission')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Security for Everyone' })).toBeTruthy()
    expect([...container.querySelectorAll('p')].map((p) => p.textContent).slice(1)).toEqual([
      'First things first.',
      'Then the rest.',
    ])
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows the picture beside the text with its description', () => {
    renderInSite(
      <Text
        type="text"
        title="Mission"
        paragraphs={['Text.']}
        image={{ src: '/assets/images/security-operations.svg', alt: 'A security operations centre' }}
      />,
    )
    expect(screen.getByRole('img', { name: 'A security operations centre' }).getAttribute('src')).toBe(
      '/assets/images/security-operations.svg',
    )
  })

  it('keeps the tone the author chose', () => {
    const { container } = renderInSite(<Text type="text" tone="dark" title="Mission" paragraphs={['Text.']} />)
    expect(container.querySelector('section')?.getAttribute('data-tone')).toBe('dark')
  })
})
