import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseHeadersFile } from '../../src/node/host/hosting.ts'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts'
import { HOST_FILE_MARK, OFF_LIMITS, plantOffLimits, SECRET, sendRaw } from '../helpers/off-limits.ts'
import { CHROMIUM_ARGS, chromiumPath, clickAtRest } from './browser.ts'

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

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' })
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
const appFile = (ext: string) => `/_app/${readdirSync(join(root, '_app')).find((f) => f.endsWith(ext))}`

describe('status codes and pages', () => {
  test('every kind of page answers 200, with and without a trailing slash', async () => {
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/services',
      '/services/',
      '/services/cybersecurity',
      '/services/network-infrastructure/wireless/',
      '/case-studies/financial-security',
      '/contact',
      '/sitemap',
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/favicon.ico',
    ]) {
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
    for (const path of [
      '/nginx.conf',
      '/_headers',
      '/_redirects',
      '/404.html',
      '/services/404.html',
      '/about/index.html',
    ])
      expect((await get(path)).status, path).toBe(404)
  })
})

describe('headers', () => {
  test('every response carries the full set of security headers of dist/_headers, header by header', async () => {
    const security =
      parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')).find((rule) => rule.pattern === '/*')?.headers ??
      {}
    // What Mozilla's HTTP Observatory scores (A+); the CSP and Permissions-Policy are checked below.
    expect(security).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
    expect(Object.keys(security).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ])
    // Pages, files, not-found pages and refused hidden files alike: nginx adds them `always`, on a 404 too.
    for (const path of [
      '/',
      '/about/',
      '/contact',
      '/no-such-page',
      '/services/no-such-service',
      '/.env',
      appFile('.js'),
      '/assets/brand/logo.svg',
      '/site.webmanifest',
      '/sitemap.xml',
    ]) {
      const headers = (await get(path)).headers
      for (const [name, value] of Object.entries(security)) expect(headers.get(name), `${path} ${name}`).toBe(value)
    }
  })

  test('the CSP allows only what the site uses', async () => {
    for (const path of ['/', '/contact', '/no-such-page', appFile('.js'), '/assets/brand/logo.svg']) {
      const headers = (await get(path)).headers
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'self'")
      // The site's own files, and the boot script inlined in every page by the hash of its text; its search may
      // compile WebAssembly ('wasm-unsafe-eval', hosting.ts), but nothing may eval.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/]+=*';/)
      expect(csp).not.toContain("'unsafe-eval'")
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
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'cache-control',
    ]
    for (const path of [
      '/',
      '/services/cybersecurity',
      '/no-such-page',
      appFile('.js'),
      '/assets/brand/logo.svg',
      '/sitemap.xml',
    ]) {
      const a = (await get(path)).headers
      const b = (await fetch(`${local.url}${path}`)).headers
      for (const name of names) expect(a.get(name), `${path} ${name}`).toBe(b.get(name))
    }
  })

  test('hashed build files are cached for a year, site assets for an hour, pages are revalidated', async () => {
    expect((await get(appFile('.js'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get(appFile('.woff2'))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/assets/images/hero-home.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
    for (const path of ['/', '/about', '/sitemap.xml', '/site.webmanifest'])
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache')
  })

  test('text is sent gzip-compressed, with the right content types', async () => {
    const page = await get('/services/cybersecurity', { 'Accept-Encoding': 'gzip' })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(page.headers.get('vary')).toContain('Accept-Encoding')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const script = await get(appFile('.js'), { 'Accept-Encoding': 'gzip' })
    expect(script.headers.get('content-encoding')).toBe('gzip')
    expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/)
    expect(
      (await get('/assets/images/hero-home.svg', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding'),
    ).toBe('gzip')
    expect((await get('/site.webmanifest')).headers.get('content-type')).toContain('application/manifest+json')
    // The feeds (a .json file under /feeds/ is a JSON Feed), compressed like other text.
    for (const [path, type] of [
      ['/feeds/articles.rss', 'application/rss+xml'],
      ['/feeds/articles.atom', 'application/atom+xml'],
      ['/feeds/articles.json', 'application/feed+json'],
    ]) {
      const feed = await get(path!, { 'Accept-Encoding': 'gzip' })
      expect(feed.status, path).toBe(200)
      expect(feed.headers.get('content-type'), path).toBe(`${type}; charset=utf-8`)
      expect(feed.headers.get('content-encoding'), path).toBe('gzip')
    }
    // Without Accept-Encoding the same bytes come uncompressed.
    const plain = await get('/services/cybersecurity', { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(h1(await plain.text())).toBe('Cybersecurity Services That Keep Attackers Out')
  })
})

describe('nothing outside the site, and no hidden or host file, is served', () => {
  // A copy of the built site with secrets planted in and next to it, served by nginx with the shipped config (only
  // its root line pointed at the copy, as a deployer does) and by `npm run serve`: both answer every request alike.
  let work: string
  let copyNginx: RunningNginx
  let copyLocal: StaticServer

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'zuma-off-limits-'))
    const copy = join(work, 'dist')
    cpSync(root, copy, { recursive: true })
    writeFileSync(
      join(copy, 'nginx.conf'),
      readFileSync(join(root, 'nginx.conf'), 'utf8').replace(`root ${resolve(root)};`, `root ${copy};`),
    )
    plantOffLimits(copy)
    copyNginx = await startNginx({ root: copy })
    copyLocal = await startStaticServer({ root: copy })
  })
  afterAll(async () => {
    await copyLocal?.close()
    await copyNginx?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  test.each(OFF_LIMITS)(
    '%s answers %i from nginx and from npm run serve, with no secret and no host file',
    async (path, status) => {
      for (const [server, url] of [
        ['nginx', copyNginx.url],
        ['npm run serve', copyLocal.url],
      ] as const) {
        const response = await sendRaw(url, path)
        expect(response.status, server).toBe(status)
        expect(response.body, server).not.toContain(SECRET)
        expect(response.body, server).not.toContain(HOST_FILE_MARK)
        // Refused files get the site-wide not-found page; a 400 is nginx's own page (or a line of text).
        if (status === 404) expect(h1(response.body), server).toBe('Page Not Found')
      }
    },
  )

  test('nginx does not check that a decoded path is UTF-8: it answers 404 where npm run serve answers 400', async () => {
    expect((await sendRaw(copyNginx.url, '/%C0%AE%C0%AE/nginx.conf')).status).toBe(404)
    expect((await sendRaw(copyLocal.url, '/%C0%AE%C0%AE/nginx.conf')).status).toBe(400)
  })
})

describe('in a browser, through nginx', () => {
  test('pages hydrate without console errors: the CSP blocks nothing the site needs', async () => {
    for (const [path, width] of [
      ['/', 1280],
      ['/services/network-infrastructure/wireless', 390],
      ['/contact', 1280],
      ['/resources', 390],
      ['/services/no-such-service', 1280],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        const expected404 = /status of 404/.test(message.text()) && message.location().url === page.url()
        if ((message.type() === 'error' || message.type() === 'warning') && !expected404)
          problems.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
      await page.goto(`${nginx.url}${path}`, { waitUntil: 'load' })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 15000,
      })
      // Navigating on the client works too (scripts and data chunks load under the CSP).
      if (path === '/') {
        await clickAtRest(page.locator('footer a[href="/about"]').first())
        await page.waitForURL('**/about')
        await page.getByRole('heading', { level: 1 }).waitFor()
      }
      expect(problems, path).toEqual([])
      await context.close()
    }
  })
})
