import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { companyMessage, messageForResult, wantsContactBox } from '../../src/forms/config.ts'
import { downloadFileName } from '../../src/forms/download.ts'
import { resolveProviders } from '../../src/forms/send.ts'
import { formReducer, type FormState } from '../../src/forms/useFormSubmission.ts'
import { maxLengthOf, validate } from '../../src/forms/validate.ts'
import type { SiteConfig } from '../../src/shared/types.ts'

const config = parse(readFileSync(join(import.meta.dirname, '../../site/site.yaml'), 'utf8')) as SiteConfig
const { forms, company } = config
const contact = forms.declarations.find((form) => form.id === 'contact')!.fields
const field = (name: string) => contact.find((candidate) => candidate.name === name)!
const services = contact.flatMap((candidate) => (candidate.kind === 'select' ? candidate.options : []))
const maxLength = { name: 100, email: 254, company: 150, message: 5000 }
const filled = { name: 'Ada', email: 'ada@bank.example', company: '', service: 'cloud', message: 'Hello' }

describe('site.yaml forms', () => {
  test('the first provider is a form-to-email service (routed by its access key alone: no recipient); the second takes JSON', () => {
    const providers = resolveProviders(forms)
    expect(providers.map((p) => p.kind)).toEqual(['form-to-email', 'json'])
    expect(providers[0]).toEqual({
      kind: 'form-to-email',
      endpoint: forms.providers[0]!.endpoint,
      accessKey: expect.stringContaining('REPLACE'),
      subject: 'New {formType} form submission from {name}',
    })
    expect(providers[1]).toEqual({ kind: 'json', endpoint: forms.providers[1]!.endpoint })
    expect(forms.providers[0]).toMatchObject({ accessKey: expect.stringContaining('REPLACE') })
  })

  test('no recipient anywhere: not in site.yaml, not in the schema of a form-to-email provider (which refuses unknown fields)', () => {
    const schema = JSON.parse(readFileSync(join(import.meta.dirname, '../../schema/site.schema.json'), 'utf8')) as {
      properties: {
        forms: {
          properties: {
            providers: {
              items: {
                oneOf: Array<{ title: string; additionalProperties: boolean; properties: Record<string, unknown> }>
              }
            }
          }
        }
      }
    }
    const formToEmail = schema.properties.forms.properties.providers.items.oneOf.find(
      (s) => s.title === 'FormToEmailProviderConfig',
    )!
    expect(formToEmail.additionalProperties).toBe(false)
    expect(Object.keys(formToEmail.properties)).not.toContain('recipient')
    for (const provider of forms.providers) expect(provider).not.toHaveProperty('recipient')
  })

  test('the twelve service choices of the spec, value: label', () => {
    expect(services.map((s) => `${s.value}: ${s.label}`)).toEqual([
      'cybersecurity: Cybersecurity Services',
      'cloud: Cloud Technology Architecture',
      'ai-ml: AI and Machine Learning',
      'media-production: Media Production Services',
      'agent-setup: Agent Setup',
      'endpoint-security: Endpoint Security',
      'managed-security: Managed Security Services',
      'network-security: Network Security',
      'network-infrastructure: Network Infrastructure',
      'cloud-security: Cloud Security',
      'email-security: Email Security',
      'other: Other',
    ])
  })
})

describe('messages', () => {
  test('each chain result has its message of spec section 8, with the company e-mail and phone filled in', () => {
    const attempts: never[] = []
    expect(messageForResult({ status: 'sent', provider: 0, attempts }, forms.messages, company)).toBeUndefined()
    expect(
      messageForResult({ status: 'rejected', message: 'Invalid access key', attempts }, forms.messages, company),
    ).toBe('Invalid access key')
    expect(messageForResult({ status: 'rejected', attempts }, forms.messages, company)).toBe(
      'Failed to send message. Please try again.',
    )
    expect(messageForResult({ status: 'unavailable', attempts }, forms.messages, company)).toBe(
      'Form services are currently unavailable. Please contact us directly at hello@zumatech.example or call +234 800 000 0000',
    )
    expect(messageForResult({ status: 'exception', error: new Error('x'), attempts }, forms.messages, company)).toBe(
      'There was an error sending your message. Please contact us directly at hello@zumatech.example or call +234 800 000 0000',
    )
  })

  test('a message with the word "directly" brings the contact box', () => {
    expect(wantsContactBox(companyMessage(forms.messages.allFailed, company), forms)).toBe(true)
    expect(wantsContactBox(companyMessage(forms.messages.unexpected, company), forms)).toBe(true)
    expect(wantsContactBox(forms.messages.providerFailed, forms)).toBe(false)
    expect(wantsContactBox(forms.messages.required, forms)).toBe(false)
  })
})

describe('validate', () => {
  test('a complete form passes', () => {
    expect(validate(filled, contact, forms.messages)).toBeUndefined()
  })

  test.each([
    ['name', { ...filled, name: '' }],
    ['name', { ...filled, name: '   ' }],
    ['email', { ...filled, email: '' }],
    ['service', { ...filled, service: '' }],
    ['message', { ...filled, message: '\n\n' }],
  ])('a missing %s: "Please fill in all required fields."', (field, values) => {
    expect(validate(values, contact, forms.messages)).toEqual({ message: 'Please fill in all required fields.', field })
  })

  test('company is optional', () => {
    expect(validate({ ...filled, company: undefined }, contact, forms.messages)).toBeUndefined()
  })

  test.each(['ada', 'ada@bank', 'ada@.', '@bank.example', 'ada bank@x.y', 'ada@bank.'])(
    '"%s" is not an e-mail address',
    (email) => {
      expect(validate({ ...filled, email }, contact, forms.messages)).toEqual({
        message: 'Please enter a valid email address.',
        field: 'email',
      })
    },
  )

  test.each(['a@b.c', 'ada.obi+soc@bank.example.ng'])('"%s" is an e-mail address', (email) => {
    expect(validate({ ...filled, email }, contact, forms.messages)).toBeUndefined()
  })

  test('required fields are checked before the e-mail address', () => {
    expect(validate({ ...filled, email: 'nope', name: '' }, contact, forms.messages)?.message).toBe(
      'Please fill in all required fields.',
    )
  })

  test("each field's limit is its declared maxLength, today's limits (the fields' maxlength too); the service list has none", () => {
    expect(maxLengthOf(field('name'))).toBe(maxLength.name)
    expect(maxLengthOf(field('email'))).toBe(maxLength.email)
    expect(maxLengthOf(field('company'))).toBe(maxLength.company)
    expect(maxLengthOf(field('message'))).toBe(maxLength.message)
    expect(maxLengthOf(field('service'))).toBeUndefined()
    expect(validate({ ...filled, service: 'x'.repeat(10_000) }, contact, forms.messages)).toBeUndefined()
  })

  test('over-long input gets a clear message naming the field and its limit', () => {
    expect(validate({ ...filled, message: 'x'.repeat(maxLength.message + 1) }, contact, forms.messages)).toEqual({
      message: `Message is too long: please keep it to ${maxLength.message} characters or fewer.`,
      field: 'message',
    })
    expect(validate({ ...filled, message: 'x'.repeat(maxLength.message) }, contact, forms.messages)).toBeUndefined()
    expect(validate({ ...filled, name: 'n'.repeat(maxLength.name + 1) }, contact, forms.messages)?.field).toBe('name')
  })
})

describe('formReducer', () => {
  const typed: FormState = { values: { name: 'Ada', message: 'Hello' }, status: { kind: 'idle' } }
  test('a failure keeps every value', () => {
    const submitting = formReducer(typed, { type: 'start' })
    const failed = formReducer(submitting, { type: 'fail', message: 'Failed to send message. Please try again.' })
    expect(failed).toEqual({
      values: typed.values,
      status: { kind: 'error', message: 'Failed to send message. Please try again.' },
    })
  })
  test('after success the reset empties the form', () => {
    expect(formReducer(formReducer(typed, { type: 'succeed' }), { type: 'reset' })).toEqual({
      values: {},
      status: { kind: 'idle' },
    })
  })
  test('typing after an error keeps the error on screen until the next submit', () => {
    const failed = formReducer(typed, { type: 'fail', message: 'x', field: 'name' })
    expect(formReducer(failed, { type: 'change', field: 'name', value: 'Ada O' })).toEqual({
      values: { name: 'Ada O', message: 'Hello' },
      status: failed.status,
    })
  })
})

describe('downloadFileName', () => {
  test.each([
    ['The Zero Trust Playbook for African Enterprises', 'the-zero-trust-playbook-for-african-enterprises.pdf'],
    ['Agent Deployment: From Pilot to Production', 'agent-deployment-from-pilot-to-production.pdf'],
    ['AI in the Security Operations Centre', 'ai-in-the-security-operations-centre.pdf'],
    ['  Café  Security — 2026 ', 'cafe-security-2026.pdf'],
  ])('%s → %s', (title, name) => {
    expect(downloadFileName(title)).toBe(name)
  })
})
