/**
 * The form-provider chain: sends one submission to each configured service in turn until one takes it.
 * No React here, so it is unit-tested with a fake fetch and shared by every form.
 */

import { fillTemplate } from '../shared/text.ts'

/**
 * What a visitor sent: the values by field name (the form's fields, site.yaml `forms.alwaysSend`, the declaration's
 * `alsoSend`), and the form type the services receive (a declaration's `formType`, or its id).
 */
export interface Submission {
  formType: string
  values: Readonly<Record<string, string>>
  /**
   * The robot trap's value: empty from people. The forms send nothing when it is filled; a form-to-email service
   * gets it as its own bot field, `botcheck`, all the same.
   */
  trap: string
  /** The form's own e-mail subject (a template), instead of the provider's. */
  subject?: string
  /** More words a subject may name, such as {title}: the title of the item the form is for. */
  context?: Readonly<Record<string, string>>
}

/** A provider ready to call: site configuration with its defaults filled in. */
export type Provider =
  | { kind: 'form-to-email'; endpoint: string; accessKey: string; subject: string }
  | { kind: 'json'; endpoint: string }

/** How one attempt ended. Only `sent` and `rejected` stop the chain. */
export type AttemptOutcome =
  | 'sent'
  /** The service answered and said no (success: false). */
  | 'rejected'
  /** The request never got an answer (offline, refused, blocked). */
  | 'network'
  | 'timeout'
  /** The service answered with an HTTP error status. */
  | 'http'
  /** A form-to-email service answered with something that is not the JSON it should send. */
  | 'not-json'
  /** Something else went wrong in the page while trying (a bug, a broken fetch). */
  | 'exception'

export interface Attempt {
  provider: number
  endpoint: string
  outcome: AttemptOutcome
  status?: number
}

export type ChainResult =
  | { status: 'sent'; provider: number; attempts: Attempt[] }
  /** A service took the request and refused it: its own message, when it gave one, is for the visitor. */
  | { status: 'rejected'; message?: string; attempts: Attempt[] }
  /** No service could be reached or gave a usable answer. */
  | { status: 'unavailable'; attempts: Attempt[] }
  /** Nothing was sent, and at least one attempt failed in an unexpected way. */
  | { status: 'exception'; error: unknown; attempts: Attempt[] }

export interface ChainOptions {
  fetch: typeof fetch
  /** Longest wait for one provider, answer body included. */
  timeoutMs: number
}

type Answer =
  | { outcome: 'sent' }
  | { outcome: 'rejected'; message?: string }
  | { outcome: Exclude<AttemptOutcome, 'sent' | 'rejected'>; status?: number; error?: unknown }

class Timeout extends Error {}

/**
 * A subject with `{formType}`, the submission's values (`{name}`, `{email}`…) and its context filled in; a form without
 * a name field (the newsletter) is named by its e-mail.
 */
export function subjectFor(template: string, submission: Submission): string {
  const { values } = submission
  return fillTemplate(template, {
    ...submission.context,
    ...values,
    formType: submission.formType,
    name: values.name || values.email || '',
  })
}

/**
 * Tries each provider in order. A network error, timeout, HTTP error status or (for a form-to-email service)
 * a body that is not JSON moves on to the next one; an answer (sent, or refused with success: false) ends
 * the chain. Never throws: every way it can end is a `ChainResult`.
 */
export async function submitThroughChain(
  submission: Submission,
  providers: readonly Provider[],
  options: ChainOptions,
): Promise<ChainResult> {
  const attempts: Attempt[] = []
  let unexpected: { error: unknown } | undefined
  for (const [index, provider] of providers.entries()) {
    const answer = await attempt(submission, provider, options)
    attempts.push({
      provider: index,
      endpoint: provider.endpoint,
      outcome: answer.outcome,
      ...('status' in answer && answer.status !== undefined ? { status: answer.status } : {}),
    })
    if (answer.outcome === 'sent') return { status: 'sent', provider: index, attempts }
    if (answer.outcome === 'rejected')
      return { status: 'rejected', ...(answer.message ? { message: answer.message } : {}), attempts }
    if (answer.outcome === 'exception') unexpected ??= { error: answer.error }
  }
  return unexpected ? { status: 'exception', error: unexpected.error, attempts } : { status: 'unavailable', attempts }
}

async function attempt(
  submission: Submission,
  provider: Provider,
  { fetch, timeoutMs }: ChainOptions,
): Promise<Answer> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // The race also covers a fetch that ignores the abort signal, and a body that never finishes arriving.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Timeout())
    }, timeoutMs)
  })
  try {
    return await Promise.race([send(submission, provider, fetch, controller.signal), deadline])
  } catch (error) {
    if (error instanceof Timeout || (controller.signal.aborted && isAbort(error))) return { outcome: 'timeout' }
    // fetch rejects with a TypeError when the request gets no answer at all.
    if (error instanceof TypeError) return { outcome: 'network', error }
    return { outcome: 'exception', error }
  } finally {
    clearTimeout(timer)
    deadline.catch(() => {})
  }
}

/**
 * One request. A json endpoint gets the values and the form type and nothing more: it has no known bot field, and
 * the trap is always empty by then (a filled one is never sent). A form-to-email service gets them as multipart
 * form data with the access key (which alone picks the recipient: no address travels from the page), the subject and
 * `botcheck`, the bot field Web3Forms reads: any value there marks a robot.
 */
async function send(
  submission: Submission,
  provider: Provider,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
): Promise<Answer> {
  if (provider.kind === 'json') {
    const response = await fetch(provider.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...submission.values, formType: submission.formType }),
      signal,
    })
    return response.ok ? { outcome: 'sent' } : { outcome: 'http', status: response.status }
  }
  const body = new FormData()
  body.append('access_key', provider.accessKey)
  for (const [name, value] of Object.entries(submission.values)) body.append(name, value)
  body.append('form_type', submission.formType)
  body.append('subject', subjectFor(submission.subject ?? provider.subject, submission))
  body.append('botcheck', submission.trap)
  const response = await fetch(provider.endpoint, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
    signal,
  })
  if (!response.ok) return { outcome: 'http', status: response.status }
  let answer: unknown
  try {
    answer = JSON.parse(await response.text())
  } catch {
    return { outcome: 'not-json', status: response.status }
  }
  if (!answer || typeof answer !== 'object') return { outcome: 'not-json', status: response.status }
  const { success, message } = answer as { success?: unknown; message?: unknown }
  if (success === true) return { outcome: 'sent' }
  return { outcome: 'rejected', ...(typeof message === 'string' && message.trim() ? { message: message.trim() } : {}) }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}
