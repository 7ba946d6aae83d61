import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EngineOptions, LoadedSite, Site } from '../../src/node/load.ts'

/**
 * What a dev server starting with nothing kept does before its first load (bundle/vite-plugin.ts): a first look at
 * the page asked for (load.ts firstLook) gives that page as the whole load will, having read only what it needs, or
 * nothing where it cannot stand for the whole load; and the page files read ahead (load.ts readAhead) are not read
 * or parsed again by the load that follows, which finds everything the files say, errors included.
 */

const MINIMAL_SITE = resolve(import.meta.dirname, '../fixtures/sites/minimal')
const LANGUAGES_SITE = resolve(import.meta.dirname, '../fixtures/sites/languages')

interface Engine {
  loadSite(options: EngineOptions): LoadedSite
  firstLook(options: EngineOptions, route: string): Site | undefined
  readAhead(options: EngineOptions, next: (left: number) => Promise<boolean>): Promise<void>
  parses(): number
  reads(): number
}

/** The engine as a new process has it: nothing kept in memory from another test. */
async function freshEngine(): Promise<Engine> {
  vi.resetModules()
  const { firstLook, loadSite, readAhead } = await import('../../src/node/load.ts')
  const { yamlParses } = await import('../../src/node/content/yaml-source.ts')
  const { contentFileReads } = await import('../../src/node/content/file-cache.ts')
  return { firstLook, loadSite, readAhead, parses: yamlParses, reads: contentFileReads }
}

let work: string
let siteDir: string
const options = (): EngineOptions => ({ siteDir, cwd: work, drafts: 'show', watched: true })

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'first-look-'))
  siteDir = join(work, 'site')
  cpSync(MINIMAL_SITE, siteDir, { recursive: true })
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

/** A page file with a heading and a call to action, at `pages/<name>.yaml`. */
function writePage(name: string, title: string) {
  writeFileSync(
    join(siteDir, 'pages', `${name}.yaml`),
    `title: ${title} | Example Co\ndescription: ${title}, a page of many.\nblocks:\n  - type: hero\n    title: ${title}\n`,
  )
}

describe('a first look at one page', () => {
  it('gives the page as the whole load gives it, having read none of the other pages', async () => {
    for (let i = 0; i < 40; i++) writePage(`extra-${i}`, `Extra ${i}`)
    const engine = await freshEngine()
    const before = engine.reads()
    const looked = engine.firstLook(options(), '/about')
    const read = engine.reads() - before
    expect(looked).toBeDefined()
    // site.yaml, the collections' items, the not-found page, the item templates and about.yaml: not the 40 others.
    expect(looked!.pages.some((page) => page.route === '/extra-0')).toBe(false)
    expect(read).toBeLessThan(20)

    const whole = (await freshEngine()).loadSite(options())
    expect(whole.ok).toBe(true)
    if (!whole.ok) return
    const page = (site: Site) => site.pages.find((p) => p.route === '/about')!.data
    expect(page(looked!)).toEqual(page(whole.site))
    expect(looked!.config).toEqual(whole.site.config)
    expect(looked!.notFound.map((p) => p.route)).toEqual(whole.site.notFound.map((p) => p.route))
  })

  it('gives an item page of a collection, made from its template', async () => {
    const looked = (await freshEngine()).firstLook(options(), '/case-studies/hooli')
    expect(looked?.pages.find((p) => p.route === '/case-studies/hooli')?.data.title).toBe('Hooli | Case Study')
  })

  it('gives nothing for an address with no page, a page with a mistake, or a site with a broken site.yaml', async () => {
    const engine = await freshEngine()
    expect(engine.firstLook(options(), '/no-such-page')).toBeUndefined()
    const about = join(siteDir, 'pages', 'about.yaml')
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^title:/m, 'titel:'))
    expect(engine.firstLook(options(), '/about')).toBeUndefined()
    expect(engine.firstLook(options(), '/')).toBeDefined()
    writeFileSync(join(siteDir, 'site.yaml'), 'company: [\n')
    expect((await freshEngine()).firstLook(options(), '/')).toBeUndefined()
  })

  it('gives nothing for a page that lists every page, which only the whole load knows', async () => {
    writeFileSync(
      join(siteDir, 'pages', 'sitemap.yaml'),
      [
        'title: Site Map | Example Co',
        'description: Every page of the site.',
        'blocks:',
        '  - type: sitemap',
        '    groups:',
        '      - title: All pages',
        '        icon: building',
        '        routes: ["/**"]',
        '',
      ].join('\n'),
    )
    const engine = await freshEngine()
    const whole = engine.loadSite(options())
    expect(whole.ok, whole.ok ? '' : JSON.stringify(whole.errors.slice(0, 2))).toBe(true)
    expect((await freshEngine()).firstLook(options(), '/sitemap')).toBeUndefined()
  })

  it('gives nothing on a site in several languages, whose pages are tied to their translations', async () => {
    cpSync(LANGUAGES_SITE, siteDir, { recursive: true })
    const engine = await freshEngine()
    expect(engine.loadSite(options()).ok).toBe(true)
    expect((await freshEngine()).firstLook(options(), '/about')).toBeUndefined()
  })
})

describe('reading the page files ahead', () => {
  it('leaves the load that follows nothing to read or parse, and the same site', async () => {
    for (let i = 0; i < 40; i++) writePage(`extra-${i}`, `Extra ${i}`)
    const engine = await freshEngine()
    await engine.readAhead(options(), async () => true)
    const before = { reads: engine.reads(), parses: engine.parses() }
    const loaded = engine.loadSite(options())
    expect(loaded.ok).toBe(true)
    // What is not a page file (site.yaml, the collections' items) is left to the load.
    const others = 1 + 3 + 3
    expect(engine.reads() - before.reads).toBeLessThanOrEqual(others)
    expect(engine.parses() - before.parses).toBeLessThanOrEqual(others)

    const alone = (await freshEngine()).loadSite(options())
    expect(loaded.ok && alone.ok && loaded.site.pages.map((p) => p.data)).toEqual(
      alone.ok && alone.site.pages.map((p) => p.data),
    )
  })

  it('leaves a page file with a mistake to the load, which reports it at its file:line:column', async () => {
    writePage('broken', 'Broken')
    const broken = join(siteDir, 'pages', 'broken.yaml')
    writeFileSync(broken, readFileSync(broken, 'utf8').replace('    title: Broken', '    titel: Broken'))
    const engine = await freshEngine()
    await engine.readAhead(options(), async () => true)
    const loaded = engine.loadSite(options())
    const alone = (await freshEngine()).loadSite(options())
    expect(loaded.ok).toBe(false)
    expect(loaded.errors).toEqual(alone.errors)
    expect(loaded.errors[0]).toMatchObject({ file: 'site/pages/broken.yaml', line: 5, column: 5 })
  })

  it('tells how many page files are left, and stops when told to: the files after that are left to the load', async () => {
    for (let i = 0; i < 40; i++) writePage(`extra-${i}`, `Extra ${i}`)
    const pageFiles = readdirSync(join(siteDir, 'pages'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.yaml'),
    ).length
    const engine = await freshEngine()
    const told: number[] = []
    await engine.readAhead(options(), async (left) => {
      told.push(left)
      return true
    })
    expect(told[0]).toBe(pageFiles)
    expect(told).toEqual([...told].sort((a, b) => b - a))

    const fresh = await freshEngine()
    const before = fresh.reads()
    await fresh.readAhead(options(), async () => false)
    expect(fresh.reads() - before).toBe(0)
  })
})
