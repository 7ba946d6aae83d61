import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'
import { createDraftsSite, DRAFT_ITEM, MOVED, UNFINISHED } from '../helpers/drafts-site.ts'
import { removeFixtureSites } from '../helpers/fixture-site.ts'

// The production build of a site with an unfinished scaffolded page, a draft item and a moved page: drafts are not
// published anywhere, and every old address of the moved page leads to its new one.

const root = join(import.meta.dirname, '../..')
let outDir: string
let server: StaticServer

beforeAll(async () => {
  const site = createDraftsSite()
  outDir = join(site.dir, '../dist')
  await buildSite({ root, siteDir: site.dir, outDir, log: false })
  server = await startStaticServer({ root: outDir })
}, 180000)

afterAll(async () => {
  await server?.close()
  removeFixtureSites()
})

const read = (path: string) => readFileSync(join(outDir, path), 'utf8')

describe('a page scaffolded by new:page and left unfinished is not published', () => {
  test('it has no page, and neither has the draft case study', () => {
    expect(existsSync(join(outDir, UNFINISHED, 'index.html'))).toBe(false)
    expect(existsSync(join(outDir, DRAFT_ITEM, 'index.html'))).toBe(false)
    // The published pages beside them are built.
    expect(existsSync(join(outDir, 'about/index.html'))).toBe(true)
    expect(existsSync(join(outDir, 'case-studies/acme-bank/index.html'))).toBe(true)
  })

  test('sitemap.xml and the site map page do not list the drafts', () => {
    const sitemap = read('sitemap.xml')
    expect(sitemap).toContain('<loc>https://example.test/about</loc>')
    expect(sitemap).not.toContain(UNFINISHED)
    expect(sitemap).not.toContain(DRAFT_ITEM)
    const siteMapPage = read('sitemap/index.html')
    expect(siteMapPage).toContain('href="/about"')
    expect(siteMapPage).toContain(`href="${MOVED.route}"`)
    expect(siteMapPage).not.toContain(UNFINISHED)
    expect(siteMapPage).not.toContain(DRAFT_ITEM)
  })
})

describe('a moved page: its old addresses redirect to it', () => {
  test('_redirects sends each old address to the new one (301), before the not-found rules', () => {
    const lines = read('_redirects').split('\n')
    const moved = MOVED.aliases.map((alias) => lines.indexOf(`${alias}  ${MOVED.route}  301`))
    expect(moved.every((index) => index > 0)).toBe(true)
    expect(Math.max(...moved)).toBeLessThan(lines.findIndex((line) => line.endsWith('404')))
  })

  test('the nginx config answers each old address with a 301', () => {
    const config = read('nginx.conf')
    for (const alias of MOVED.aliases)
      expect(config).toMatch(new RegExp(`location = ${alias} \\{[^}]*return 301 ${MOVED.route};`))
  })

  test('a fallback page at each old address sends browsers on, names the new page for people and is not indexed', () => {
    for (const alias of MOVED.aliases) {
      const html = read(`${alias.slice(1)}/index.html`)
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${MOVED.route}" />`)
      expect(html).toContain(`<link rel="canonical" href="https://example.test${MOVED.route}" />`)
      expect(html).toContain('<meta name="robots" content="noindex" />')
      // The words come from site.yaml (labels.pageMoved) and the new page's name.
      expect(html).toContain('<h1>This page has moved</h1>')
      expect(html).toContain(`<a href="${MOVED.route}">${MOVED.navLabel}</a>`)
      expect(html).toContain('<html lang="en">')
    }
  })

  test('old addresses are not in sitemap.xml', () => {
    for (const alias of MOVED.aliases) expect(read('sitemap.xml')).not.toContain(alias)
  })

  test('npm run serve answers the old addresses with a 301 to the new one, from the same plan', async () => {
    for (const path of [...MOVED.aliases, `${MOVED.aliases[0]}/`]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe(MOVED.route)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const followed = await fetch(`${server.url}${MOVED.aliases[1]}`)
    expect(followed.url).toBe(`${server.url}${MOVED.route}`)
    expect(await followed.text()).toMatch(/<h1[^>]*>Our Team<\/h1>/)
  })
})
