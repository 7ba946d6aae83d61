// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Newsletter } from '../../src/blocks/Newsletter/Newsletter.tsx'
import { declaredForm, renderInSite, siteConfig } from '../helpers/render.tsx'

describe('Newsletter block', () => {
  it('shows its heading, sentence, the e-mail field, the Subscribe button and the small print', () => {
    renderInSite(
      <Newsletter
        type="newsletter"
        id="newsletter"
        eyebrow="Newsletter"
        title="Stay Ahead of the Threats"
        text="A monthly briefing."
        form="newsletter"
        note="Unsubscribe at any time."
        forms={siteConfig.forms}
        declaration={declaredForm('newsletter')}
      />,
    )
    const region = screen.getByRole('region', { name: 'Stay Ahead of the Threats' })
    expect(region.getAttribute('data-tone')).toBe('dark')
    expect(screen.getByRole('heading', { level: 2, name: 'Stay Ahead of the Threats' })).toBeTruthy()
    expect(screen.getByText('A monthly briefing.')).toBeTruthy()
    expect((screen.getByLabelText(/^Email Address/) as HTMLInputElement).type).toBe('email')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
    expect(screen.getByText('Unsubscribe at any time.')).toBeTruthy()
  })
})
