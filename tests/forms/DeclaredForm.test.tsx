// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/react'
import { parse } from 'yaml'
import { describe, expect, test, vi } from 'vitest'
import type { FormDeclaration } from '../../src/forms/config.ts'
import { DeclaredForm } from '../../src/forms/DeclaredForm.tsx'
import { stubFetch } from '../helpers/fetch.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

/** The call-back form of the browser test, as its YAML declares it, plus a box to tick. */
const callBack = parse(
  readFileSync(join(import.meta.dirname, '../fixtures/forms/call-back/form.yaml'), 'utf8'),
) as FormDeclaration
const form: FormDeclaration = {
  ...callBack,
  fields: [...callBack.fields, { kind: 'checkbox', name: 'consent', label: 'You may call me', required: true }],
}

const fetchMock = stubFetch()
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Call Me Back/ }))
    await vi.dynamicImportSettled()
  })
}

function fillValid() {
  fireEvent.change(control('Your Name'), { target: { value: 'Ada Obi' } })
  fireEvent.change(control('Phone Number'), { target: { value: '+234 803 555 0101' } })
  fireEvent.change(control('Preferred Time'), { target: { value: 'evening' } })
  fireEvent.click(control('You may call me'))
}

describe('DeclaredForm', () => {
  test('renders every declared kind with its label, help, limits and choices, in the declared order', () => {
    renderInSite(<DeclaredForm form={form} label="Request a Call Back" />)
    expect(screen.getByRole('form', { name: 'Request a Call Back' })).toBeTruthy()
    const phone = control('Phone Number')
    expect(phone.type).toBe('tel')
    expect(phone.required).toBe(true)
    expect(phone.getAttribute('maxlength')).toBe('20')
    expect(phone.getAttribute('aria-describedby')).toBe(
      screen.getByText('Digits, spaces and an optional + at the start.').id,
    )
    const time = control('Preferred Time') as unknown as HTMLSelectElement
    expect([...time.options].map((option) => option.value)).toEqual(['', 'morning', 'afternoon', 'evening'])
    expect(control('You may call me').type).toBe('checkbox')
    const names = [...document.querySelectorAll('input, select, textarea')].map((e) => e.getAttribute('name'))
    expect(names).toEqual(['name', 'phone', 'preferredTime', 'consent', siteConfig.forms.honeypotField])
  })

  test('a required box must be ticked; a value must follow its pattern, then its minimum length', async () => {
    renderInSite(<DeclaredForm form={form} />)
    fillValid()
    fireEvent.click(control('You may call me'))
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.')
    expect(document.activeElement).toBe(control('You may call me'))
    fireEvent.click(control('You may call me'))
    fireEvent.change(control('Phone Number'), { target: { value: 'call me' } })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe(
      'Please enter a phone number, with digits, spaces and an optional + only.',
    )
    expect(control('Phone Number').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(control('Phone Number'), { target: { value: '+234' } })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Phone Number is too short: please write at least 7 characters.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('sends the typed values under their names, the form type (its id), the shared fields empty, and its own success panel', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true })))
    renderInSite(<DeclaredForm form={form} />)
    fillValid()
    await submit()
    const sent = Object.fromEntries((fetchMock.mock.calls[0]![1]!.body as FormData).entries())
    expect(sent).toMatchObject({
      name: 'Ada Obi',
      email: '',
      company: '',
      service: '',
      message: '',
      phone: '+234 803 555 0101',
      preferredTime: 'evening',
      consent: 'on',
      form_type: 'callback',
      subject: 'New callback form submission from Ada Obi',
      botcheck: '',
    })
    expect(screen.getByText("We'll Call You Back")).toBeTruthy()
  })

  test("a form's own messages, sending words and providers replace the shared ones", async () => {
    let answer!: (response: Response) => void
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const own: FormDeclaration = {
      ...form,
      sending: 'Booking...',
      messages: { providerFailed: 'We could not book your call. Please try again.' },
      providers: [
        { kind: 'form-to-email', endpoint: 'https://callbacks.example/book', accessKey: 'key', subject: 'Call {name}' },
      ],
    }
    renderInSite(<DeclaredForm form={own} />)
    fillValid()
    await submit()
    expect(screen.getByRole('button', { name: 'Booking...' })).toBeTruthy()
    expect(fetchMock.mock.calls[0]![0]).toBe('https://callbacks.example/book')
    await act(async () => answer(new Response(JSON.stringify({ success: false }))))
    expect(screen.getByRole('alert').textContent).toBe('We could not book your call. Please try again.')
    expect((fetchMock.mock.calls[0]![1]!.body as FormData).get('subject')).toBe('Call Ada Obi')
  })
})
