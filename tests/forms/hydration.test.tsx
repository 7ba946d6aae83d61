// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { SiteContext } from '../../src/app/contexts.tsx'
import { StaticLocation } from '../../src/app/location.tsx'
import { FormsProvider } from '../../src/forms/config.ts'
import { DeclaredForm } from '../../src/forms/DeclaredForm.tsx'
import { declaredForm, maxLengthIn, siteConfig } from '../helpers/render.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const ui = (
  <SiteContext.Provider value={{ config: siteConfig }}>
    <FormsProvider value={siteConfig.forms}>
      <StaticLocation location="/contact">
        <DeclaredForm form={declaredForm('contact')} />
      </StaticLocation>
    </FormsProvider>
  </SiteContext.Provider>
)

test('the prerendered button waits for the script; what was typed before it ran is kept and sent', async () => {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ success: true })))
  vi.stubGlobal('fetch', fetchMock)
  const container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.append(container)
  const button = container.querySelector('button[type="submit"]') as HTMLButtonElement
  expect(button.disabled).toBe(true)
  // The limits are in the prerendered HTML, so they hold before the script runs too.
  expect(container.querySelector('[name="message"]')!.getAttribute('maxlength')).toBe(
    String(maxLengthIn('contact', 'message')),
  )
  // A quick visitor types before hydration.
  const set = (name: string, value: string) =>
    ((container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value)
  set('name', 'Ada Obi')
  set('email', 'ada@bank.example')
  set('service', 'cloud')
  set('message', 'Typed before the script ran.')
  await act(async () => {
    hydrateRoot(container, ui)
  })
  expect((screen.getByRole('button', { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false)
  expect((container.querySelector('[name="message"]') as HTMLTextAreaElement).value).toBe(
    'Typed before the script ran.',
  )
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }))
    // The sending code, asked for at hydration because something was typed, may still be on its way.
    await vi.dynamicImportSettled()
  })
  const sent = fetchMock.mock.calls[0]![1]!.body as FormData
  expect(sent.get('name')).toBe('Ada Obi')
  expect(sent.get('message')).toBe('Typed before the script ran.')
})

test('a value longer than its maxlength that arrived before hydration (set by a script) is kept whole, and the submit says it is too long', async () => {
  const fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  const container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.append(container)
  const long = 'y'.repeat(maxLengthIn('contact', 'message') + 10)
  ;(container.querySelector('[name="message"]') as HTMLTextAreaElement).value = long
  for (const [name, value] of [
    ['name', 'Ada Obi'],
    ['email', 'ada@bank.example'],
    ['service', 'cloud'],
  ])
    (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value!
  await act(async () => {
    hydrateRoot(container, ui)
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send Message/ }))
    await vi.dynamicImportSettled()
  })
  expect(screen.getByRole('alert').textContent).toBe(
    `Message is too long: please keep it to ${maxLengthIn('contact', 'message')} characters or fewer.`,
  )
  expect((container.querySelector('[name="message"]') as HTMLTextAreaElement).value).toBe(long)
  expect(fetchMock).not.toHaveBeenCalled()
})
