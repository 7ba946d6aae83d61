import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect } from 'node:http2'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { headersFile, hostingPlan, redirectsFile } from '../../../src/node/host/hosting.ts'
import { nginxConfig } from '../../../src/node/host/nginx-config.ts'
import { requestPath, startStaticServer, type StaticServer } from '../../../src/node/host/static-server.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'
import { loopbackCertificate } from '../../../scripts/tls.ts'
import { HOST_FILE_MARK, OFF_LIMITS, plantOffLimits, SECRET, sendRaw } from '../../helpers/off-limits.ts'

// `npm run serve` on a small hand-made dist/ (nothing is built): it serves the site's files and nothing else,
// whatever the request path says; the same table runs against nginx in tests/e2e/nginx.e2e.ts.

let work: string
let dist: string
let server: StaticServer

const page = (heading: string) =>
  `<!doctype html><html><head><title>${heading}</title></head><body><h1>${heading}</h1></body></html>\n`
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1]

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'zuma-serve-'))
  dist = join(work, 'dist')
  const plan = hostingPlan({
    config: {} as SiteConfig,
    notFoundRoutes: ['/', '/services'],
    frameOrigins: [],
    redirects: [{ from: '/old-about', to: '/about' }],
  })
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    // The build's fallback page at a moved page's old address, for hosts that cannot redirect.
    'old-about/index.html': page('This page has moved'),
    '404.html': page('Page Not Found'),
    'services/404.html': page('Service Not Found'),
    '_app/app-1a2b3c.js': 'console.log("app")\n',
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'robots.txt': 'User-agent: *\n',
    _headers: headersFile(plan),
    _redirects: redirectsFile(plan),
    'nginx.conf': nginxConfig(plan, { root: dist }),
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), text)
  }
  plantOffLimits(dist)
  server = await startStaticServer({ root: dist })
})

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run serve serves nothing outside dist/', () => {
  test.each(OFF_LIMITS)('%s answers %i and sends no secret and no host file', async (path, status) => {
    const response = await sendRaw(server.url, path)
    expect(response.status).toBe(status)
    expect(response.body).not.toContain(SECRET)
    expect(response.body).not.toContain(HOST_FILE_MARK)
    // Refused files get the site-wide not-found page, as from nginx.
    if (status === 404) expect(h1(response.body)).toBe('Page Not Found')
  })

  test('a path that is not UTF-8 once decoded answers 400 (nginx does not check, and answers 404)', async () => {
    expect((await sendRaw(server.url, '/%C0%AE%C0%AE/nginx.conf')).status).toBe(400)
  })

  test('a 400 carries the security headers like every other answer', async () => {
    const response = await fetch(`${server.url}/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('everything else is served as before', () => {
  test('clean URLs, with and without a trailing slash or a query', async () => {
    for (const path of ['/about', '/about/', '/about//', '/about/.', '/about?utm=x', '/_app/../about']) {
      const response = await sendRaw(server.url, path)
      expect(response.status, path).toBe(200)
      expect(h1(response.body), path).toBe('About')
    }
  })

  test('unknown paths get the nearest not-found page with status 404; not-found and index pages are not pages', async () => {
    const cases: Array<[string, string]> = [
      ['/no-such-page', 'Page Not Found'],
      ['/services/no-such-service', 'Service Not Found'],
      ['/services/a/b/', 'Service Not Found'],
      ['/404.html', 'Page Not Found'],
      ['/services/404.html', 'Service Not Found'],
      ['/about/index.html', 'Page Not Found'],
    ]
    for (const [path, heading] of cases) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(h1(await response.text()), path).toBe(heading)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  test('files get the headers of dist/_headers and are sent compressed', async () => {
    const script = await fetch(`${server.url}/_app/app-1a2b3c.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect(script.headers.get('content-encoding')).toBe('gzip')
    expect(await script.text()).toBe('console.log("app")\n')
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('cache-control')).toBe('no-cache')
  })
})

describe('a moved page', () => {
  test('its old address answers with a permanent redirect to the new one (from dist/_redirects), not the fallback page', async () => {
    for (const path of ['/old-about', '/old-about/', '/old-about?from=mail']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(301)
      expect(response.headers.get('location'), path).toBe('/about')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
    const followed = await fetch(`${server.url}/old-about`)
    expect(followed.url).toBe(`${server.url}/about`)
    expect(h1(await followed.text())).toBe('About')
  })
})

describe('requestPath', () => {
  const root = join(tmpdir(), 'site')
  test.each([
    ['/', '/'],
    ['/about/', '/about'],
    ['//a//b/', '/a/b'],
    ['/a/./b/../c?x=/../..#y', '/a/c'],
    ['/_app/..%2f_headers', '/_headers'],
    ['/caf%C3%A9', '/café'],
    ['/%2eenv', '/.env'],
  ])('%s names %s', (target, path) => {
    expect(requestPath(root, target)).toBe(path)
  })

  test.each([
    '/..',
    '/../x',
    '/a/../../x',
    '/..%2fsite/x',
    '/%2e%2e/x',
    '/%E0%A4%A',
    '/%',
    '/%00',
    '/a%00b',
    '/%C0%AE',
    '*',
    'http://host/x',
  ])('%s names nothing (400)', (target) => {
    expect(requestPath(root, target)).toBeUndefined()
  })
})

describe('over TLS (npm run lighthouse serves so, as the hosts do)', () => {
  /** One request over HTTP/2 to a server with the loopback certificate: status, headers and body (gunzipped). */
  const h2get = (url: string, path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const session = connect(url, { rejectUnauthorized: false })
      session.on('error', reject)
      const request = session.request({ ':path': path, 'accept-encoding': 'gzip' })
      const chunks: Buffer[] = []
      let headers: Record<string, unknown> = {}
      request.on('response', (h) => (headers = h))
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        session.close()
        const raw = Buffer.concat(chunks)
        const body = headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString()
        resolve({ status: Number(headers[':status']), headers, body })
      })
      request.end()
    })

  test('pages, not-found pages and headers come over HTTP/2 as over HTTP/1.1', async () => {
    const secure = await startStaticServer({ root: dist, tls: loopbackCertificate() })
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
      const about = await h2get(secure.url, '/about')
      expect(about.status).toBe(200)
      expect(h1(about.body)).toBe('About')
      expect(about.headers['content-encoding']).toBe('gzip')
      expect(about.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
      const missing = await h2get(secure.url, '/services/nothing-here')
      expect(missing.status).toBe(404)
      expect(h1(missing.body)).toBe('Service Not Found')
      expect((await h2get(secure.url, '/old-about')).headers.location).toBe('/about')
    } finally {
      await secure.close()
    }
  })
})
