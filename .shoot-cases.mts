import { chromium } from 'playwright-core'
const base = process.argv[2]!
const paths = process.argv.slice(3)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  for (const path of paths) {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()) })
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15000 }).catch(() => errors.push('no hydration'))
    // Lazy images: scroll through the page so they load.
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)) } window.scrollTo(0, 0) })
    await page.waitForTimeout(1200)
    const name = (path.replace(/\//g, '_') || '_home') + `-${width}.png`
    await page.screenshot({ path: `/tmp/shots-cases/${name}`, fullPage: true })
    if (width < 800) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, i = 0; y < height; y += 1500, i++) await page.screenshot({ path: `/tmp/shots-cases/${name.replace('.png', `-part${i}.png`)}`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1500, height - y) } })
    }
    console.log(name, errors.length ? errors : 'ok')
    await page.close()
  }
  await context.close()
}
await browser.close()
