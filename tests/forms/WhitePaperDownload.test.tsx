// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import type { FormDeclaration } from '../../src/forms/config.ts'
import { WhitePaperDownload } from '../../src/forms/WhitePaperDownload.tsx'
import { stubFetch } from '../helpers/fetch.ts'
import { declaredForm, maxLengthIn, renderInSite, siteConfig } from '../helpers/render.tsx'

const paper = {
  title: 'The Zero Trust Playbook for African Enterprises',
  file: '/assets/papers/zero-trust-playbook.pdf',
}
const form: FormDeclaration = {
  ...declaredForm('whitepaper'),
  title: 'Download: {title}',
  intro: 'Tell us where to send updates.',
  submitLabel: 'Download Now',
  cancelLabel: 'Cancel',
  success: { title: 'Your download has started', text: 'Thank you for your interest.' },
}

const fetchMock = stubFetch()

function renderPaper() {
  const download = vi.fn()
  const onClose = vi.fn()
  renderInSite(<WhitePaperDownload paper={paper} form={form} onClose={onClose} download={download} />, {
    path: '/resources',
  })
  return { download, onClose }
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
/** Presses the button, and waits for the sending code that a first submit fetches (see loadSend). */
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Download Now/ }))
    await vi.dynamicImportSettled()
  })

describe('WhitePaperDownload', () => {
  test('asks for name and e-mail (required) and company (optional), focusing the name', () => {
    renderPaper()
    expect(screen.getByRole('heading', { level: 3, name: `Download: ${paper.title}` })).toBeTruthy()
    expect(screen.getByRole('form', { name: `Download: ${paper.title}` })).toBeTruthy()
    expect(input('Full Name').required).toBe(true)
    expect(input('Email Address').required).toBe(true)
    expect(input('Company').required).toBe(false)
    expect(input('Full Name').getAttribute('maxlength')).toBe(String(maxLengthIn('whitepaper', 'name')))
    expect(input('Email Address').getAttribute('maxlength')).toBe(String(maxLengthIn('whitepaper', 'email')))
    expect(input('Company').getAttribute('maxlength')).toBe(String(maxLengthIn('whitepaper', 'company')))
    expect(screen.queryByLabelText(/^Message/)).toBeNull()
    expect(document.activeElement).toBe(input('Full Name'))
  })

  test('Cancel closes the form without sending or downloading', async () => {
    const { download, onClose } = renderPaper()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(download).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('invalid input downloads nothing', async () => {
    const { download } = renderPaper()
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields.')
    fireEvent.change(input('Full Name'), { target: { value: 'Ada' } })
    fireEvent.change(input('Email Address'), { target: { value: 'not-an-address' } })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address.')
    expect(download).not.toHaveBeenCalled()
  })

  test('a valid submit downloads the file under its title and sends the lead as a whitepaper form; the panel closes the form after 3 s', async () => {
    vi.useFakeTimers()
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true })))
    const { download, onClose } = renderPaper()
    fireEvent.change(input('Full Name'), { target: { value: 'Ada Obi' } })
    fireEvent.change(input('Email Address'), { target: { value: 'ada@bank.example' } })
    await submit()
    expect(download).toHaveBeenCalledWith(
      '/assets/papers/zero-trust-playbook.pdf',
      'the-zero-trust-playbook-for-african-enterprises.pdf',
    )
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData
    expect(sent.get('form_type')).toBe('whitepaper')
    expect(sent.get('message')).toBe(`Downloaded the white paper "${paper.title}"`)
    expect(sent.get('subject')).toBe('New whitepaper form submission from Ada Obi')
    expect(sent.get('botcheck')).toBe('')
    expect(sent.has('recipient')).toBe(false)
    expect(screen.getByText('Your download has started')).toBeTruthy()
    await act(async () => vi.advanceTimersByTimeAsync(siteConfig.forms.successMs))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('the download starts even when the lead cannot be sent; the form keeps what was typed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { download } = renderPaper()
    fireEvent.change(input('Full Name'), { target: { value: 'Ada Obi' } })
    fireEvent.change(input('Email Address'), { target: { value: 'ada@bank.example' } })
    fireEvent.change(input('Company'), { target: { value: 'Bank of Abuja' } })
    await submit()
    expect(download).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert').textContent).toContain('Form services are currently unavailable')
    expect(input('Full Name').value).toBe('Ada Obi')
    expect(input('Company').value).toBe('Bank of Abuja')
  })

  test('a filled honeypot still gets the file but sends nothing', async () => {
    const { download } = renderPaper()
    fireEvent.change(input('Full Name'), { target: { value: 'Bot' } })
    fireEvent.change(input('Email Address'), { target: { value: 'bot@spam.example' } })
    fireEvent.change(document.querySelector(`input[name="${siteConfig.forms.honeypotField}"]`)!, {
      target: { value: 'x' },
    })
    await submit()
    expect(download).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByText('Your download has started')).toBeTruthy()
  })
})
