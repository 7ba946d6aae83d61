// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { DeclaredForm } from '../../src/forms/DeclaredForm.tsx'
import { stubFetch } from '../helpers/fetch.ts'
import { declaredForm, maxLengthIn, renderInSite, siteConfig } from '../helpers/render.tsx'

const { forms } = siteConfig
const contact = declaredForm('contact')
const maxLength = {
  name: maxLengthIn('contact', 'name'),
  email: maxLengthIn('contact', 'email'),
  company: maxLengthIn('contact', 'company'),
  message: maxLengthIn('contact', 'message'),
}
const services = contact.fields.flatMap((field) => (field.kind === 'select' ? field.options : []))

const fetchMock = stubFetch()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
}

function fill(values: Partial<Record<'name' | 'email' | 'company' | 'service' | 'message', string>>) {
  const labels = {
    name: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    service: 'Service of Interest',
    message: 'Message',
  }
  for (const [key, value] of Object.entries(values))
    fireEvent.change(field(labels[key as keyof typeof labels]), { target: { value } })
}

const complete = {
  name: 'Ada Obi',
  email: 'ada@bank.example',
  company: 'Bank of Abuja',
  service: 'cybersecurity',
  message: 'We need a security operations centre.',
}

/** Presses the button, and waits for the sending code that a first submit fetches (see loadSend). */
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }))
    await vi.dynamicImportSettled()
  })
}

function renderForm() {
  return renderInSite(<DeclaredForm form={contact} label="Tell Us About Your Project" />, {
    path: '/contact',
  })
}

describe('ContactForm', () => {
  test('shows labelled fields with browser required flags, the twelve services and a five-row message box', () => {
    renderForm()
    expect(screen.getByRole('form', { name: 'Tell Us About Your Project' })).toBeTruthy()
    expect(field('Full Name').required).toBe(true)
    expect(field('Email Address').type).toBe('email')
    expect(field('Email Address').required).toBe(true)
    expect(field('Company').required).toBe(false)
    expect(field('Service of Interest').required).toBe(true)
    expect((field('Message') as unknown as HTMLTextAreaElement).rows).toBe(5)
    const options = within(field('Service of Interest') as unknown as HTMLElement).getAllByRole('option')
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['', ...services.map((s) => s.value)])
    expect(options[1]!.textContent).toBe('Cybersecurity Services')
    // The robot trap is out of reach for people.
    const trap = document.querySelector(`input[name="${forms.honeypotField}"]`) as HTMLInputElement
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  test('the text fields carry maxlength from their declared maxLength, the limits validation uses; the service list and the trap none', () => {
    renderForm()
    expect(field('Full Name').getAttribute('maxlength')).toBe(String(maxLength.name))
    expect(field('Email Address').getAttribute('maxlength')).toBe(String(maxLength.email))
    expect(field('Company').getAttribute('maxlength')).toBe(String(maxLength.company))
    expect(field('Message').getAttribute('maxlength')).toBe(String(maxLength.message))
    expect(field('Service of Interest').hasAttribute('maxlength')).toBe(false)
    expect(document.querySelector(`input[name="${forms.honeypotField}"]`)!.hasAttribute('maxlength')).toBe(false)
  })

  test('a paste the browser would cut at maxlength is refused at once with the too-long message; the field keeps what it had', () => {
    renderForm()
    fill({ message: 'Hello. ' })
    const message = field('Message') as unknown as HTMLTextAreaElement
    message.setSelectionRange(message.value.length, message.value.length)
    // One more character than fits after what is already there.
    const pasted = 'x'.repeat(maxLength.message - message.value.length + 1)
    expect(fireEvent.paste(message, { clipboardData: { getData: () => pasted } })).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe(
      'Message is too long: please keep it to 5000 characters or fewer.',
    )
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(message.value).toBe('Hello. ')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a paste that fits goes in untouched: the selection it replaces counts, a line break is one character', () => {
    renderForm()
    fill({ name: 'Ada Obi' })
    const name = field('Full Name')
    name.setSelectionRange(0, name.value.length)
    const fits = 'n'.repeat(maxLength.name)
    expect(fireEvent.paste(name, { clipboardData: { getData: () => fits } })).toBe(true)
    const message = field('Message') as unknown as HTMLTextAreaElement
    const lines = 'x\r\n'.repeat(maxLength.message / 2)
    expect(fireEvent.paste(message, { clipboardData: { getData: () => lines } })).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  test('an empty submit says "Please fill in all required fields." and sends nothing', async () => {
    renderForm()
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.')
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Full Name'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('the empty first service choice counts as no choice', async () => {
    renderForm()
    fill({ ...complete, service: '' })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('an invalid e-mail address says "Please enter a valid email address."', async () => {
    renderForm()
    fill({ ...complete, email: 'ada@bank' })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('an over-long message is refused with a clear message and nothing is cut', async () => {
    renderForm()
    const long = 'word '.repeat(1001)
    fill({ ...complete, message: long })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(
      'Message is too long: please keep it to 5000 characters or fewer.',
    )
    expect((field('Message') as unknown as HTMLTextAreaElement).value).toBe(long)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('sending → "Sending..." (disabled) → "Message Sent!" for 3 seconds → an empty form', async () => {
    vi.useFakeTimers()
    let answer!: (response: Response) => void
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    renderForm()
    fill(complete)
    await submit()
    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    await act(async () => answer(json({ success: true })))
    expect(screen.getByText('Message Sent!')).toBeTruthy()
    expect(screen.getByText("Thanks for reaching out. We'll get back to you as soon as possible.")).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(2999))
    expect(screen.getByText('Message Sent!')).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Message Sent!')).toBeNull()
    expect(field('Full Name').value).toBe('')
    expect(field('Message').value).toBe('')
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData
    expect(Object.fromEntries(sent.entries())).toEqual({
      access_key: forms.providers[0]!.kind === 'form-to-email' ? forms.providers[0]!.accessKey : undefined,
      ...complete,
      form_type: 'contact',
      subject: 'New contact form submission from Ada Obi',
      // The robot trap, empty from a person, in the provider's own bot field; no recipient from the page.
      botcheck: '',
    })
  })

  test('a refusal without words shows "Failed to send message. Please try again." and keeps every field', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false }))
    renderForm()
    fill(complete)
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Failed to send message. Please try again.')
    expect(document.querySelector('[data-contact-box]')).toBeNull()
    expect(field('Full Name').value).toBe(complete.name)
    expect(field('Email Address').value).toBe(complete.email)
    expect(field('Company').value).toBe(complete.company)
    expect(field('Service of Interest').value).toBe(complete.service)
    expect(field('Message').value).toBe(complete.message)
    expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false)
  })

  test('when every provider fails: the unavailable message with a contact box of mailto: and tel: links; retry works', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 500 }))
    renderForm()
    fill(complete)
    await submit()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(
      'Form services are currently unavailable. Please contact us directly at hello@zumatech.example or call +234 800 000 0000',
    )
    expect(within(alert).getByRole('link', { name: 'hello@zumatech.example' }).getAttribute('href')).toBe(
      'mailto:hello@zumatech.example',
    )
    expect(within(alert).getByRole('link', { name: '+234 800 000 0000' }).getAttribute('href')).toBe(
      'tel:+2348000000000',
    )
    expect(field('Message').value).toBe(complete.message)
    fetchMock.mockResolvedValueOnce(json({ success: true }))
    await submit()
    expect(screen.getByText('Message Sent!')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  test('an unexpected exception shows its message with the contact box', async () => {
    fetchMock.mockRejectedValueOnce(new Error('boom')).mockRejectedValueOnce(new Error('boom'))
    renderForm()
    fill(complete)
    await submit()
    expect(screen.getByRole('alert').textContent).toContain(
      'There was an error sending your message. Please contact us directly at hello@zumatech.example or call +234 800 000 0000',
    )
    expect(document.querySelector('[data-contact-box]')).not.toBeNull()
    expect(field('Full Name').value).toBe(complete.name)
  })

  test('a second click or Enter while sending sends nothing more', async () => {
    let answer!: (response: Response) => void
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    renderForm()
    fill(complete)
    const form = screen.getByRole('form')
    await act(async () => {
      fireEvent.submit(form)
      fireEvent.submit(form)
      await vi.dynamicImportSettled()
    })
    await act(async () => {
      fireEvent.keyDown(field('Full Name'), { key: 'Enter' })
      fireEvent.submit(form)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(json({ success: true })))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('a filled honeypot sends nothing and looks successful', async () => {
    renderForm()
    fill(complete)
    fireEvent.change(document.querySelector(`input[name="${forms.honeypotField}"]`)!, {
      target: { value: 'http://spam.example' },
    })
    await submit()
    expect(screen.getByText('Message Sent!')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('markup typed by a visitor or sent back by a provider is shown as text, never as HTML', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, message: '<img src=x onerror="window.hacked=1"><b>Rejected</b>' }),
    )
    renderForm()
    fill({ ...complete, name: '<script>alert(1)</script>' })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror="window.hacked=1"><b>Rejected</b>')
    expect(document.querySelector('img, b, script')).toBeNull()
    expect(field('Full Name').value).toBe('<script>alert(1)</script>')
  })
})
