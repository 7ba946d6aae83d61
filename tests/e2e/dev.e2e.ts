import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts'

// The dev server on a copy of the minimal fixture site, edited while a real browser watches.
let dir: string
let server: ViteDevServer
let browser: Browser
let baseUrl: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zuma-dev-'))
  cpSync(join(import.meta.dirname, '../fixtures/sites/minimal'), dir, { recursive: true })
  process.env.SITE_DIR = dir
  server = await createServer({
    configFile: join(import.meta.dirname, '../../vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  await server.listen()
  baseUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  delete process.env.SITE_DIR
  rmSync(dir, { recursive: true, force: true })
})

test('YAML edits update the open page without a reload; invalid edits show the error and keep the last valid page', async () => {
  const page = await browser.newPage()
  // Any warning or error in the console (React's, Emotion's) is a defect, except the error an invalid edit reports.
  const console: string[] = []
  let expectError = false
  page.on('console', (message) => {
    if (message.type() === 'warning' || (message.type() === 'error' && !expectError))
      console.push(`${message.type()}: ${message.text()}`)
  })
  await page.goto(`${baseUrl}/`)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect.poll(() => h1.textContent(), { timeout: 20000 }).toBe('Welcome')
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))

  const file = join(dir, 'pages/index.yaml')
  const original = readFileSync(file, 'utf8')
  writeFileSync(file, original.replace('title: Welcome', 'title: Welcome back'))
  await expect.poll(() => h1.textContent(), { timeout: 10000 }).toBe('Welcome back')

  // An invalid edit: the overlay names file, line and column; the page keeps the last valid content.
  expectError = true
  writeFileSync(file, original.replace('title: Welcome', 'titel: Broken'))
  const overlay = page.locator('vite-error-overlay')
  await overlay.waitFor({ state: 'attached', timeout: 10000 })
  const overlayText = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '')
  expect(overlayText).toMatch(/pages\/index\.yaml:5:5/)
  expect(overlayText).toContain('unknown field "titel"')
  expect(await h1.textContent()).toBe('Welcome back')

  // Fixing the file recovers without restarting anything.
  writeFileSync(file, original.replace('title: Welcome', 'title: Welcome again'))
  await expect.poll(() => h1.textContent(), { timeout: 10000 }).toBe('Welcome again')
  await overlay.waitFor({ state: 'detached', timeout: 10000 })
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
  expect(console).toEqual([])
  await page.close()
})
