import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startStaticServer, type StaticServer } from '../../src/build/static-server.ts'
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts'
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts'

// The built site served by a real nginx (Debian's package) with the config the build ships (dist/nginx.conf):
// status codes, not-found pages, headers, cache rules and compression, and the app running under its CSP.

const root = process.env.DIST_DIR ?? 'dist'
let nginx: RunningNginx
let local: StaticServer
let browser: Browser

beforeAll(async () => {
  nginx = await startNginx({ root })
  local = await startStaticServer({ root })
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser?.close()
  await local?.close()
  await nginx?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' })
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
const appFile = (ext: string) => `/_app/${readdirSync(join(root, '_app')).find((f) => f.endsWith(ext))}`

describe('status codes and pages', () => {
  test('every kind of page answers 200, with and without a trailing slash', async () => {
    for (const path of ['/', '/about', '/about/', '/services', '/services/', '/services/cybersecurity', '/services/network-infrastructure/wireless/', '/case-studies/financial-security', '/contact', '/sitemap', '/sitemap.xml', '/robots.txt', '/site.webmanifest', '/favicon.ico']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
    }
    expect(h1(await (await get('/about/')).text())).toBe(h1(await (await get('/about')).text()))
  })

  test('unknown addresses get the right not-found page with status 404', async () => {
    const cases: Array<[string, string]> = [
      ['/no-such-page', 'Page Not Found'],
      ['/no/such/page/', 'Page Not Found'],
      ['/services/quantum-toasters', 'Service Not Found'],
      ['/services/network-infrastructure/quantum', 'Service Not Found'],
      ['/case-studies/no-such-study', 'Case Study Not Found'],
      ['/case-studies/no-such-study/', 'Case Study Not Found'],
      ['/_app/missing-chunk.js', 'Page Not Found'],
      ['/assets/', 'Page Not Found'],
    ]
    for (const [path, heading] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(h1(await response.text()), path).toBe(heading)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  test('the host files and the not-found pages themselves are not served as pages', async () => {
    for (const path of ['/nginx.conf', '/_headers', '/_redirects', '/404.html', '/services/404.html', '/about/index.html']) expect((await get(path)).status, path).toBe(404)
  })
})

describe('headers', () => {
  test('every response carries the security headers, the CSP allowing only what the site uses', async () => {
    for (const path of ['/', '/contact', '/no-such-page', appFile('.js'), '/assets/brand/logo.svg']) {
      const headers = (await get(path)).headers
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self';")
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain('frame-src https://www.openstreetmap.org')
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.web3forms\.com/)
      expect(csp).toMatch(/form-action 'self' https:\/\/api\.web3forms\.com/)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
    }
  })

  test('nginx and the local server send the same security and cache headers (one source: dist/_headers)', async () => {
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cache-control']
    for (const path of ['/', '/services/cybersecurity', '/no-such-page', appFile('.js'), '/assets/brand/logo.svg', '/sitemap.xml']) {
      const a = (await get(path)).headers
      const b = (await fetch(`${local.url}${path}`)).headers
      for (const name of names) expect(a.get(name), `${path} ${name}`).toBe(b.get(name))
    }
  })

  test('hashed build files are cached for a year, site assets for an hour, pages are revalidated', async () => {
    expect((await get(appFile('.js'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get(appFile('.woff2'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/images/hero-home.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
    for (const path of ['/', '/about', '/sitemap.xml', '/site.webmanifest']) expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache')
  })

  test('text is sent gzip-compressed, with the right content types', async () => {
    const page = await get('/services/cybersecurity', { 'Accept-Encoding': 'gzip' })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('vary')).toContain('Accept-Encoding')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const script = await get(appFile('.js'), { 'Accept-Encoding': 'gzip' })
    expect(script.headers.get('content-encoding')).toBe('gzip')
    expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/)
    expect((await get('/assets/images/hero-home.svg', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip')
    expect((await get('/site.webmanifest')).headers.get('content-type')).toContain('application/manifest+json')
    // Without Accept-Encoding the same bytes come uncompressed.
    const plain = await get('/services/cybersecurity', { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(h1(await plain.text())).toBe('Cybersecurity Services That Keep Attackers Out')
  })
})

describe('in a browser, through nginx', () => {
  test('pages hydrate without console errors: the CSP blocks nothing the site needs', async () => {
    for (const [path, width] of [['/', 1280], ['/services/network-infrastructure/wireless', 390], ['/contact', 1280], ['/resources', 390], ['/services/no-such-service', 1280]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        const expected404 = /status of 404/.test(message.text()) && message.location().url === page.url()
        if ((message.type() === 'error' || message.type() === 'warning') && !expected404) problems.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      await page.goto(`${nginx.url}${path}`, { waitUntil: 'load' })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15000 })
      // Navigating on the client works too (scripts and data chunks load under the CSP).
      if (path === '/') {
        await page.locator('footer a[href="/about"]').first().click()
        await page.waitForURL('**/about')
        await page.getByRole('heading', { level: 1 }).waitFor()
      }
      expect(problems, path).toEqual([])
      await context.close()
    }
  })
})
