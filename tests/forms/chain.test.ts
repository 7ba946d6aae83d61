import { describe, expect, test, vi } from 'vitest'
import { submitThroughChain, subjectFor, type Provider, type Submission } from '../../src/forms/chain.ts'

const submission: Submission = {
  formType: 'contact',
  values: {
    name: 'Ada Obi',
    email: 'ada@bank.example',
    company: 'Bank of Abuja',
    service: 'cybersecurity',
    message: 'We need a SOC.',
  },
  trap: '',
}
const providers: Provider[] = [
  {
    kind: 'form-to-email',
    endpoint: 'https://mail.example/submit',
    accessKey: 'public-key',
    subject: 'New {formType} form submission from {name}',
  },
  { kind: 'json', endpoint: 'https://json.example/submit' },
]

type Reply = Response | Error | 'hang' | 'hang-ignoring-abort'

/** A fetch that answers each call with the next reply and records what it was sent. */
function fakeFetch(...replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(url), init: init ?? {} })
    const reply = replies.shift()
    if (reply === undefined) throw new Error('unexpected call')
    if (reply === 'hang-ignoring-abort') return new Promise(() => {})
    if (reply === 'hang')
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      )
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('submitThroughChain', () => {
  test('first provider succeeds: one multipart POST with every field, the access key, the subject and an empty botcheck; no recipient', async () => {
    const { fetch, calls } = fakeFetch(json({ success: true, message: 'Email sent' }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toEqual({
      status: 'sent',
      provider: 0,
      attempts: [{ provider: 0, endpoint: 'https://mail.example/submit', outcome: 'sent' }],
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('https://mail.example/submit')
    expect(calls[0]!.init.method).toBe('POST')
    const body = calls[0]!.init.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries(body.entries())).toEqual({
      access_key: 'public-key',
      name: 'Ada Obi',
      email: 'ada@bank.example',
      company: 'Bank of Abuja',
      service: 'cybersecurity',
      message: 'We need a SOC.',
      form_type: 'contact',
      subject: 'New contact form submission from Ada Obi',
      botcheck: '',
    })
  })

  test("a filled robot trap goes to a form-to-email service as botcheck, the provider's own bot field", async () => {
    const { fetch, calls } = fakeFetch(json({ success: false, message: 'Spam detected' }))
    await submitThroughChain({ ...submission, trap: 'https://spam.example' }, providers, { fetch, timeoutMs: 1000 })
    const body = calls[0]!.init.body as FormData
    expect(body.getAll('botcheck')).toEqual(['https://spam.example'])
    expect(body.has('recipient')).toBe(false)
    expect(body.has('trap')).toBe(false)
  })

  test('a json provider gets the documented fields only: no botcheck, no trap, no recipient', async () => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }))
    await submitThroughChain({ ...submission, trap: 'https://spam.example' }, [providers[1]!], {
      fetch,
      timeoutMs: 1000,
    })
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      name: 'Ada Obi',
      email: 'ada@bank.example',
      company: 'Bank of Abuja',
      service: 'cybersecurity',
      message: 'We need a SOC.',
      formType: 'contact',
    })
  })

  test('first provider answers success: false with a message: the chain stops with that message', async () => {
    const { fetch, calls } = fakeFetch(json({ success: false, message: 'Spam detected' }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toMatchObject({ status: 'rejected', message: 'Spam detected' })
    expect(calls).toHaveLength(1)
  })

  test('success: false without a message is a refusal without words (the form shows its own)', async () => {
    const { fetch } = fakeFetch(json({ success: false }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result.status).toBe('rejected')
    expect('message' in result).toBe(false)
  })

  test('first provider answers HTTP 500, then the second takes a JSON body and answers OK', async () => {
    const { fetch, calls } = fakeFetch(
      json({ success: false, message: 'Internal error' }, 500),
      new Response(null, { status: 204 }),
    )
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toEqual({
      status: 'sent',
      provider: 1,
      attempts: [
        { provider: 0, endpoint: 'https://mail.example/submit', outcome: 'http', status: 500 },
        { provider: 1, endpoint: 'https://json.example/submit', outcome: 'sent' },
      ],
    })
    expect(calls[1]!.url).toBe('https://json.example/submit')
    expect(new Headers(calls[1]!.init.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(calls[1]!.init.body as string)).toEqual({
      name: 'Ada Obi',
      email: 'ada@bank.example',
      company: 'Bank of Abuja',
      service: 'cybersecurity',
      message: 'We need a SOC.',
      formType: 'contact',
    })
  })

  test('first provider times out (the request is aborted), then the second answers OK', async () => {
    vi.useFakeTimers()
    try {
      const { fetch, calls } = fakeFetch('hang', json({ ok: true }))
      const pending = submitThroughChain(submission, providers, { fetch, timeoutMs: 8000 })
      await vi.advanceTimersByTimeAsync(7999)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      const result = await pending
      expect(calls[0]!.init.signal?.aborted).toBe(true)
      expect(result).toMatchObject({
        status: 'sent',
        provider: 1,
        attempts: [{ outcome: 'timeout' }, { outcome: 'sent' }],
      })
    } finally {
      vi.useRealTimers()
    }
  })

  test('a provider that ignores the abort signal still times out', async () => {
    const { fetch } = fakeFetch('hang-ignoring-abort', 'hang-ignoring-abort')
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 30 })
    expect(result).toMatchObject({ status: 'unavailable', attempts: [{ outcome: 'timeout' }, { outcome: 'timeout' }] })
  })

  test('both providers fail: the chain reports that none is available', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), new Response('Bad gateway', { status: 502 }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toEqual({
      status: 'unavailable',
      attempts: [
        { provider: 0, endpoint: 'https://mail.example/submit', outcome: 'network' },
        { provider: 1, endpoint: 'https://json.example/submit', outcome: 'http', status: 502 },
      ],
    })
    expect(calls).toHaveLength(2)
  })

  test('a body that is not JSON moves on to the next provider', async () => {
    const { fetch } = fakeFetch(new Response('<html>Maintenance</html>', { status: 200 }), new Response('ok'))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toMatchObject({
      status: 'sent',
      provider: 1,
      attempts: [{ outcome: 'not-json', status: 200 }, { outcome: 'sent' }],
    })
  })

  test('JSON that is not an object (null) counts as not JSON', async () => {
    const { fetch } = fakeFetch(new Response('null'), new Response('', { status: 500 }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toMatchObject({
      status: 'unavailable',
      attempts: [{ outcome: 'not-json' }, { outcome: 'http', status: 500 }],
    })
  })

  test('a thrown exception (not a network error) is reported as unexpected, never thrown', async () => {
    const boom = new Error('boom')
    const { fetch, calls } = fakeFetch(boom, new Response('', { status: 503 }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toMatchObject({
      status: 'exception',
      error: boom,
      attempts: [{ outcome: 'exception' }, { outcome: 'http', status: 503 }],
    })
    expect(calls).toHaveLength(2)
  })

  test('a synchronous throw from fetch is caught too, and a later provider can still deliver', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementationOnce(() => {
        throw new RangeError('bad init')
      })
      .mockResolvedValueOnce(new Response('', { status: 200 }))
    const result = await submitThroughChain(submission, providers, { fetch, timeoutMs: 1000 })
    expect(result).toMatchObject({
      status: 'sent',
      provider: 1,
      attempts: [{ outcome: 'exception' }, { outcome: 'sent' }],
    })
  })

  test('no providers: unavailable', async () => {
    const { fetch } = fakeFetch()
    expect(await submitThroughChain(submission, [], { fetch, timeoutMs: 1000 })).toEqual({
      status: 'unavailable',
      attempts: [],
    })
  })
})

describe('subjectFor', () => {
  test('fills the form type and the name', () => {
    expect(subjectFor('New {formType} form submission from {name}', { ...submission, formType: 'whitepaper' })).toBe(
      'New whitepaper form submission from Ada Obi',
    )
  })
  test('a form without a name (the newsletter) is named by its e-mail', () => {
    expect(
      subjectFor('New {formType} form submission from {name}', {
        ...submission,
        formType: 'newsletter',
        values: { ...submission.values, name: '' },
      }),
    ).toBe('New newsletter form submission from ada@bank.example')
  })
})
