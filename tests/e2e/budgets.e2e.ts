import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isStatic } from '../../src/blocks/registry.ts'
import { listedScripts, pageCssSize, withoutStructuredData } from '../../src/node/render/html.ts'
import { compressedSize, wireSize } from '../../src/node/util/compression.ts'
import { FIRST_ROUND_TRIP } from '../../src/node/render/lead-image.ts'
import { loadSite } from '../../src/node/load.ts'
import type { ResolvedBlock } from '../../src/shared/types.ts'
import { startHarness } from './browser.ts'

// Size budgets of the built site (dist/), as a visitor's browser receives it (gzip).

const dist = process.env.DIST_DIR ?? 'dist'
const KB = 1024

/**
 * First-load JavaScript of any page (issue 14): every script the browser fetches to make the first screen
 * interactive (blocks further down fetch their code when they come near the screen). React + react-dom alone are
 * about 66 KB of it. Two budgets:
 * - LISTED_BUDGET, what every built page lists to load before it is interactive (#root's data-entry and
 *   data-preload): issue 29's 80 KB. Since the full-screen hero became a drawing with a behaviour of its own
 *   (src/blocks/Hero/hero-behaviour.ts), no page of the site hydrates a block on its first screen: every page lists
 *   the same 81,653 bytes (the core's date and anchor helpers moved out of it, src/shared/dates.ts and anchors.ts).
 *   That leaves 267 bytes, more than the few bytes by which gzip sizes move when a chunk's content hash (in the names
 *   other chunks import) changes, and little enough that code added to the core has to be weighed against the goal.
 * - JS_BUDGET, what the home page has loaded in Chromium at phone and desktop sizes once the network is idle: with
 *   what waits for idle time (the router's history, Emotion's style compiler, the hero's behaviour), 89.1 KB.
 */
const LISTED_BUDGET = 80 * KB
const JS_BUDGET = 91.5 * KB
/** CSS of any page: the critical styles in its <style> tags (Emotion, per page) and the font rules. */
const CSS_BUDGET = 20 * KB

function htmlFiles(dir = dist): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /(^|\/)(index|404)\.html$/.test(f) && !f.startsWith('_app'),
  )
}

describe('budgets', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`the home page loads at most ${JS_BUDGET / KB} KB of JavaScript at ${width} px before the visitor scrolls`, async () => {
      const harness = await startHarness(dist)
      try {
        const { page, problems } = await harness.open('/', { width, height })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        await page.waitForLoadState('networkidle')
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.endsWith('.js')),
        )
        const bytes = scripts.reduce((sum, src) => sum + wireSize(join(dist, src)), 0)
        console.log(
          `home first-load JS at ${width} px: ${(bytes / KB).toFixed(1)} KB gzip in ${scripts.length} files (budget ${JS_BUDGET / KB} KB)`,
        )
        expect(problems).toEqual([])
        expect(scripts.length).toBeGreaterThan(3)
        expect(bytes).toBeLessThanOrEqual(JS_BUDGET)
      } finally {
        await harness.close()
      }
    })
  }

  test(`no page lists more than ${LISTED_BUDGET / KB} KB of JavaScript to load before it is interactive`, () => {
    const files = htmlFiles()
    const over = files
      .map((file) => ({
        file,
        bytes: listedScripts(readFileSync(join(dist, file), 'utf8')).reduce(
          (sum, src) => sum + wireSize(join(dist, src)),
          0,
        ),
      }))
      .filter(({ bytes }) => bytes > LISTED_BUDGET)
      .map(({ file, bytes }) => `${file}: ${bytes} bytes`)
    expect(files.length).toBeGreaterThan(55)
    expect(over).toEqual([])
  })

  test(`every page's HTML arrives in the first round trip (at most ${FIRST_ROUND_TRIP} bytes gzip)`, () => {
    // One round trip more is 150 ms more before a slow phone paints anything (lead-image.ts). Lighthouse's slow phone
    // waits for the whole document, its JSON-LD for search engines included (html.ts withStructuredData).
    let withData = 0
    const over = htmlFiles()
      .flatMap((file) => {
        const html = readFileSync(join(dist, file), 'utf8')
        if (withoutStructuredData(html) !== html) withData++
        return [{ file, bytes: compressedSize(html) }]
      })
      .filter(({ bytes }) => bytes > FIRST_ROUND_TRIP)
      .map(({ file, bytes }) => `${file}: ${bytes} bytes`)
    expect(over).toEqual([])
    expect(withData).toBeGreaterThan(30)
  })

  test('no page carries a picture inside it: its lead picture is a file, preloaded with high priority, and its data names the same file', () => {
    let preloaded = 0
    for (const file of htmlFiles()) {
      const html = readFileSync(join(dist, file), 'utf8')
      const data = readFileSync(join(dist, /data-page="([^"]+)"/.exec(html)![1]!), 'utf8')
      // The favicon is the one picture in the page (template.ts), and the page's data carries none.
      expect([...html.replace(/<link rel="icon" href="data:[^"]*"/, '').matchAll(/data:image\//g)], file).toEqual([])
      expect(data, file).not.toContain('data:image/')
      const lead = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high"/i.exec(html)?.[1]
      if (lead?.startsWith('/assets/images/')) {
        preloaded++
        expect(data, file).toContain(`"${lead}"`)
      }
    }
    expect(preloaded).toBeGreaterThan(20)
  })

  test('every page asks for its pictures first and its font last, each once, all from its head (html.ts preloadTags)', () => {
    const orders = new Map<string, number>()
    for (const file of htmlFiles()) {
      const html = readFileSync(join(dist, file), 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      const preloads = [...head.matchAll(/<link rel="preload" as="(\w+)"[^>]*?(?:href|imagesrcset)="([^"]+)"/g)].map(
        ([, kind, address]) => `${kind} ${address}`,
      )
      const kinds = preloads.map((p) => p.split(' ')[0]).join(' ')
      orders.set(kinds, (orders.get(kinds) ?? 0) + 1)
      expect(kinds, file).toMatch(/^(image )+font$/)
      expect(new Set(preloads).size, file).toBe(preloads.length)
      expect(html.slice(head.length), file).not.toContain('rel="preload"')
    }
    // The header's logo on every page, and a lead picture before it on most.
    expect(orders.get('image image font')).toBeGreaterThan(30)
  })

  test(`every page's CSS is at most ${CSS_BUDGET / KB} KB`, () => {
    const over: string[] = []
    for (const file of htmlFiles()) {
      const html = readFileSync(join(dist, file), 'utf8')
      const bytes = pageCssSize(dist, html)
      if (bytes > CSS_BUDGET) over.push(`${file}: ${(bytes / KB).toFixed(1)} KB`)
    }
    expect(over).toEqual([])
  })

  test('no page lists the code of a block it does not use up front; its first block is listed unless static', () => {
    const result = loadSite({ siteDir: process.env.SITE_DIR ?? 'site' })
    expect(result.errors).toEqual([])
    if (!result.ok) return
    const { site } = result
    // Blocks whose code builds on another block's (a detail page opens with the Hero): that code comes along.
    const uses = new Map<string, Set<string>>()
    for (const folder of readdirSync('src/blocks', { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const code = readdirSync(join('src/blocks', folder.name))
        .map((f) => readFileSync(join('src/blocks', folder.name, f), 'utf8'))
        .join('\n')
      uses.set(
        folder.name,
        new Set([folder.name, ...[...code.matchAll(/from '\.\.\/([A-Z][A-Za-z]+)\//g)].map((m) => m[1]!)]),
      )
    }
    const folderOf = (type: string) => type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
    const problems: string[] = []
    for (const page of [...site.pages, ...site.notFound]) {
      const file = page.data.notFound ? join(page.route, '404.html') : join(page.route, 'index.html')
      const html = readFileSync(join(dist, file), 'utf8')
      const scripts = listedScripts(html).map((src) => src.split('/').pop()!)
      const types = [...new Set(page.data.blocks.map((b) => folderOf(b.type)))]
      const allowed = new Set(types.flatMap((t) => [...(uses.get(t) ?? [t])]))
      for (const script of scripts) {
        const blocks = /^block-([A-Za-z+]+)-/.exec(script)?.[1]?.split('+') ?? []
        const foreign = blocks.filter((b) => !allowed.has(b))
        if (foreign.length) problems.push(`${page.route}: ${script} holds ${foreign.join(', ')}`)
      }
      // A static first block (src/blocks/registry.ts) has no code to load; any other is listed.
      const first = types[0]!
      const listed = scripts.some(
        (s) => s.startsWith('block-') && /^block-([A-Za-z+]+)-/.exec(s)![1]!.split('+').includes(first),
      )
      if (listed === isStatic(page.data.blocks[0] as unknown as ResolvedBlock))
        problems.push(`${page.route}: ${listed ? 'a chunk' : 'no chunk'} for its ${first}`)
    }
    expect(problems).toEqual([])
  })

  test('neither the YAML parser nor the schema validator reaches the browser', () => {
    const scripts = readdirSync(join(dist, '_app')).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    for (const file of scripts) {
      const code = readFileSync(join(dist, '_app', file), 'utf8')
      for (const marker of ['YAMLParseError', 'YAMLException', 'strict mode: ', 'ajv', 'must have required property'])
        expect(code.includes(marker), `${file} contains ${marker}`).toBe(false)
    }
  })
})
