// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { DeclaredForm } from '../../src/forms/DeclaredForm.tsx'
import { stubFetch } from '../helpers/fetch.ts'
import { declaredForm, renderInSite, siteConfig } from '../helpers/render.tsx'

/**
 * The sending code (send.ts and the provider chain) comes with import(), like a chunk fetched over the network:
 * here that fetch can be made to fail, or to hang until the test lets it fail.
 */
const network = vi.hoisted(() => ({ state: 'online' as 'online' | 'offline' | 'stalled', loads: 0, giveUp: () => {} }))
vi.mock('../../src/forms/send.ts', async (importOriginal) => {
  network.loads += 1
  if (network.state === 'stalled')
    await new Promise<never>(
      (_, reject) => (network.giveUp = () => reject(new TypeError('Failed to fetch dynamically imported module'))),
    )
  if (network.state === 'offline') throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const fetchMock = stubFetch()

const typed = {
  'Full Name': 'Ada Obi',
  'Email Address': 'ada@bank.example',
  Company: 'Bank of Abuja',
  'Service of Interest': 'cloud',
  Message: 'Typed while offline.',
}
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
const ALL_FAILED =
  'Form services are currently unavailable. Please contact us directly at hello@zumatech.example or call +234 800 000 0000'

function fill() {
  for (const [label, value] of Object.entries(typed)) fireEvent.change(field(label), { target: { value } })
}

function expectKept() {
  for (const [label, value] of Object.entries(typed)) expect(field(label).value, label).toBe(value)
  expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false)
}

const press = () => fireEvent.click(screen.getByRole('button', { name: /Send Message/ }))

// The code is fetched once per page and kept, as in the browser, so these tests are one visit, in order.
describe('the sending code, fetched on demand', () => {
  test('is not fetched to render the form, nor while typing without focus', async () => {
    renderInSite(<DeclaredForm form={declaredForm('contact')} />, { path: '/contact' })
    fill()
    await vi.dynamicImportSettled()
    expect(network.loads).toBe(0)
  })

  test('a fetch that stalls is given up after forms.timeoutMs, like a provider: the unavailable message, every field kept', async () => {
    vi.useFakeTimers()
    network.state = 'stalled'
    renderInSite(<DeclaredForm form={declaredForm('contact')} />, { path: '/contact' })
    fill()
    await act(async () => press())
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(siteConfig.forms.timeoutMs - 1))
    expect(network.loads).toBe(1)
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByRole('alert').textContent).toContain(ALL_FAILED)
    expectKept()
    expect(fetchMock).not.toHaveBeenCalled()
    // The request finally fails; the next fetch starts afresh.
    network.giveUp()
    await vi.dynamicImportSettled()
  })

  test('offline: the first focus asks for it quietly; a submit asks again, shows the unavailable message with the contact box and keeps every field; back online, the next submit sends', async () => {
    network.state = 'offline'
    network.loads = 0
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderInSite(<DeclaredForm form={declaredForm('contact')} />, { path: '/contact' })
    await act(async () => {
      field('Full Name').focus()
      await vi.dynamicImportSettled()
    })
    expect(network.loads).toBe(1)
    expect(screen.getByRole('alert').textContent).toBe('')
    fill()
    await act(async () => {
      press()
      await vi.dynamicImportSettled()
    })
    expect(await screen.findByText(ALL_FAILED)).toBeTruthy()
    expect(network.loads).toBe(2)
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'hello@zumatech.example' })).toBeTruthy()
    expectKept()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()

    network.state = 'online'
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true })))
    await act(async () => {
      press()
      await vi.dynamicImportSettled()
    })
    expect(await screen.findByText('Message Sent!')).toBeTruthy()
    expect(network.loads).toBe(3)
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData
    expect(sent.get('name')).toBe('Ada Obi')
    expect(sent.get('message')).toBe('Typed while offline.')
    errors.mockRestore()
  })
})
