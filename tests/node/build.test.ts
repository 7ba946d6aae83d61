import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { listedScripts } from '../../src/node/render/html.ts'
import { ContentErrors } from '../../src/node/errors/errors.ts'

const root = join(import.meta.dirname, '../..')
let work: string
let outDir: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'zuma-build-'))
  cpSync(join(root, 'tests/fixtures/sites/minimal'), join(work, 'site'), { recursive: true })
  outDir = join(work, 'dist')
  await buildSite({ root, siteDir: join(work, 'site'), outDir, log: false })
}, 120000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

const read = (path: string) => readFileSync(join(outDir, path), 'utf8')

describe('static build of a fixture site', () => {
  test('prerenders every route with its content and styles in the HTML', () => {
    const home = read('index.html')
    expect(home).toContain('<title>Home | Example Co</title>')
    expect(home).toMatch(/<h1[^>]*>Welcome<\/h1>/)
    // The page's rules are in a style sheet named by its text's hash, linked in its head; pages of the same blocks
    // share one, and the home page's is not the about page's (its hero has rules the about page does not use).
    const sheetOf = (html: string) =>
      /<link rel="stylesheet" href="\/(_app\/styles-[\w-]{12}\.css)" data-emotion="css" \/>/.exec(html)?.[1]
    const sheet = sheetOf(home)!
    expect(sheet).toBeDefined()
    expect(home.indexOf(sheet)).toBeLessThan(home.indexOf('</head>'))
    expect(home).not.toContain('data-emotion="css">')
    const css = read(sheet)
    for (const [, name] of home.matchAll(/class="[^"]*\bcss-(\w+)/g)) expect(css).toContain(`.css-${name}`)
    expect(css).toMatch(/^[^{]*\{/)
    expect(sheetOf(read('about/index.html'))).not.toBe(sheet)
    expect(read('about/index.html')).toContain('<html lang="en"')
    expect(existsSync(join(outDir, 'services/network-infrastructure/wireless/index.html'))).toBe(true)
  })

  test("a page asks for its pictures from its head, each once: React's too", () => {
    for (const file of ['index.html', 'about/index.html', '404.html']) {
      const html = read(file)
      const head = html.slice(0, html.indexOf('</head>'))
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*href="([^"]+)"/g)].map(([, href]) => href)
      // The header's logo is drawn with high priority on every page: React asks for it at the start of the page's
      // body, and the build moves that into the head.
      expect(preloads, file).toContain('/assets/brand/logo.svg')
      expect(new Set(preloads).size, file).toBe(preloads.length)
      expect(html.slice(head.length), file).not.toContain('rel="preload"')
    }
    // The home page's lead picture (its hero's, which React asks for too) comes first.
    expect(read('index.html')).toMatch(
      /<title>[^<]*<\/title>\s*<link rel="preload" as="image" href="\/assets\/images\/hero\.svg"/,
    )
  })

  test('writes the not-found pages where hosts look for them', () => {
    expect(read('404.html')).toContain('noindex')
    expect(existsSync(join(outDir, 'services/404.html'))).toBe(true)
  })

  test('writes sitemap.xml and robots.txt from the route tree', () => {
    const sitemap = read('sitemap.xml')
    expect(sitemap).toContain('<loc>https://example.test/</loc>'.replace('https://example.test', sitemapOrigin()))
    expect(sitemap).toContain('/services/network-infrastructure/wireless</loc>')
    expect(sitemap).not.toContain('404')
    expect(read('robots.txt')).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
  })

  test('ships neither the YAML parser nor the validator to the browser, and no page data in its code', () => {
    const chunks = readdirSync(join(outDir, '_app')).filter((f) => f.endsWith('.js'))
    const all = chunks.map((f) => read(`_app/${f}`))
    for (const code of all) {
      expect(code).not.toContain('YAMLParseError')
      expect(code).not.toContain('strict mode: ')
    }
    const entry = listedScripts(read('index.html')).find((src) => /^\/_app\/index-[^/]+\.js$/.test(src))
    expect(entry).toBeDefined()
    expect(chunks).toContain(entry!.slice('/_app/'.length))
    // A page's content lives in its data file (fetched by address), in no script.
    const aboutText = 'We are nearby.'
    expect(all.filter((code) => code.includes(aboutText))).toEqual([])
    expect(JSON.parse(read('_data/about/index.json'))).toMatchObject({ route: '/about' })
    expect(read('_data/about/index.json')).toContain(aboutText)
    expect(read('about/index.html')).toContain('data-page="/_data/about/index.json"')
  })

  test('a failed build leaves the previous dist/ untouched and no temporary folder behind', async () => {
    const before = read('index.html')
    writeFileSync(join(work, 'site/pages/index.yaml'), 'title: "unclosed\n')
    const failed = buildSite({ root, siteDir: join(work, 'site'), outDir, log: false })
    await expect(failed).rejects.toThrow(/pages\/index\.yaml:1:8/)
    // One exception for content, with every error: the command line and the dev server tell it by its class.
    await expect(failed).rejects.toBeInstanceOf(ContentErrors)
    await expect(failed.catch((error: ContentErrors) => error.errors.map((e) => e.code))).resolves.toEqual([
      'yaml-syntax',
    ])
    expect(read('index.html')).toBe(before)
    expect(readdirSync(work).filter((f) => f.includes('.tmp-'))).toEqual([])
  })
})

function sitemapOrigin(): string {
  return /^url:\s*(\S+)/m.exec(readFileSync(join(root, 'tests/fixtures/sites/minimal/site.yaml'), 'utf8'))![1]!
}
