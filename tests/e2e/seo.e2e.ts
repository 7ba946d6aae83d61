import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

// Search and sharing metadata, and the security rules, checked on every built page (dist/).

const dist = process.env.DIST_DIR ?? 'dist'
const siteYaml = parse(readFileSync('site/site.yaml', 'utf8')) as { shareImage: { src: string; alt: string } }
const frenchYaml = parse(readFileSync('site/locales/fr.yaml', 'utf8')) as { shareImage: { alt: string } }
const read = (file: string) => readFileSync(join(dist, file), 'utf8')
const sitemap = read('sitemap.xml')
const origin = /<loc>(https?:\/\/[^/<]+)\//.exec(sitemap)![1]!
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
const fileOf = (route: string) => (route === '/' ? 'index.html' : join(route.slice(1), 'index.html'))
const pages = routes.map((route) => ({ route, html: read(fileOf(route)) }))
const notFound = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => /(^|\/)404\.html$/.test(f))
  .map((file) => ({ file, html: read(file) }))

const attr = (html: string, selector: RegExp) =>
  selector
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))
/** The things a page's JSON-LD describes: its documents, or the nodes of their graphs. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const doc = JSON.parse(m[1]!) as Record<string, unknown>
    return (doc['@graph'] as Array<Record<string, unknown>> | undefined) ?? [doc]
  })

describe('search and sharing', () => {
  test('every route has a unique title and meta description', () => {
    expect(pages.length).toBeGreaterThan(55)
    const titles = new Map<string, string[]>()
    const descriptions = new Map<string, string[]>()
    for (const { route, html } of pages) {
      const title = attr(html, /<title>([^<]*)<\/title>/)
      const description = meta(html, 'description')
      expect(title, route).toBeTruthy()
      expect(description?.length ?? 0, route).toBeGreaterThan(50)
      titles.set(title!, [...(titles.get(title!) ?? []), route])
      descriptions.set(description!, [...(descriptions.get(description!) ?? []), route])
    }
    expect([...titles].filter(([, r]) => r.length > 1)).toEqual([])
    expect([...descriptions].filter(([, r]) => r.length > 1)).toEqual([])
  })

  test('every route has lang, one h1, a canonical URL and Open Graph and Twitter cards with an image', () => {
    for (const { route, html } of pages) {
      // The French pages (/fr, /fr/a-propos…) are in French; the rest in English. Social sites read the language
      // with its country (site.yaml's region).
      const french = route === '/fr' || route.startsWith('/fr/')
      expect(html, route).toMatch(french ? /<html lang="fr"/ : /<html lang="en"/)
      expect(meta(html, 'og:locale'), route).toBe(french ? 'fr_FR' : 'en_NG')
      // The site's share picture is described in the page's language (fr.yaml's shareImage).
      if (meta(html, 'og:image') === `${origin}${siteYaml.shareImage.src}`)
        expect(meta(html, 'og:image:alt'), route).toBe(french ? frenchYaml.shareImage.alt : siteYaml.shareImage.alt)
      expect(html.match(/<h1[\s>]/g)?.length, route).toBe(1)
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), route).toBe(`${origin}${route}`)
      expect(meta(html, 'og:url'), route).toBe(`${origin}${route}`)
      expect(meta(html, 'og:title'), route).toBe(attr(html, /<title>([^<]*)<\/title>/))
      expect(meta(html, 'og:description'), route).toBe(meta(html, 'description'))
      expect(meta(html, 'og:image'), route).toMatch(/^https:\/\/.+\.(png|jpg)$/)
      expect(meta(html, 'og:image:alt'), route).toBeTruthy()
      expect(meta(html, 'twitter:card'), route).toBe('summary_large_image')
      expect(meta(html, 'twitter:image'), route).toBe(meta(html, 'og:image'))
      expect(html, route).not.toContain('name="robots" content="noindex"')
    }
  })

  test('not-found pages are marked noindex, have one h1 and no canonical URL', () => {
    expect(notFound.map((p) => p.file).sort()).toEqual([
      '404.html',
      'case-studies/404.html',
      'fr/404.html',
      'services/404.html',
    ])
    for (const { file, html } of notFound) {
      expect(meta(html, 'robots'), file).toBe('noindex')
      expect(html, file).not.toContain('rel="canonical"')
      expect(html.match(/<h1[\s>]/g)?.length, file).toBe(1)
    }
  })

  test('the home page describes the organization in JSON-LD, from site.yaml', () => {
    const [org] = jsonLd(read('index.html'))
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Zuma Technologies',
      url: `${origin}/`,
      logo: `${origin}/assets/brand/logo.svg`,
    })
    expect(org!.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Central Business District',
      addressLocality: 'Abuja',
      addressCountry: 'Nigeria',
    })
    // site.yaml gives no region, postal code, coordinates or profiles: none are made up.
    expect(Object.keys(org!.address as object).sort()).toEqual([
      '@type',
      'addressCountry',
      'addressLocality',
      'streetAddress',
    ])
    expect(org).not.toHaveProperty('location')
    expect(org).not.toHaveProperty('geo')
    expect(org).not.toHaveProperty('sameAs')
    expect(org).toMatchObject({ telephone: '+234 800 000 0000', email: 'hello@zumatech.example' })
  })

  test('every article carries Article JSON-LD with its headline, date, author and image', () => {
    const articles = pages.filter((p) => /^\/resources\/[^/]+$/.test(p.route))
    expect(articles.length).toBeGreaterThan(3)
    for (const { route, html } of articles) {
      const article = jsonLd(html).find((thing) => thing['@type'] === 'Article')
      expect(article, route).toMatchObject({ '@type': 'Article', url: `${origin}${route}`, inLanguage: 'en' })
      expect(article!.headline, route).toBe(meta(html, 'og:title')!.replace(/ \| Zuma Technologies$/, ''))
      expect(article!.datePublished, route).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect((article!.author as { name: string }).name, route).toBeTruthy()
      expect(article!.image, route).toMatch(/^https:\/\/.+\/assets\/images\//)
      expect(meta(html, 'og:type'), route).toBe('article')
    }
    // Top-level pages other than home and contact have no JSON-LD (tests/e2e/structured-data.e2e.ts checks each page
    // type's), and JSON-LD can never close its own element.
    expect(jsonLd(read('about/index.html'))).toEqual([])
    for (const { html } of pages)
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(m[1]).not.toMatch(/[<>]/)
  })

  test('sitemap.xml lists every route with a date, robots.txt points to it, and the icons and manifest exist', () => {
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(routes.length)
    expect(read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const manifest = JSON.parse(read('site.webmanifest')) as {
      name: string
      theme_color: string
      icons: Array<{ src: string; sizes: string }>
    }
    expect(manifest.name).toBe('Zuma Technologies')
    expect(manifest.theme_color).toBe('#060f1f')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) expect(existsSync(join(dist, icon.src)), icon.src).toBe(true)
    const home = read('index.html')
    // The SVG favicon travels in the page; the manifest is linked by the boot script after the first paint.
    const favicon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(home)?.[1]
    expect(decodeURIComponent(favicon ?? '')).toBe(read('assets/brand/favicon.svg').trim())
    expect(home).toContain('rel="apple-touch-icon"')
    expect(home).toContain('data-manifest="/site.webmanifest"')
    expect(existsSync(join(dist, 'favicon.ico'))).toBe(true)
  })
})

describe('security', () => {
  test('the one inline script of every page is the boot script, which the CSP names by its hash (no other runs)', () => {
    const csp = /Content-Security-Policy: (.*)/.exec(read('_headers'))![1]!
    const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!.split(' ')
    const inline = new Set<string>()
    for (const { file, html } of [...pages.map((p) => ({ file: p.route, html: p.html })), ...notFound]) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/type="application\/ld\+json"/.test(m[1]!),
      )
      expect(
        scripts.map((m) => m[1]),
        file,
      ).toEqual([''])
      inline.add(scripts[0]![2]!)
      expect(html, file).not.toMatch(/\son[a-z]+="/)
    }
    expect(inline.size).toBe(1)
    const hash = `'sha256-${createHash('sha256')
      .update([...inline][0]!)
      .digest('base64')}'`
    // The site has a search block: Pagefind's runtime may compile WebAssembly, and nothing more (host/hosting.ts).
    expect(scriptSources).toEqual(["'self'", "'wasm-unsafe-eval'", hash])
  })

  test('links to other sites open with rel="noopener noreferrer"', () => {
    let external = 0
    for (const { route, html } of pages) {
      for (const m of html.matchAll(/<a\b[^>]*href="(https?:\/\/[^"]+)"[^>]*>/g)) {
        external++
        expect(m[0], route).toMatch(/rel="noopener noreferrer"/)
      }
    }
    expect(external).toBeGreaterThan(0)
  })

  test('the host configuration is shipped with the build', () => {
    const headers = read('_headers')
    expect(headers).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-[\w+/]+=*';/m,
    )
    expect(headers).toContain('/_app/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(
      read('_redirects')
        .split('\n')
        .filter((l) => l && !l.startsWith('#')),
    ).toEqual([
      '/case-studies/*  /case-studies/404.html  404',
      '/services/*  /services/404.html  404',
      '/fr/*  /fr/404.html  404',
      '/*  /404.html  404',
    ])
    expect(read('nginx.conf')).toContain('error_page 404 /services/404.html;')
  })
})
