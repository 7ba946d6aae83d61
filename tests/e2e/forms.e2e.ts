import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { PDFDocument } from '@cantoo/pdf-lib'
import { parseDocument } from 'yaml'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { runBuildCommand } from '../helpers/node-start.ts'
import { readPdfInfo } from '../../src/node/model/pdf-info.ts'
import { report, scan } from './axe.ts'
import { startHarness, waitForHydration, type Harness, type OpenOptions } from './browser.ts'

/**
 * The forms in a real browser, against form providers this test serves on 127.0.0.1: a copy of site/ whose
 * site.yaml points forms.providers at them is built once, then served like a static host. The copy also gets a fourth
 * form written in YAML only (tests/fixtures/forms/call-back: its declaration and a page that shows it), so every
 * declared form goes through the same fault matrix while the Zuma site's own pages stay as they are.
 */

type MailMode = 'ok' | 'reject' | 'reject-silent' | 'error-500' | 'not-json' | 'hang' | 'drop' | 'slow' | 'held'
type JsonMode = 'ok' | 'error-500' | 'hang' | 'drop'

interface Received {
  provider: 'mail' | 'json'
  contentType: string
  fields: Record<string, string>
  json?: Record<string, unknown>
}

const SUCCESS_MS = 3000
const REJECTION = 'This form is <b>paused</b> by its owner.'
const root = join(import.meta.dirname, '../..')
const callBack = join(root, 'tests/fixtures/forms/call-back')

let harness: Harness
let providers: Server
let providerUrl: string
let work: string
let siteDir: string
const sockets = new Set<Socket>()
const received: Received[] = []
const mode: { mail: MailMode; json: JsonMode } = { mail: 'ok', json: 'ok' }
/** `held`: the answers wait until the test releases them, so "while sending" lasts as long as the test needs. */
const held: Array<() => void> = []

function reply(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'Access-Control-Allow-Origin': '*', 'Content-Type': type }).end(body)
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res
      .writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
      })
      .end()
    return
  }
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = Buffer.concat(chunks)
  const contentType = req.headers['content-type'] ?? ''
  const provider = req.url === '/mail' ? 'mail' : 'json'
  const entry: Received = { provider, contentType, fields: {} }
  if (contentType.startsWith('multipart/form-data'))
    entry.fields = Object.fromEntries(
      [...(await new Response(body, { headers: { 'Content-Type': contentType } }).formData()).entries()].map(
        ([k, v]) => [k, String(v)],
      ),
    )
  if (contentType.startsWith('application/json'))
    entry.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>
  received.push(entry)
  const how = mode[provider]
  if (how === 'hang') return
  if (how === 'drop') return void req.socket.destroy()
  if (how === 'error-500') return reply(res, 500, JSON.stringify({ success: false, message: 'Internal error' }))
  if (how === 'not-json') return reply(res, 200, '<html><body>Down for maintenance</body></html>', 'text/html')
  if (how === 'reject') return reply(res, 200, JSON.stringify({ success: false, message: REJECTION }))
  if (how === 'reject-silent') return reply(res, 200, JSON.stringify({ success: false }))
  if (how === 'slow') await new Promise((done) => setTimeout(done, 800))
  if (how === 'held') await new Promise<void>((done) => held.push(done))
  reply(res, 200, JSON.stringify({ success: true, message: 'Email sent successfully!' }))
}

beforeAll(async () => {
  providers = createServer((req, res) => void handle(req, res))
  providers.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done))
  const address = providers.address()
  providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  work = mkdtempSync(join(tmpdir(), 'zuma-forms-'))
  siteDir = join(work, 'site')
  cpSync(process.env.FORMS_E2E_SITE ?? join(root, 'site'), siteDir, { recursive: true })
  const file = join(siteDir, 'site.yaml')
  const doc = parseDocument(readFileSync(file, 'utf8'))
  doc.setIn(['forms', 'providers', 0, 'endpoint'], `${providerUrl}/mail`)
  doc.setIn(['forms', 'providers', 1, 'endpoint'], `${providerUrl}/json`)
  doc.setIn(['forms', 'successMs'], SUCCESS_MS)
  doc.addIn(['forms', 'declarations'], parseDocument(readFileSync(join(callBack, 'form.yaml'), 'utf8')).contents)
  writeFileSync(file, doc.toString())
  // A language's forms.declarations replaces site.yaml's whole list, so the French words of the site declare the
  // call-back form too (in English: nobody has translated it), as a site would for a French page of it.
  const frenchFile = join(siteDir, 'locales/fr.yaml')
  const locale = parseDocument(readFileSync(frenchFile, 'utf8'))
  locale.addIn(['forms', 'declarations'], parseDocument(readFileSync(join(callBack, 'form.yaml'), 'utf8')).contents)
  writeFileSync(frenchFile, locale.toString())
  cpSync(join(callBack, 'pages'), join(siteDir, 'pages'), { recursive: true })
  // Built as `npm run build` builds it, in a process of its own: the pages load React's production build, as a
  // visitor's do. Built in this process (NODE_ENV=test, Vitest's) they loaded its development build, slower to hydrate:
  // four of these tests once waited more than 15 s for a page to hydrate, one after the other.
  const built = runBuildCommand(['--site', siteDir, '--out', join(work, 'dist')], {
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0)
    throw new Error(`the forms' copy of the site did not build:\n${built.stdout}\n${built.stderr}`)
  harness = await startHarness(join(work, 'dist'))
}, 600_000)

afterAll(async () => {
  await harness?.close()
  for (const socket of sockets) socket.destroy()
  await new Promise((done) => providers?.close(done))
  if (work) rmSync(work, { recursive: true, force: true })
})

beforeEach(() => {
  for (const release of held.splice(0)) release()
  received.length = 0
  mode.mail = 'ok'
  mode.json = 'ok'
})

const config = () => {
  const yaml = parseDocument(readFileSync(join(siteDir, 'site.yaml'), 'utf8')).toJS() as {
    company: { email: string; phone: string }
    forms: {
      honeypotField: string
      timeoutMs: number
      providers: Array<{ accessKey?: string }>
      declarations: Array<{ id: string; fields: Array<{ name: string; maxLength?: number }> }>
    }
  }
  // The limits of the contact form's fields, as its declaration gives them.
  const contact = yaml.forms.declarations.find((form) => form.id === 'contact')!
  const maxLength = Object.fromEntries(contact.fields.map((field) => [field.name, field.maxLength]))
  return { ...yaml, forms: { ...yaml.forms, maxLength } }
}
const ALL_FAILED =
  'Form services are currently unavailable. Please contact us directly at hello@zumatech.example or call +234 800 000 0000'
const UNEXPECTED =
  'There was an error sending your message. Please contact us directly at hello@zumatech.example or call +234 800 000 0000'
const typed = {
  name: 'Ada Obi',
  email: 'ada@bank.example',
  company: 'Bank of Abuja',
  service: 'cybersecurity',
  message: 'We would like a 24/7 security operations centre for 40 branches.',
}

async function openContact(options?: OpenOptions) {
  const opened = await harness.open('/contact', options)
  await waitForHydration(opened.page)
  return { ...opened, form: opened.page.getByRole('form', { name: 'Tell Us About Your Project' }) }
}

async function openNewsletter(options?: OpenOptions) {
  const opened = await harness.open('/', options)
  await waitForHydration(opened.page)
  return { ...opened, form: opened.page.getByRole('form', { name: 'Stay Ahead of the Threats' }) }
}

async function fillContact(form: Locator, values: Partial<typeof typed> = typed) {
  if (values.name !== undefined) await form.getByLabel('Full Name').fill(values.name)
  if (values.email !== undefined) await form.getByLabel('Email Address').fill(values.email)
  if (values.company !== undefined) await form.getByLabel('Company').fill(values.company)
  if (values.service !== undefined) await form.getByLabel('Service of Interest').selectOption(values.service)
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message)
}

/** Every field still holds what the visitor typed. */
async function expectKept(form: Locator) {
  expect(await form.getByLabel('Full Name').inputValue()).toBe(typed.name)
  expect(await form.getByLabel('Email Address').inputValue()).toBe(typed.email)
  expect(await form.getByLabel('Company').inputValue()).toBe(typed.company)
  expect(await form.getByLabel('Service of Interest').inputValue()).toBe(typed.service)
  expect(await form.getByLabel('Message').inputValue()).toBe(typed.message)
  expect(await form.getByLabel('Full Name').isEditable()).toBe(true)
}

/**
 * A provider that never answers: once it has the request, the page's clock (opened with `clock: true`) jumps past
 * forms.timeoutMs, the site's own 10 s, instead of the test waiting them out. Until then the chain has waited and
 * asked no one else: a timeout this test does not shorten cannot go off early on a loaded machine.
 */
async function outwaitTimeout(page: Page, provider: Received['provider']) {
  await expect.poll(() => received.some((entry) => entry.provider === provider), { timeout: 15000 }).toBe(true)
  expect(received.at(-1)!.provider).toBe(provider)
  await page.clock.fastForward(config().forms.timeoutMs)
}

/**
 * From here the page's timers (opened with `clock: true`; it is hydrated by now, and its requestIdleCallback stops with
 * the clock too) run only as the test moves its clock: a wait is counted, not waited for. The clock jumps a second
 * ahead of now as it stops, so it never goes back.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000)
}

/**
 * The success panel that shows `text` stays for `ms` of the page's clock, not one less, then gives way to the empty
 * form. The page was opened with `clock: true` and its clock paused before the submit: the test moves it.
 */
async function expectPanelFor(page: Page, text: string, ms: number) {
  await page.getByText(text).waitFor()
  // The panel's timer is set by an effect of the render that showed it: wait until the tasks queued by then have run.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => done()
        channel.port2.postMessage(null)
      }),
  )
  await page.clock.runFor(ms - 1)
  expect(await page.getByText(text).isVisible()).toBe(true)
  await page.clock.runFor(1)
  await page.getByText(text).waitFor({ state: 'detached' })
}

async function alertText(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: /\w/ })
  await alert.waitFor()
  return (await alert.locator('p').first().textContent())?.trim()
}

/**
 * Waits for a form's success words. When they do not come, says what the page shows instead and which providers were
 * asked, so a failure in CI tells a lost submit from a provider that answered too late.
 */
async function successShown(page: Page, success: string) {
  try {
    await page.getByText(success).waitFor()
  } catch (error) {
    const shown = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => [])
    const asked = received.map((r) => r.provider).join(', ') || 'none'
    throw new Error(`"${success}" never showed; alerts: ${JSON.stringify(shown)}; providers asked: ${asked}`, {
      cause: error,
    })
  }
}

async function expectContactBox(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: /\w/ })
  expect(await alert.getByRole('link', { name: 'hello@zumatech.example' }).getAttribute('href')).toBe(
    'mailto:hello@zumatech.example',
  )
  expect(await alert.getByRole('link', { name: '+234 800 000 0000' }).getAttribute('href')).toBe('tel:+2348000000000')
}

const pageErrors = (problems: string[]) => problems.filter((p) => p.startsWith('pageerror'))

describe('contact form', () => {
  test('is on /contact with every field, the browser required flags and the twelve services', async () => {
    const { form, problems } = await openContact()
    for (const label of ['Full Name', 'Email Address', 'Service of Interest', 'Message'])
      expect(await form.getByLabel(label).getAttribute('required'), label).toBe('')
    expect(await form.getByLabel('Company').getAttribute('required')).toBeNull()
    expect(await form.getByLabel('Message').getAttribute('rows')).toBe('5')
    expect(await form.getByLabel('Service of Interest').locator('option').count()).toBe(13)
    // maxlength from site.yaml forms.maxLength, the limits validation uses; none on the service list and the trap.
    const { maxLength, honeypotField } = config().forms
    expect(await form.getByLabel('Full Name').getAttribute('maxlength')).toBe(String(maxLength.name))
    expect(await form.getByLabel('Email Address').getAttribute('maxlength')).toBe(String(maxLength.email))
    expect(await form.getByLabel('Company').getAttribute('maxlength')).toBe(String(maxLength.company))
    expect(await form.getByLabel('Message').getAttribute('maxlength')).toBe(String(maxLength.message))
    expect(await form.getByLabel('Service of Interest').getAttribute('maxlength')).toBeNull()
    expect(await form.locator(`input[name="${honeypotField}"]`).getAttribute('maxlength')).toBeNull()
    expect(problems).toEqual([])
  })

  test('validation: missing fields, then a bad e-mail address; nothing is sent', async () => {
    const { page, form } = await openContact()
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await alertText(page)).toBe('Please fill in all required fields.')
    await fillContact(form, { ...typed, email: 'ada@bank' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Please enter a valid email address.').waitFor()
    await form.getByLabel('Email Address').fill(typed.email)
    // Typing stops at maxlength...
    await form.getByLabel('Message').fill('x'.repeat(5001))
    expect((await form.getByLabel('Message').inputValue()).length).toBe(5000)
    // ...but a value can still arrive longer (set by a script): refused with the message, and kept whole.
    await form.getByLabel('Message').evaluate((element: HTMLTextAreaElement) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, 'x'.repeat(5001))
      element.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message is too long: please keep it to 5000 characters or fewer.').waitFor()
    expect((await form.getByLabel('Message').inputValue()).length).toBe(5001)
    expect(received).toEqual([])
  })

  test('a paste past maxlength is refused at once with the too-long message, and nothing typed is lost; a paste that fits goes in', async () => {
    const { page, form, context, problems } = await openContact()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl })
    const paste = async (label: string, text: string) => {
      await page.evaluate((value) => navigator.clipboard.writeText(value), text)
      await form.getByLabel(label).focus()
      await page.keyboard.press('End')
      await page.keyboard.press('ControlOrMeta+V')
    }
    await form.getByLabel('Message').fill('Our project: ')
    await paste('Message', 'a long brief\r\n'.repeat(400))
    expect(await alertText(page)).toBe('Message is too long: please keep it to 5000 characters or fewer.')
    expect(await form.getByLabel('Message').inputValue()).toBe('Our project: ')
    expect(await form.getByLabel('Message').getAttribute('aria-invalid')).toBe('true')
    await paste('Message', 'a short brief\r\non two lines')
    expect(await form.getByLabel('Message').inputValue()).toBe('Our project: a short brief\non two lines')
    expect(received).toEqual([])
    expect(problems).toEqual([])
  })

  test('first provider succeeds: multipart with the key, subject, form type and an empty botcheck, no recipient; Message Sent! for 3 s, then an empty form', async () => {
    mode.mail = 'slow'
    const { page, form, problems } = await openContact({ clock: true })
    await fillContact(form)
    await pauseClock(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const sending = form.getByRole('button', { name: 'Sending...' })
    await sending.waitFor()
    expect(await sending.isDisabled()).toBe(true)
    await successShown(page, 'Message Sent!')
    expect(
      await page.getByText("Thanks for reaching out. We'll get back to you as soon as possible.").isVisible(),
    ).toBe(true)
    expect(received).toHaveLength(1)
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(received[0]!.fields).toEqual({
      access_key: config().forms.providers[0]!.accessKey,
      name: typed.name,
      email: typed.email,
      company: typed.company,
      service: typed.service,
      message: typed.message,
      form_type: 'contact',
      subject: 'New contact form submission from Ada Obi',
      // The robot trap's value (empty from a person) in Web3Forms' own bot field; the access key alone routes the mail.
      botcheck: '',
    })
    await expectPanelFor(page, 'Message Sent!', SUCCESS_MS)
    for (const label of ['Full Name', 'Email Address', 'Company', 'Message'])
      expect(await form.getByLabel(label).inputValue(), label).toBe('')
    expect(problems).toEqual([])
  })

  test('provider failure (success: false, no message): "Failed to send message. Please try again." and every field kept', async () => {
    mode.mail = 'reject-silent'
    const { page, form, problems } = await openContact()
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await alertText(page)).toBe('Failed to send message. Please try again.')
    expect(await page.locator('[data-contact-box]').count()).toBe(0)
    await expectKept(form)
    expect(received.map((r) => r.provider)).toEqual(['mail'])
    expect(problems).toEqual([])
  })

  test("a provider's own message is shown as text, never as HTML; typed markup stays text too", async () => {
    mode.mail = 'reject'
    const { page, form } = await openContact()
    await fillContact(form, { ...typed, name: '<img src=x onerror="document.title=1">' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await alertText(page)).toBe(REJECTION)
    expect(await page.locator('main b, main img[src="x"]').count()).toBe(0)
    expect(await form.getByLabel('Full Name').inputValue()).toBe('<img src=x onerror="document.title=1">')
  })

  test('first provider answers HTTP 500, the second (JSON) delivers', async () => {
    mode.mail = 'error-500'
    const { page, form, problems } = await openContact()
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await successShown(page, 'Message Sent!')
    expect(received.map((r) => r.provider)).toEqual(['mail', 'json'])
    expect(received[1]!.contentType).toMatch(/^application\/json/)
    expect(received[1]!.json).toEqual({
      name: typed.name,
      email: typed.email,
      company: typed.company,
      service: typed.service,
      message: typed.message,
      formType: 'contact',
    })
    expect(pageErrors(problems)).toEqual([])
  })

  test('first provider hangs: after the timeout the second delivers, and the button reads Sending... meanwhile', async () => {
    mode.mail = 'hang'
    const { page, form } = await openContact({ clock: true })
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByRole('button', { name: 'Sending...' }).waitFor()
    await outwaitTimeout(page, 'mail')
    await successShown(page, 'Message Sent!')
    expect(received.map((r) => r.provider)).toEqual(['mail', 'json'])
  })

  test('a body that is not JSON moves on to the second provider', async () => {
    mode.mail = 'not-json'
    const { page, form } = await openContact()
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await successShown(page, 'Message Sent!')
    expect(received.map((r) => r.provider)).toEqual(['mail', 'json'])
  })

  test('all providers failed: the message with e-mail and phone, the contact box, every field kept; a retry then succeeds', async () => {
    mode.mail = 'error-500'
    mode.json = 'error-500'
    const { page, form } = await openContact()
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await alertText(page)).toBe(ALL_FAILED)
    await expectContactBox(page)
    await expectKept(form)
    mode.mail = 'ok'
    await form.getByRole('button', { name: 'Send Message' }).click()
    await successShown(page, 'Message Sent!')
    expect(received.at(-1)!.fields.message).toBe(typed.message)
  })

  test('no provider reachable (connections dropped, then a hang): the same message, fields kept', async () => {
    mode.mail = 'drop'
    mode.json = 'hang'
    const { page, form } = await openContact({ clock: true })
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await outwaitTimeout(page, 'json')
    expect(await alertText(page)).toBe(ALL_FAILED)
    await expectKept(form)
  })

  test('an unexpected exception: its message with the contact box, fields kept', async () => {
    const { page, form, context } = await openContact()
    // Something in the page (an extension, a broken polyfill) makes fetch throw for the form services.
    await page.evaluate((origin) => {
      const original = window.fetch
      window.fetch = (input, init) =>
        String(input instanceof Request ? input.url : input).startsWith(origin)
          ? Promise.reject(new Error('fetch was replaced'))
          : original(input, init)
    }, providerUrl)
    await fillContact(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await alertText(page)).toBe(UNEXPECTED)
    await expectContactBox(page)
    await expectKept(form)
    expect(received).toEqual([])
    await context.close()
  })

  test('double submit: a second click, Enter or submit while sending sends nothing more', async () => {
    // The provider holds its answer until every extra attempt is made: "while sending" does not depend on timing.
    mode.mail = 'held'
    const { page, form } = await openContact()
    await fillContact(form)
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit()
      element.requestSubmit()
    })
    await expect.poll(() => received.length, { timeout: 15000 }).toBe(1)
    await form.getByLabel('Full Name').press('Enter')
    await form.getByRole('button', { name: 'Sending...' }).click({ force: true, timeout: 15000 })
    for (const release of held.splice(0)) release()
    await successShown(page, 'Message Sent!')
    await page.waitForTimeout(300)
    // A second send would start the chain again at the first provider. (On a machine slow enough that the extra
    // attempts outlast forms.timeoutMs, the chain rightly moves on to the next provider, once.)
    expect(received.filter((entry) => entry.provider === 'mail')).toHaveLength(1)
    expect(received.filter((entry) => entry.provider === 'json').length).toBeLessThanOrEqual(1)
  })

  test('honeypot filled: nothing is sent, and it looks like a success', async () => {
    const { page, form } = await openContact()
    await fillContact(form)
    await form.locator(`input[name="${config().forms.honeypotField}"]`).fill('https://spam.example', { force: true })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await successShown(page, 'Message Sent!')
    await page.waitForTimeout(300)
    expect(received).toEqual([])
  })
})

describe('newsletter', () => {
  test('subscribes through the chain as a newsletter form', async () => {
    mode.mail = 'slow'
    const { page, form, problems } = await openNewsletter({ clock: true })
    await pauseClock(page)
    expect(await form.getByLabel('Email Address').getAttribute('type')).toBe('email')
    await form.getByLabel('Email Address').fill('ada@bank.example')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await form.getByRole('button', { name: 'Sending...' }).waitFor()
    await page.getByText("You're Subscribed!").waitFor()
    expect(received[0]!.fields).toMatchObject({
      email: 'ada@bank.example',
      name: '',
      form_type: 'newsletter',
      subject: 'New newsletter form submission from ada@bank.example',
      botcheck: '',
    })
    expect(received[0]!.fields).not.toHaveProperty('recipient')
    await expectPanelFor(page, "You're Subscribed!", SUCCESS_MS)
    expect(await form.getByLabel('Email Address').inputValue()).toBe('')
    expect(problems).toEqual([])
  })

  test('same validation and messages; a failure keeps the address', async () => {
    mode.mail = 'error-500'
    mode.json = 'drop'
    const { page, form } = await openNewsletter()
    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect(await alertText(page)).toBe('Please fill in all required fields.')
    await form.getByLabel('Email Address').fill('ada@')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Please enter a valid email address.').waitFor()
    await form.getByLabel('Email Address').fill('ada@bank.example')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect(await alertText(page)).toBe(ALL_FAILED)
    await expectContactBox(page)
    expect(await form.getByLabel('Email Address').inputValue()).toBe('ada@bank.example')
    // Chromium may retry a request whose connection was dropped, so the JSON provider can be asked twice.
    expect([...new Set(received.map((r) => r.provider))]).toEqual(['mail', 'json'])
  })
})

describe('white paper download', () => {
  const paperTitle = 'The Zero Trust Playbook for African Enterprises'
  const fileName = 'the-zero-trust-playbook-for-african-enterprises.pdf'

  async function openPaper() {
    const opened = await harness.open('/resources')
    await waitForHydration(opened.page)
    const row = opened.page.getByRole('article', { name: paperTitle })
    return { ...opened, row }
  }

  async function choose(page: Page, row: Locator) {
    await row.getByRole('button').click()
    const panel = page.locator('[data-white-paper-form]')
    await panel.waitFor()
    return { panel, form: panel.locator('form') }
  }

  test('the paper shows the page count read from its file; choosing it shows the form, Cancel removes it', async () => {
    const { page, row, problems } = await openPaper()
    const { pages } = readPdfInfo(join(siteDir, 'assets/papers/zero-trust-playbook.pdf'))
    expect(await row.textContent()).toContain(String(pages))
    const { panel, form } = await choose(page, row)
    expect(await form.getByLabel('Full Name').getAttribute('required')).toBe('')
    expect(await form.getByLabel('Email Address').getAttribute('required')).toBe('')
    expect(await form.getByLabel('Company').getAttribute('required')).toBeNull()
    await panel.locator('button[type="button"]').click()
    await panel.waitFor({ state: 'detached' })
    expect(received).toEqual([])
    expect(problems).toEqual([])
  })

  test('a valid submit downloads the PDF under its title, with the advertised page count, and sends the lead as whitepaper', async () => {
    const { page, row } = await openPaper()
    const { form } = await choose(page, row)
    await form.locator('button[type="submit"]').click()
    expect(await alertText(page)).toBe('Please fill in all required fields.')
    await form.getByLabel('Full Name').fill(typed.name)
    await form.getByLabel('Email Address').fill(typed.email)
    await form.getByLabel('Company').fill(typed.company)
    const [download] = await Promise.all([page.waitForEvent('download'), form.locator('button[type="submit"]').click()])
    expect(download.suggestedFilename()).toBe(fileName)
    const saved = join(work, `downloaded-${Date.now()}.pdf`)
    await download.saveAs(saved)
    const bytes = readFileSync(saved)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    const { pages } = readPdfInfo(join(siteDir, 'assets/papers/zero-trust-playbook.pdf'))
    expect(pdf.getPageCount()).toBe(pages)
    expect(pdf.getTitle()).toBe(paperTitle)
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]!.fields).toMatchObject({
      name: typed.name,
      email: typed.email,
      company: typed.company,
      form_type: 'whitepaper',
      subject: 'New whitepaper form submission from Ada Obi',
      botcheck: '',
    })
    expect(received[0]!.fields).not.toHaveProperty('recipient')
    expect(received[0]!.fields.message).toContain(paperTitle)
  })

  test('the download starts even when no provider takes the lead, and the fields keep their values', async () => {
    mode.mail = 'drop'
    mode.json = 'error-500'
    const { page, row } = await openPaper()
    const { form } = await choose(page, row)
    await form.getByLabel('Full Name').fill(typed.name)
    await form.getByLabel('Email Address').fill(typed.email)
    const [download] = await Promise.all([page.waitForEvent('download'), form.locator('button[type="submit"]').click()])
    expect(download.suggestedFilename()).toBe(fileName)
    expect(await alertText(page)).toBe(ALL_FAILED)
    expect(await form.getByLabel('Full Name').inputValue()).toBe(typed.name)
    expect(await form.getByLabel('Email Address').inputValue()).toBe(typed.email)
  })

  test('honeypot filled: the file still comes, nothing is sent', async () => {
    const { page, row } = await openPaper()
    const { form } = await choose(page, row)
    await form.getByLabel('Full Name').fill('Bot')
    await form.getByLabel('Email Address').fill('bot@spam.example')
    await form.locator(`input[name="${config().forms.honeypotField}"]`).fill('x', { force: true })
    const [download] = await Promise.all([page.waitForEvent('download'), form.locator('button[type="submit"]').click()])
    expect(download.suggestedFilename()).toBe(fileName)
    await page.waitForTimeout(300)
    expect(received).toEqual([])
  })
})

describe('request a call back (a form declared in YAML only)', () => {
  async function openCallBack() {
    const opened = await harness.open('/call-back')
    await waitForHydration(opened.page)
    return { ...opened, form: opened.page.getByRole('form', { name: 'When Should We Call?' }) }
  }

  test('shows its declared fields: a name, a phone number with its help, a preferred time of three choices', async () => {
    const { form, problems } = await openCallBack()
    expect(await form.getByLabel('Your Name').getAttribute('required')).toBe('')
    const phone = form.getByLabel('Phone Number')
    expect(await phone.getAttribute('type')).toBe('tel')
    expect(await phone.getAttribute('maxlength')).toBe('20')
    expect(await phone.getAttribute('autocomplete')).toBe('tel')
    const help = form.getByText('Digits, spaces and an optional + at the start.')
    expect(await phone.getAttribute('aria-describedby')).toBe(await help.getAttribute('id'))
    const time = form.getByLabel('Preferred Time')
    expect(await time.locator('option').allTextContents()).toEqual([
      'Choose a time',
      'Morning (9am to 12pm)',
      'Afternoon (12pm to 4pm)',
      'Evening (4pm to 6pm)',
    ])
    expect(await form.getByRole('button', { name: 'Call Me Back' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
  })

  test("validation: required fields, then the phone number's own rule and length; nothing is sent", async () => {
    const { page, form } = await openCallBack()
    await form.getByRole('button', { name: 'Call Me Back' }).click()
    expect(await alertText(page)).toBe('Please fill in all required fields.')
    await form.getByLabel('Your Name').fill(typed.name)
    await form.getByLabel('Phone Number').fill('call me')
    await form.getByLabel('Preferred Time').selectOption('morning')
    await form.getByRole('button', { name: 'Call Me Back' }).click()
    expect(await alertText(page)).toBe('Please enter a phone number, with digits, spaces and an optional + only.')
    expect(await form.getByLabel('Phone Number').getAttribute('aria-invalid')).toBe('true')
    await form.getByLabel('Phone Number').fill('+234')
    await form.getByRole('button', { name: 'Call Me Back' }).click()
    expect(await alertText(page)).toBe('Phone Number is too short: please write at least 7 characters.')
    expect(received).toEqual([])
  })

  test('axe-core finds no violation on its page at 390 px, with a field at fault', async () => {
    const { page, form } = await harness.open('/call-back', { width: 390, height: 844 }).then(async (opened) => {
      await waitForHydration(opened.page)
      return { ...opened, form: opened.page.getByRole('form', { name: 'When Should We Call?' }) }
    })
    await form.getByLabel('Phone Number').fill('call me')
    await form.getByRole('button', { name: 'Call Me Back' }).click()
    await alertText(page)
    const found = await scan(page, 'call-back form')
    expect(found, report(found)).toEqual([])
  })
})

/**
 * The French contact form (/fr/contact): its words as site/locales/fr.yaml and site/pages/fr/contact.yaml write them
 * (read from the files, so the test follows the translation), and what a French visitor types, accents and
 * typographic apostrophes and guillemets included.
 */
const french = () => {
  const words = parseDocument(readFileSync(join(siteDir, 'locales/fr.yaml'), 'utf8')).toJS() as {
    forms: {
      sending: string
      success: { title: string }
      messages: Record<'required' | 'invalidEmail' | 'providerFailed' | 'allFailed', string>
      declarations: Array<{ id: string; submitLabel: string; fields: Array<{ name: string; label: string }> }>
    }
  }
  const page = parseDocument(readFileSync(join(siteDir, 'pages/fr/contact.yaml'), 'utf8')).toJS() as {
    blocks: Array<{ type: string; title?: string }>
  }
  const contact = words.forms.declarations.find((form) => form.id === 'contact')!
  const label = Object.fromEntries(contact.fields.map((field) => [field.name, field.label])) as Record<
    keyof typeof typed,
    string
  >
  const { company } = config()
  return {
    ...words.forms,
    submitLabel: contact.submitLabel,
    label,
    title: page.blocks.find((block) => block.type === 'contact-form')!.title!,
    allFailed: words.forms.messages.allFailed.replace('{email}', company.email).replace('{phone}', company.phone),
  }
}
const typedFr = {
  name: 'Aïssatou N’Diaye-Lefèvre',
  email: 'aissatou@banque.example',
  company: 'Société Générale d’Études',
  service: 'network-security',
  message: 'Nous souhaitons un centre de sécurité 24/7 pour nos 40 agences — « en priorité » ; délai : 3 mois ?',
}

async function openFrenchContact(options?: OpenOptions) {
  const words = french()
  const opened = await harness.open('/fr/contact', options)
  await waitForHydration(opened.page)
  return { ...opened, words, form: opened.page.getByRole('form', { name: words.title }) }
}

async function fillFrench(form: Locator, label: Record<keyof typeof typed, string>, values: Partial<typeof typedFr>) {
  if (values.name !== undefined) await form.getByLabel(label.name).fill(values.name)
  if (values.email !== undefined) await form.getByLabel(label.email).fill(values.email)
  if (values.company !== undefined) await form.getByLabel(label.company).fill(values.company)
  if (values.service !== undefined) await form.getByLabel(label.service).selectOption(values.service)
  if (values.message !== undefined) await form.getByLabel(label.message).fill(values.message)
}

describe('the contact form in French (/fr/contact)', () => {
  test('its labels, button and validation messages are the French ones; nothing is sent while a field is at fault', async () => {
    const { page, form, words, problems } = await openFrenchContact()
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    for (const name of ['name', 'email', 'company', 'service', 'message'] as const)
      expect(await form.getByLabel(words.label[name]).count()).toBe(1)
    const submit = form.getByRole('button', { name: words.submitLabel })
    await submit.click()
    expect(await alertText(page)).toBe(words.messages.required)
    await fillFrench(form, words.label, { ...typedFr, email: 'aissatou@banque' })
    await submit.click()
    expect(await alertText(page)).toBe(words.messages.invalidEmail)
    expect(await form.getByLabel(words.label.email).getAttribute('aria-invalid')).toBe('true')
    // Whatever was typed is still there after each refusal.
    expect(await form.getByLabel(words.label.message).inputValue()).toBe(typedFr.message)
    expect(await form.getByLabel(words.label.name).inputValue()).toBe(typedFr.name)
    expect(received).toEqual([])
    expect(pageErrors(problems)).toEqual([])
  })

  test('axe-core finds no violation at 390 px with a field at fault', async () => {
    const { page, form, words } = await openFrenchContact({ width: 390, height: 844 })
    await fillFrench(form, words.label, { ...typedFr, email: 'aissatou@banque' })
    await form.getByRole('button', { name: words.submitLabel }).click()
    await alertText(page)
    const found = await scan(page, 'French contact form')
    expect(found, report(found)).toEqual([])
  })
})

/** One declared form as the fault matrix drives it. */
interface FormCase {
  name: string
  /** Opens the form's page and returns the form, filled with what the visitor types. */
  open: (options?: OpenOptions) => Promise<{ page: Page; form: Locator; problems: string[] }>
  submit: (form: Locator) => Promise<void>
  /** Every field still holds what was typed, and can still be edited. */
  expectKept: (form: Locator) => Promise<void>
  success: string
  /** What the providers receive from it (with the typed values). */
  sent: Record<string, string>
  /** The words of the form's language, when not the English of site.yaml. */
  words?: () => { sending: string; providerFailed: string; allFailed: string }
}

const paperTitle = 'The Zero Trust Playbook for African Enterprises'

const cases: FormCase[] = [
  {
    name: 'French contact (/fr/contact)',
    async open(options) {
      const opened = await openFrenchContact(options)
      await fillFrench(opened.form, opened.words.label, typedFr)
      return opened
    },
    submit: (form) => form.getByRole('button', { name: french().submitLabel }).click(),
    async expectKept(form) {
      const { label } = french()
      for (const name of ['name', 'email', 'company', 'service', 'message'] as const)
        expect(await form.getByLabel(label[name]).inputValue()).toBe(typedFr[name])
      expect(await form.getByLabel(label.message).isEditable()).toBe(true)
    },
    get success() {
      return french().success.title
    },
    sent: { ...typedFr, form_type: 'contact' },
    words: () => {
      const { sending, messages, allFailed } = french()
      return { sending, providerFailed: messages.providerFailed, allFailed }
    },
  },
  {
    name: 'contact',
    async open(options) {
      const opened = await openContact(options)
      await fillContact(opened.form)
      return opened
    },
    submit: (form) => form.getByRole('button', { name: 'Send Message' }).click(),
    expectKept,
    success: 'Message Sent!',
    sent: { ...typed, form_type: 'contact' },
  },
  {
    name: 'newsletter',
    async open(options) {
      const opened = await openNewsletter(options)
      await opened.form.getByLabel('Email Address').fill(typed.email)
      return opened
    },
    submit: (form) => form.getByRole('button', { name: 'Subscribe' }).click(),
    async expectKept(form) {
      expect(await form.getByLabel('Email Address').inputValue()).toBe(typed.email)
      expect(await form.getByLabel('Email Address').isEditable()).toBe(true)
    },
    success: "You're Subscribed!",
    sent: { email: typed.email, name: '', form_type: 'newsletter' },
  },
  {
    name: 'white paper',
    async open(options) {
      const opened = await harness.open('/resources', options)
      await waitForHydration(opened.page)
      await opened.page.getByRole('article', { name: paperTitle }).getByRole('button').click()
      const form = opened.page.locator('[data-white-paper-form] form')
      await form.getByLabel('Full Name').fill(typed.name)
      await form.getByLabel('Email Address').fill(typed.email)
      await form.getByLabel('Company').fill(typed.company)
      return { ...opened, form }
    },
    // Every valid submit also starts the download; the matrix is about the lead.
    async submit(form) {
      await Promise.all([form.page().waitForEvent('download'), form.locator('button[type="submit"]').click()])
    },
    async expectKept(form) {
      expect(await form.getByLabel('Full Name').inputValue()).toBe(typed.name)
      expect(await form.getByLabel('Email Address').inputValue()).toBe(typed.email)
      expect(await form.getByLabel('Company').inputValue()).toBe(typed.company)
      expect(await form.getByLabel('Full Name').isEditable()).toBe(true)
    },
    success: 'Your Download Has Started',
    sent: {
      name: typed.name,
      email: typed.email,
      company: typed.company,
      message: `Downloaded the white paper "${paperTitle}"`,
      form_type: 'whitepaper',
    },
  },
  {
    name: 'call back',
    async open(options) {
      const opened = await harness.open('/call-back', options)
      await waitForHydration(opened.page)
      const form = opened.page.getByRole('form', { name: 'When Should We Call?' })
      await form.getByLabel('Your Name').fill(typed.name)
      await form.getByLabel('Phone Number').fill('+234 803 555 0101')
      await form.getByLabel('Preferred Time').selectOption('afternoon')
      return { ...opened, form }
    },
    submit: (form) => form.getByRole('button', { name: 'Call Me Back' }).click(),
    async expectKept(form) {
      expect(await form.getByLabel('Your Name').inputValue()).toBe(typed.name)
      expect(await form.getByLabel('Phone Number').inputValue()).toBe('+234 803 555 0101')
      expect(await form.getByLabel('Preferred Time').inputValue()).toBe('afternoon')
      expect(await form.getByLabel('Your Name').isEditable()).toBe(true)
    },
    success: "We'll Call You Back",
    sent: {
      name: typed.name,
      phone: '+234 803 555 0101',
      preferredTime: 'afternoon',
      email: '',
      form_type: 'callback',
      subject: 'New callback form submission from Ada Obi',
    },
  },
]

/** The JSON provider gets the same values as the form-to-email one, with formType for form_type and no mail fields. */
function asJson(sent: Record<string, string>): Record<string, string> {
  const { form_type: formType, subject: _subject, ...values } = sent
  return { ...values, formType: formType! }
}

describe.each(cases)('fault matrix: the $name form', (form) => {
  test('the first provider answers HTTP 500: the second takes everything that was typed', async () => {
    mode.mail = 'error-500'
    const { page, form: element, problems } = await form.open()
    await form.submit(element)
    await successShown(page, form.success)
    expect(received.map((r) => r.provider)).toEqual(['mail', 'json'])
    expect(received[1]!.json).toMatchObject(asJson(form.sent))
    expect(pageErrors(problems)).toEqual([])
  })

  test('success: false: "Failed to send message. Please try again." and nothing typed is lost', async () => {
    mode.mail = 'reject-silent'
    const { page, form: element } = await form.open()
    await form.submit(element)
    expect(await alertText(page)).toBe(form.words?.().providerFailed ?? 'Failed to send message. Please try again.')
    expect(received.map((r) => r.provider)).toEqual(['mail'])
    expect(received[0]!.fields).toMatchObject(form.sent)
    await form.expectKept(element)
  })

  test('the first provider hangs: Sending... until the timeout, then the second takes it', async () => {
    mode.mail = 'hang'
    const { page, form: element } = await form.open({ clock: true })
    await form.submit(element)
    await element.getByRole('button', { name: form.words?.().sending ?? 'Sending...' }).waitFor()
    await outwaitTimeout(page, 'mail')
    await successShown(page, form.success)
    expect(received.map((r) => r.provider)).toEqual(['mail', 'json'])
    expect(received[1]!.json).toMatchObject(asJson(form.sent))
  })

  test('the first provider aborts the connection: the second takes it', async () => {
    mode.mail = 'drop'
    const { page, form: element } = await form.open()
    await form.submit(element)
    await successShown(page, form.success)
    // Chromium may retry a request whose connection was dropped, so the mail provider can be asked twice.
    expect(received.at(-1)!.provider).toBe('json')
    expect(received.at(-1)!.json).toMatchObject(asJson(form.sent))
  })

  test('all providers down: the message with e-mail and phone, the contact box, nothing typed lost; a retry sends it all', async () => {
    mode.mail = 'error-500'
    mode.json = 'drop'
    const { page, form: element } = await form.open()
    await form.submit(element)
    expect(await alertText(page)).toBe(form.words?.().allFailed ?? ALL_FAILED)
    await expectContactBox(page)
    await form.expectKept(element)
    mode.mail = 'ok'
    mode.json = 'ok'
    received.length = 0
    await form.submit(element)
    await successShown(page, form.success)
    expect(received.map((r) => r.provider)).toEqual(['mail'])
    expect(received[0]!.fields).toMatchObject(form.sent)
  })
})
