import { describe, expect, test } from 'vitest'
import {
  headersFile,
  headersFor,
  hostingPlan,
  movedPage,
  parseHeadersFile,
  parseRedirectsFile,
  redirectsFile,
} from '../../../src/node/host/hosting.ts'
import { nginxConfig } from '../../../src/node/host/nginx-config.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'

// The security headers every host sends come from one plan (hostingPlan().security). The target is an A+ from
// Mozilla's HTTP Observatory on every test a static host can pass: CSP without unsafe-inline or eval for scripts,
// HSTS of six months or more, X-Content-Type-Options, framing refused (X-Frame-Options and frame-ancestors),
// a private Referrer-Policy, CORP and COOP. (Cookies: the site sets none; the http → https redirect is the TLS
// front's job, see README "Deploy".)

const config = { forms: { providers: [{ endpoint: 'https://api.web3forms.com/submit' }] } } as unknown as SiteConfig
const plan = hostingPlan({
  config,
  notFoundRoutes: ['/', '/services'],
  frameOrigins: ['https://www.openstreetmap.org'],
})

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  )

describe('_headers', () => {
  const rules = parseHeadersFile(headersFile(plan))

  test('types a JSON Feed as one, and no other JSON file', () => {
    expect(headersFor(rules, '/feeds/articles.json')['Content-Type']).toBe('application/feed+json; charset=utf-8')
    expect(headersFor(rules, '/_data/about/index.json')).not.toHaveProperty('Content-Type')
    expect(headersFor(rules, '/feeds/articles.rss')).not.toHaveProperty('Content-Type')
  })

  test('sends the full set of security headers to every path, header by header', () => {
    for (const path of [
      '/',
      '/about',
      '/services/no-such-service',
      '/_app/app-1a2b3c.js',
      '/assets/brand/logo.svg',
      '/sitemap.xml',
    ]) {
      const { 'Content-Security-Policy': csp, 'Cache-Control': _cache, ...others } = headersFor(rules, path)
      expect(others, path).toEqual({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
      })
      expect(directives(csp ?? ''), path).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        // The site's own images and data: first; the sites of site.yaml `imageOrigins` (none here) may follow, over https.
        'img-src': expect.stringMatching(/^'self' data:( https:\/\/[^\s*]+)*$/),
        'font-src': "'self'",
        'connect-src': "'self' https://api.web3forms.com",
        'form-action': "'self' https://api.web3forms.com",
        'frame-src': 'https://www.openstreetmap.org',
        'manifest-src': "'self'",
        'worker-src': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      })
    }
  })

  test('meets each Observatory criterion a static host can', () => {
    const security = plan.security
    const csp = directives(security['Content-Security-Policy'] ?? '')
    for (const [name, value] of Object.entries(csp)) {
      // 'unsafe-inline' in style-src only costs nothing; in script-src (or default-src, its fallback) it fails the test.
      if (name !== 'style-src') expect(value, name).not.toContain("'unsafe-inline'")
      expect(value, name).not.toContain("'unsafe-eval'")
      expect(value, name).not.toMatch(/(^| )(http:|\*)/)
    }
    expect(csp['frame-ancestors']).toBe("'none'")
    expect(Number(/max-age=(\d+)/.exec(security['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
      15768000,
    )
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      security['Referrer-Policy'],
    )
  })

  test("caches hashed build files for a year and assets for an hour; pages keep the hosts' default", () => {
    expect(headersFor(rules, '/_app/app-1a2b3c.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/assets/brand/logo.svg')['Cache-Control']).toBe('public, max-age=3600')
    expect(headersFor(rules, '/about')['Cache-Control']).toBeUndefined()
  })
})

describe('nginx.conf', () => {
  const conf = nginxConfig(plan, { root: '/srv/zuma/dist' })

  test('every location that answers sends every security header, always (on 404 too; HSTS needs it)', () => {
    const locations = conf.split(/\n {2}location /).slice(1)
    const answering = locations.filter((location) => !location.includes('return 404;'))
    expect(answering.map((location) => location.slice(0, location.indexOf(' {')))).toEqual([
      '/',
      '^~ /_app/',
      '^~ /assets/',
      '= /site.webmanifest',
      '^~ /feeds/',
      '/services/',
      '~ (^|/)(404|index)\\.html$',
    ])
    for (const location of answering) {
      for (const [name, value] of Object.entries(plan.security))
        expect(location).toContain(`    add_header ${name} "${value}" always;\n`)
    }
    expect(conf).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;')
  })

  test('refuses hidden files before any location, follows no symbolic link, and hides the host files', () => {
    const beforeLocations = conf.slice(0, conf.indexOf('  location '))
    expect(beforeLocations).toContain('\n  disable_symlinks on from=$document_root;\n')
    expect(beforeLocations).toContain('\n  if ($uri ~ "/\\.") { return 404; }\n')
    expect(conf).toContain('  location ~ ^/(_headers|_redirects|nginx\\.conf)$ {\n    return 404;\n  }\n')
  })
})

describe('redirects of moved pages: one plan for every host', () => {
  const movedConfig = {
    url: 'https://example.test/',
    language: 'en',
    labels: { pageMoved: 'This page has <moved>' },
  } as SiteConfig
  const moved = hostingPlan({
    config: movedConfig,
    notFoundRoutes: ['/'],
    frameOrigins: [],
    redirects: [
      { from: '/our-team', to: '/team' },
      { from: '/about/people', to: '/team' },
    ],
  })

  test('_redirects lists them first (a host applies the first rule that matches), and reads back the same', () => {
    const file = redirectsFile(moved)
    expect(file.split('\n').slice(1, 4)).toEqual([
      '/about/people  /team  301',
      '/our-team  /team  301',
      '/*  /404.html  404',
    ])
    expect(parseRedirectsFile(file)).toEqual(moved.redirects)
  })

  test('nginx answers each with an exact location, with the security headers', () => {
    const conf = nginxConfig(moved, { root: '/srv/dist' })
    const location = conf.slice(
      conf.indexOf('  location = /our-team {'),
      conf.indexOf('  }', conf.indexOf('  location = /our-team {')),
    )
    expect(location).toContain('    return 301 /team;\n')
    expect(location).toContain('    add_header X-Content-Type-Options "nosniff" always;\n')
  })

  test('the fallback page: refresh, canonical, noindex, a plain link, the words of site.yaml escaped', () => {
    const html = movedPage(movedConfig, moved.redirects[0]!, 'Our "Team"')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/team" />')
    expect(html).toContain('<link rel="canonical" href="https://example.test/team" />')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<h1>This page has &lt;moved&gt;</h1>')
    expect(html).toContain('<a href="/team">Our &quot;Team&quot;</a>')
    expect(html).not.toContain('<script')
  })
})
