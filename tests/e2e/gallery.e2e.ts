import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts'

// The block gallery: in `npm run dev`, /__blocks shows every block type rendered with its schema example.
const root = join(import.meta.dirname, '../..')
let server: ViteDevServer
let browser: Browser

beforeAll(async () => {
  process.env.SITE_DIR = join(root, 'site')
  server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  await server.listen()
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  delete process.env.SITE_DIR
})

test('every block type is shown with its example, and none fails to render', async () => {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/__blocks`)
  const types = readdirSync(join(root, 'schema/blocks'))
    .map((f) => f.replace('.schema.json', ''))
    .sort()
  await expect.poll(() => page.locator('article[id]').count(), { timeout: 30000 }).toBe(types.length)
  expect(await page.locator('article[id]').evaluateAll((els) => els.map((el) => el.id).sort())).toEqual(types)
  expect(await page.locator('[data-block-error]').count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})

test('every icon name an icon field takes is shown, drawn, with its name', async () => {
  const page = await browser.newPage()
  await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/__blocks`)
  const names = (JSON.parse(readFileSync(join(root, 'schema/defs/icon.schema.json'), 'utf8')) as { enum: string[] })
    .enum
  const icons = page.getByRole('region', { name: 'icon' }).getByRole('listitem')
  await expect.poll(() => icons.count(), { timeout: 30000 }).toBe(names.length)
  // What an author reads: each name, in the schema's order, beside a drawing with something drawn in it.
  expect(await icons.allInnerTexts()).toEqual(names)
  const drawn = await icons.evaluateAll((items) =>
    items.map((item) => {
      const svg = item.querySelector('svg')
      const box = svg?.getBoundingClientRect()
      return Boolean(svg && svg.childElementCount > 0 && box && box.width >= 16 && box.height >= 16)
    }),
  )
  expect(drawn).toEqual(names.map(() => true))
  await page.close()
})
