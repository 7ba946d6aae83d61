import { useEffect, useReducer, useRef, useState, type ClipboardEvent, type FormEvent } from 'react'
import { useSite } from '../app/contexts.tsx'
import { fillTemplate } from '../shared/text.ts'
import type { ChainResult, Submission } from './chain.ts'
import { companyMessage, messageForResult, messagesOf, useForms, type FormDeclaration } from './config.ts'
import { maxLengthOf, tooLong, validate, type FormValues } from './validate.ts'

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; message: string; field?: string }

export interface FormState {
  values: FormValues
  status: FormStatus
}

export type FormAction =
  | { type: 'change'; field: string; value: string }
  | { type: 'start' }
  | { type: 'succeed' }
  | { type: 'fail'; message: string; field?: string }
  | { type: 'reset' }

/**
 * idle → submitting → success (then, after the panel's time, an empty form) or error. No failure ever
 * touches `values`: what the visitor typed stays until a success, or until they change it.
 */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'change':
      return { ...state, values: { ...state.values, [action.field]: action.value } }
    case 'start':
      return { ...state, status: { kind: 'submitting' } }
    case 'succeed':
      return { ...state, status: { kind: 'success' } }
    case 'fail':
      return {
        ...state,
        status: { kind: 'error', message: action.message, ...(action.field ? { field: action.field } : {}) },
      }
    case 'reset':
      return { values: {}, status: { kind: 'idle' } }
  }
}

type Send = typeof import('./send.ts').sendSubmission

let sendCode: Promise<Send | undefined> | undefined

/**
 * The code that sends (send.ts and the provider chain) is not part of a page's first load: every form fetches it
 * when the visitor first turns to it (focuses a field, or had typed before the script ran), so it is there by the
 * time they press the button; a submit fetches it at the latest. Resolves to undefined, never rejects, when it
 * cannot be fetched (offline), so a warm-up that fails goes unnoticed; the next call asks again.
 */
function loadSend(): Promise<Send | undefined> {
  sendCode ??= (async () => {
    try {
      return (await import('./send.ts')).sendSubmission
    } catch {
      sendCode = undefined
      return undefined
    }
  })()
  return sendCode
}

/**
 * The sending code, or undefined when it did not arrive within `timeoutMs`: like a provider that does not answer,
 * a stalled request for it must not leave the form at "Sending...". A late arrival still serves the next submit.
 */
async function sendWithin(timeoutMs: number): Promise<Send | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)))
  try {
    return await Promise.race([loadSend(), late])
  } finally {
    clearTimeout(timer)
  }
}

export interface FormOptions {
  /** The form's declaration (site.yaml forms.declarations): its fields, messages and what the services receive. */
  form: FormDeclaration
  /** Words the declaration's templates may name besides the fields, such as {title}: the white paper's title. */
  context?: Readonly<Record<string, string>>
  /** Runs on every valid submit, before anything is sent, while the click still counts as the visitor's. */
  onValid?: () => void
  /** Runs when the success panel's time is over and the empty form is back. */
  onDone?: () => void
}

/**
 * A form's values and state, its submit handler and its paste handler. The submit validates, drops robot submissions
 * (honeypot filled) as if they had been sent, and sends the rest through the provider chain (its code fetched on
 * demand, see loadSend). A second submit while one is on its way (double click, Enter) does nothing.
 */
export function useFormSubmission({ form: declaration, context, onValid, onDone }: FormOptions) {
  const forms = useForms()
  const { fields } = declaration
  const messages = messagesOf(declaration, forms)
  const { company } = useSite().config
  const [state, dispatch] = useReducer(formReducer, { values: {}, status: { kind: 'idle' } })
  const inFlight = useRef(false)
  const done = useRef(onDone)
  done.current = onDone
  const formRef = useRef<HTMLFormElement>(null)
  // The prerendered form can be typed into before the page's script runs; its button stays disabled until then
  // (a submit could not be handled), and whatever was typed meanwhile is taken over, not lost.
  const [ready, setReady] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form becomes live; `fields` is a constant list of each form
  useEffect(() => {
    setReady(true)
    const form = formRef.current
    if (!form) return undefined
    let typed = false
    for (const field of fields) {
      const value = typedValue(form.elements.namedItem(field.name))
      if (value) {
        typed = true
        dispatch({ type: 'change', field: field.name, value })
      }
    }
    // A visitor who turns to the form will likely send it: fetch the sending code now (see loadSend).
    const warm = () => void loadSend()
    if (typed || form.contains(document.activeElement)) warm()
    form.addEventListener('focusin', warm)
    return () => form.removeEventListener('focusin', warm)
    // Only once, at hydration: `fields` is a constant of each form.
  }, [])

  useEffect(() => {
    if (state.status.kind !== 'success') return undefined
    const timer = setTimeout(() => {
      dispatch({ type: 'reset' })
      done.current?.()
    }, forms.successMs)
    return () => clearTimeout(timer)
  }, [state.status.kind, forms.successMs])

  const change = (field: string, value: string) => dispatch({ type: 'change', field, value })

  /**
   * For the form's onPaste. The browser cuts a paste longer than a field's maxlength without a word, and the end of
   * what the visitor pasted would be lost unseen: such a paste is refused instead (the field keeps what it had, the
   * clipboard still holds it all), with the message a submit gives for too long a value.
   */
  const paste = (event: ClipboardEvent<HTMLFormElement>) => {
    const target = event.target
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return
    const field = fields.find((candidate) => candidate.name === target.name)
    const max = field ? maxLengthOf(field) : undefined
    if (!field || max === undefined) return
    // A line break becomes one character (a space in a one-line field); an e-mail field has no selection (null).
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n').length
    if (target.value.length - ((target.selectionEnd ?? 0) - (target.selectionStart ?? 0)) + pasted <= max) return
    event.preventDefault()
    if (state.status.kind !== 'submitting') dispatch({ type: 'fail', ...tooLong(field, max, messages) })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current || state.status.kind === 'submitting') return
    const form = event.currentTarget
    const problem = validate(state.values, fields, messages)
    if (problem) {
      dispatch({ type: 'fail', ...problem })
      const field = form.elements.namedItem(problem.field)
      if (field instanceof HTMLElement) field.focus()
      return
    }
    inFlight.current = true
    try {
      onValid?.()
      const filled = new FormData(form).get(forms.honeypotField)
      const trap = typeof filled === 'string' ? filled : ''
      if (trap !== '') {
        dispatch({ type: 'succeed' })
        return
      }
      dispatch({ type: 'start' })
      const submission = submissionOf(declaration, state.values, forms.alwaysSend, trap, context)
      const send = await sendWithin(forms.timeoutMs)
      // Without its sending code the form reaches no provider, as when none answers (offline): the same message.
      const result: ChainResult = send
        ? await send(submission, forms, declaration)
        : { status: 'unavailable', attempts: [] }
      const message = messageForResult(result, messages, company)
      dispatch(message === undefined ? { type: 'succeed' } : { type: 'fail', message })
    } catch (error) {
      console.error(error)
      dispatch({ type: 'fail', message: companyMessage(messages.unexpected, company) })
    } finally {
      inFlight.current = false
    }
  }

  // What every form element of the forms takes, in one object to spread: `<form {...form} aria-label=…>`.
  const form = { ref: formRef, method: 'post', noValidate: true, onSubmit: submit, onPaste: paste } as const
  return { values: state.values, status: state.status, change, submit, paste, ready, formRef, form }
}

/** What a field of the prerendered form holds: its text, its choice, or (a box) its value when ticked. */
function typedValue(element: Element | RadioNodeList | null): string {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? element.value : ''
  return element && 'value' in element ? String(element.value) : ''
}

/**
 * What the services receive: `alwaysSend` fields (empty), then the form's fields as typed (trimmed), then the
 * declaration's `alsoSend` values with their {words} filled in; the form type is the declaration's, or its id.
 */
export function submissionOf(
  form: FormDeclaration,
  typed: FormValues,
  alwaysSend: readonly string[] = [],
  trap = '',
  context: Readonly<Record<string, string>> = {},
): Submission {
  const values: Record<string, string> = {}
  for (const name of alwaysSend) values[name] = ''
  for (const field of form.fields) values[field.name] = (typed[field.name] ?? '').trim()
  const words = { ...context, ...values }
  for (const [name, template] of Object.entries(form.alsoSend ?? {}))
    if (template !== undefined) values[name] = fillTemplate(template, words)
  return {
    formType: form.formType ?? form.id,
    values,
    trap,
    ...(form.subject ? { subject: form.subject } : {}),
    ...(Object.keys(context).length ? { context } : {}),
  }
}
