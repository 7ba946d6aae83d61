// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '../../src/blocks/ContactForm/ContactForm.tsx'
import { declaredForm, renderInSite, siteConfig } from '../helpers/render.tsx'

describe('ContactForm block', () => {
  it('places the form under its heading, with the reassurances beside it', () => {
    renderInSite(
      <ContactForm
        type="contact-form"
        id="contact-form"
        eyebrow="Send a Message"
        title="Tell Us About Your Project"
        intro="Share a few details."
        form="contact"
        points={['A specialist reads every message.']}
        forms={siteConfig.forms}
        declaration={declaredForm('contact')}
      />,
      { path: '/contact' },
    )
    expect(screen.getByRole('region', { name: 'Tell Us About Your Project' }).id).toBe('contact-form')
    expect(screen.getByRole('heading', { level: 2, name: 'Tell Us About Your Project' })).toBeTruthy()
    expect(screen.getByText('Share a few details.')).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Tell Us About Your Project' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe('A specialist reads every message.')
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy()
  })
})
