import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report, scan } from './axe.ts'
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts'

// The dev server shows a page marked draft: true, with the banner an author cannot miss (site.yaml's labels.draft);
// the production build leaves the page out (tests/build/drafts-build.test.ts).
let dir: string
let server: ViteDevServer
let browser: Browser
let baseUrl: string
const DRAFT_LABEL =
  'Draft: visitors cannot see this page yet. The published site leaves it out until "draft: true" is removed.'

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zuma-dev-drafts-'))
  cpSync(join(import.meta.dirname, '../fixtures/sites/minimal'), dir, { recursive: true })
  writeFileSync(
    join(dir, 'pages/team.yaml'),
    'title: Our Team | Example Co\ndescription: The people.\ndraft: true\nblocks:\n  - type: hero\n    title: Our Team\n',
  )
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

test('a draft page shows the draft banner in dev, readable by everyone; a published page does not', async () => {
  const page = await browser.newPage()
  await page.goto(`${baseUrl}/team`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 }).toBe('Our Team')
  const banner = page.getByRole('note')
  expect(await banner.textContent()).toBe(DRAFT_LABEL)
  expect(await banner.isVisible()).toBe(true)
  // axe checks the banner's contrast and its place among the landmarks with the rest of the page.
  const found = await scan(page, '/team')
  expect(found, report(found)).toEqual([])

  await page.goto(`${baseUrl}/about`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 }).toBe('About Us')
  expect(await page.getByRole('note').count()).toBe(0)
  await page.close()
})
