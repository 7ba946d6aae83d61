/**
 * Full-page screenshots of built routes at phone and desktop widths, for looking at what we ship.
 * Usage: npx tsx scripts/screenshots.ts [--root dist] [--out shots] [--widths 390,1280] / /about …
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { startStaticServer } from '../src/node/host/static-server.ts'
import { CHROMIUM_ARGS, chromiumPath, renderEverything } from '../tests/e2e/browser.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'shots' },
    widths: { type: 'string', default: '390,1280' },
  },
})
const server = await startStaticServer({ root: values.root! })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
mkdirSync(values.out!, { recursive: true })
for (const route of positionals.length ? positionals : ['/']) {
  for (const width of values.widths!.split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } })
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' })
    await renderEverything(page)
    await page.waitForTimeout(700)
    const file = join(values.out!, `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
    await page.close()
  }
}
await browser.close()
await server.close()
