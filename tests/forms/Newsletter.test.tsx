// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { DeclaredForm } from '../../src/forms/DeclaredForm.tsx'
import { stubFetch } from '../helpers/fetch.ts'
import { declaredForm, maxLengthIn, renderInSite } from '../helpers/render.tsx'

const newsletter = declaredForm('newsletter')
const maxEmail = maxLengthIn('newsletter', 'email')

const fetchMock = stubFetch()

const email = () => screen.getByLabelText(/^Email Address/) as HTMLInputElement
/** Presses Subscribe, and waits for the sending code that a first submit fetches (see loadSend). */
const subscribe = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    await vi.dynamicImportSettled()
  })

describe('Newsletter', () => {
  test('one e-mail field (type email, required) and a Subscribe button', () => {
    renderInSite(<DeclaredForm form={newsletter} label="Stay Ahead of the Threats" />)
    expect(screen.getByRole('form', { name: 'Stay Ahead of the Threats' })).toBeTruthy()
    expect(email().type).toBe('email')
    expect(email().required).toBe(true)
    expect(email().getAttribute('maxlength')).toBe(String(maxEmail))
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
  })

  test('an address pasted past maxlength is refused with the too-long message, the field as it was', () => {
    renderInSite(<DeclaredForm form={newsletter} />)
    const long = `${'a'.repeat(maxEmail)}@bank.example`
    expect(fireEvent.paste(email(), { clipboardData: { getData: () => long } })).toBe(false)
    expect(screen.getByRole('alert').textContent).toBe(
      `Email Address is too long: please keep it to ${maxEmail} characters or fewer.`,
    )
    expect(email().value).toBe('')
  })

  test('same validation as the contact form', async () => {
    renderInSite(<DeclaredForm form={newsletter} />)
    await subscribe()
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.')
    fireEvent.change(email(), { target: { value: 'ada@' } })
    await subscribe()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('subscribes through the chain as a newsletter form and shows its own panel for 3 s', async () => {
    vi.useFakeTimers()
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }))
    renderInSite(
      <DeclaredForm
        form={{ ...newsletter, success: { title: "You're Subscribed!", text: 'Thanks for signing up.' } }}
      />,
    )
    fireEvent.change(email(), { target: { value: 'ada@bank.example' } })
    await subscribe()
    const mail = fetchMock.mock.calls[0]![1]!.body as FormData
    expect(Object.fromEntries(mail.entries())).toMatchObject({
      email: 'ada@bank.example',
      name: '',
      form_type: 'newsletter',
      botcheck: '',
    })
    expect(mail.has('recipient')).toBe(false)
    // The json provider gets the fields it documents, no bot field (see chain.ts).
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({
      name: '',
      email: 'ada@bank.example',
      company: '',
      service: '',
      message: '',
      formType: 'newsletter',
    })
    expect(screen.getByText("You're Subscribed!")).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(3000))
    expect(screen.queryByText("You're Subscribed!")).toBeNull()
    expect(email().value).toBe('')
  })

  test('a failure keeps the address and shows the message', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: 'This address is blocked.' }), { status: 200 }),
    )
    renderInSite(<DeclaredForm form={newsletter} />)
    fireEvent.change(email(), { target: { value: 'ada@bank.example' } })
    await subscribe()
    expect(screen.getByRole('alert').textContent).toBe('This address is blocked.')
    expect(email().value).toBe('ada@bank.example')
  })
})
