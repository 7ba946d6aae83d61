import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoadedSite, EngineOptions } from '../../../src/node/load.ts'

/**
 * The file cache (src/node/content/file-cache.ts) as loads see it: a second load after one edit parses that one file,
 * in memory and from the disk after a restart, and gives exactly what a load without any cache gives (the site and
 * the errors, with their file:line:column); a change of a schema parses everything again.
 */

const MINIMAL_SITE = resolve(import.meta.dirname, '../../fixtures/sites/minimal')
const ENGINE_SCHEMAS = resolve(import.meta.dirname, '../../../schema')

interface Engine {
  loadSite(options: EngineOptions): LoadedSite
  parses(): number
  /** Texts parsed again with `yaml` for the positions of what a load reports. */
  positionParses(): number
  /** Content files read from the disk. */
  reads(): number
}

/**
 * The engine as a new process has it (nothing kept in memory: modules imported afresh), as `npm run build` or
 * `npm run validate` would start.
 */
async function freshEngine(): Promise<Engine> {
  vi.resetModules()
  const { loadSite } = await import('../../../src/node/load.ts')
  const { yamlParses, yamlPositionParses } = await import('../../../src/node/content/yaml-source.ts')
  const { contentFileReads } = await import('../../../src/node/content/file-cache.ts')
  return { loadSite, parses: yamlParses, positionParses: yamlPositionParses, reads: contentFileReads }
}

/** Loads with an engine and says how many files that load parsed, and how many it read from the disk. */
function counted(engine: Engine, options: EngineOptions): { loaded: LoadedSite; parsed: number; read: number } {
  const before = { parses: engine.parses(), reads: engine.reads() }
  const loaded = engine.loadSite(options)
  return { loaded, parsed: engine.parses() - before.parses, read: engine.reads() - before.reads }
}

/**
 * A load as plain values to compare two loads: Maps and Sets as their entries, a YAML source as its file, text and
 * data (its positioned document is parsed from the text on demand), dates as their time.
 */
function plain(value: unknown): unknown {
  if (value instanceof Map) return [...value].map(([key, item]) => [plain(key), plain(item)])
  if (value instanceof Set) return [...value].map(plain)
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(plain)
  if (typeof value === 'function') return `function ${value.name}`
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if ('lineCounter' in record && 'text' in record)
    return { file: record.file, text: record.text, data: plain(record.data) }
  return Object.fromEntries(Object.keys(record).map((key) => [key, plain(record[key])]))
}

function yamlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).length
}

let work: string
let siteDir: string
let schemaDir: string
let cacheDir: string

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'zuma-file-cache-'))
  siteDir = join(work, 'site')
  schemaDir = join(work, 'schema')
  cacheDir = join(work, '.cache', 'content')
  cpSync(MINIMAL_SITE, siteDir, { recursive: true })
  cpSync(ENGINE_SCHEMAS, schemaDir, { recursive: true })
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

const edit = (file: string, from: string, to: string) => {
  const path = join(siteDir, file)
  const text = readFileSync(path, 'utf8')
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}

describe('a load after one edit', () => {
  it('parses only the edited file, in memory, and gives what a load without a cache gives', async () => {
    const engine = await freshEngine()
    const options = { siteDir, schemaDir, cwd: work }
    const first = counted(engine, options)
    expect(first.parsed).toBe(yamlFiles(siteDir))
    edit('pages/about.yaml', 'title: About Us\n', 'title: About the whole team\n')
    const second = counted(engine, options)
    expect(second.parsed).toBe(1)
    expect(second.loaded.ok).toBe(true)
    const about = second.loaded.ok ? second.loaded.site.pages.find((p) => p.route === '/about') : undefined
    expect(JSON.stringify(about?.data)).toContain('About the whole team')

    const cold = (await freshEngine()).loadSite(options)
    expect(plain(second.loaded)).toEqual(plain(cold))
  })

  it('survives a restart on disk: nothing parsed when nothing changed, one file after one edit', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    expect(counted(await freshEngine(), options).parsed).toBe(yamlFiles(siteDir))
    const again = counted(await freshEngine(), options)
    expect(again.parsed).toBe(0)
    expect(again.loaded.ok).toBe(true)

    edit('pages/about.yaml', 'title: About Us\n', 'title: About the whole team\n')
    const warm = counted(await freshEngine(), options)
    expect(warm.parsed).toBe(1)
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    expect(plain(warm.loaded)).toEqual(plain(cold))
  })

  it('reports the errors of a file from the cache with the same file:line:column as a cold load', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    counted(await freshEngine(), options)
    // A schema error in the edited file, and a broken link in another file that an edit causes: the home page links
    // to /services#list, whose section is no more.
    edit('pages/about.yaml', 'navLabel: About\n', 'navLabel: 42\n')
    edit('pages/services/index.yaml', 'id: list\n', 'id: catalogue\n')
    const warm = counted(await freshEngine(), options)
    expect(warm.parsed).toBe(2)
    const inMemory = warm.loaded
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    expect(cold.ok).toBe(false)
    const places = cold.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.code}`)
    expect(places).toEqual([
      expect.stringMatching(/^site\/pages\/about\.yaml:3:11 /),
      expect.stringMatching(/^site\/pages\/index\.yaml:11:15 broken-section-link$/),
    ])
    expect(plain(inMemory)).toEqual(plain(cold))
    // Again from the disk: the file with an error is kept in no cache, and says the same.
    const restarted = counted(await freshEngine(), options)
    expect(restarted.parsed).toBe(1)
    expect(plain(restarted.loaded)).toEqual(plain(cold))
  })
})

describe('the disk cache', () => {
  it('is not read by a load that may not reuse it (a build with --no-cache), which keeps what it read for the next', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    const engine = await freshEngine()
    const first = counted(engine, options)
    // Nothing taken from memory or from the disk: every file parsed again, the same site.
    const again = counted(engine, { ...options, reuseCache: false })
    expect(again.parsed).toBe(yamlFiles(siteDir))
    expect(plain(again.loaded)).toEqual(plain(first.loaded))
    expect(counted(await freshEngine(), { ...options, reuseCache: false }).parsed).toBe(yamlFiles(siteDir))
    // The next run that may reuse the cache takes every file from it.
    expect(counted(await freshEngine(), options).parsed).toBe(0)
  })

  it('is written when the caller says, with saveCacheLater (a build writes it once its pages are), and once', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    const first = counted(await freshEngine(), { ...options, reuseCache: false, saveCacheLater: true })
    expect(first.loaded.ok).toBe(true)
    // Not written yet: the next run parses every file.
    expect(counted(await freshEngine(), { ...options, saveCacheLater: true }).parsed).toBe(yamlFiles(siteDir))
    first.loaded.saveCache()
    const cacheFiles = () => readdirSync(cacheDir).filter((f) => f.startsWith('content-'))
    const [written] = cacheFiles()
    expect(written).toBeDefined()
    const bytes = readFileSync(join(cacheDir, written!))
    // A second call writes nothing more.
    rmSync(join(cacheDir, written!))
    first.loaded.saveCache()
    expect(cacheFiles()).toEqual([])
    writeFileSync(join(cacheDir, written!), bytes)
    // What it wrote is what a load that writes as it ends keeps: the next run takes every file from it.
    expect(counted(await freshEngine(), options).parsed).toBe(0)
  })

  it('is written by a load that finds errors and the caller saves, for the files without one', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir, saveCacheLater: true }
    edit('pages/about.yaml', 'navLabel: About\n', 'navLabel: 42\n')
    const broken = counted(await freshEngine(), options)
    expect(broken.loaded.ok).toBe(false)
    broken.loaded.saveCache()
    // Only the file with the error is parsed again.
    expect(counted(await freshEngine(), options).parsed).toBe(1)
  })

  it('is not used once a schema changes: every file is parsed again', async () => {
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    counted(await freshEngine(), options)
    expect(counted(await freshEngine(), options).parsed).toBe(0)
    const hero = join(schemaDir, 'blocks', 'hero.schema.json')
    const schema = JSON.parse(readFileSync(hero, 'utf8')) as { description: string }
    writeFileSync(hero, JSON.stringify({ ...schema, description: `${schema.description} (changed)` }, null, 2))
    const after = counted(await freshEngine(), options)
    expect(after.parsed).toBe(yamlFiles(siteDir))
    expect(after.loaded.ok).toBe(true)
  })
})

describe('the disk cache, from one edit to the next', () => {
  /** Copies of the about page, so the site has `pages` page files more (each its own route). */
  const morePages = (pages: number) => {
    const about = readFileSync(join(siteDir, 'pages/about.yaml'), 'utf8')
    mkdirSync(join(siteDir, 'pages/more'))
    for (let n = 1; n <= pages; n++) writeFileSync(join(siteDir, `pages/more/page-${n}.yaml`), about)
  }
  const cacheFile = () => {
    const [name] = readdirSync(cacheDir).filter((f) => f.startsWith('content-'))
    const path = join(cacheDir, name!)
    return { bytes: readFileSync(path).toString('base64'), changed: statSync(path).mtimeMs }
  }

  it('is left as it was after an edit or two, whose files the next runs parse again, until one file in 64 changed', async () => {
    morePages(190)
    const files = yamlFiles(siteDir)
    expect(Math.floor(files / 64)).toBe(3)
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    expect(counted(await freshEngine(), options).parsed).toBe(files)
    const written = cacheFile()

    edit('pages/more/page-1.yaml', 'title: About Us\n', 'title: About page one\n')
    expect(counted(await freshEngine(), options).parsed).toBe(1)
    expect(cacheFile()).toEqual(written)
    // The next run parses the edited file again (the cache holds it as it was: never taken for it), and gives what a
    // load without any cache gives.
    const again = counted(await freshEngine(), options)
    expect(again.parsed).toBe(1)
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    expect(cold.ok).toBe(true)
    expect(plain(again.loaded)).toEqual(plain(cold))

    // A file gone counts as one changed: two edits and one removal are 4 files, more than 3 (one in 64).
    edit('pages/more/page-2.yaml', 'title: About Us\n', 'title: About page two\n')
    edit('pages/more/page-3.yaml', 'title: About Us\n', 'title: About page three\n')
    rmSync(join(siteDir, 'pages/more/page-4.yaml'))
    expect(counted(await freshEngine(), options).parsed).toBe(3)
    expect(cacheFile().bytes).not.toEqual(written.bytes)
    const after = counted(await freshEngine(), options)
    expect(after.parsed).toBe(0)
    expect(plain(after.loaded)).toEqual(plain((await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })))
  })

  it('positions a warning on an unchanged file without parsing it again for the position, where a cold load puts it', async () => {
    // A menu group with more items than phones show: validate warns, at the group in site.yaml.
    edit(
      'site.yaml',
      '              - { label: Wireless, href: /services/network-infrastructure/wireless }\n',
      `${'              - { label: Wireless, href: /services/network-infrastructure/wireless }\n'.repeat(4)}`,
    )
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    const warnings = cold.warnings.map((w) => `${w.file}:${w.line}:${w.column} ${w.code}`)
    expect(warnings).toEqual([expect.stringMatching(/^site\/site\.yaml:\d+:\d+ menu-items-hidden$/)])

    const first = await freshEngine()
    expect(first.loadSite(options).warnings).toEqual(cold.warnings)
    expect(first.positionParses()).toBe(1)
    const warm = await freshEngine()
    const loaded = counted(warm, options)
    expect(loaded.parsed).toBe(0)
    expect(loaded.loaded.warnings).toEqual(cold.warnings)
    expect(warm.positionParses()).toBe(0)
  })
})

describe("the disk cache, by the files' stamps", () => {
  /** Every file of the site last changed `seconds` ago (a checkout long before the build). */
  const aged = (seconds: number) => {
    const then = Date.now() / 1000 - seconds
    for (const file of readdirSync(siteDir, { recursive: true, encoding: 'utf8' }))
      if (statSync(join(siteDir, file)).isFile()) utimesSync(join(siteDir, file), then, then)
  }

  it('reads no file that has not changed since a run read it long after it was written, and one after an edit', async () => {
    aged(3600)
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    const files = yamlFiles(siteDir)
    expect(counted(await freshEngine(), options).read).toBe(files)
    const again = counted(await freshEngine(), options)
    expect(again.read).toBe(0)
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    expect(cold.ok).toBe(true)
    expect(plain(again.loaded)).toEqual(plain(cold))

    edit('pages/about.yaml', 'title: About Us\n', 'title: About the whole team\n')
    const edited = await freshEngine()
    const warm = counted(edited, options)
    expect(warm.read).toBe(1)
    expect(plain(warm.loaded)).toEqual(plain((await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })))
  })

  it('reads an unchanged file it did not read for the place of an error an edit elsewhere causes there', async () => {
    aged(3600)
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    counted(await freshEngine(), options)
    // The home page links to /services#list, whose section is no more: the error is in the unchanged home page.
    edit('pages/services/index.yaml', 'id: list\n', 'id: catalogue\n')
    const warm = counted(await freshEngine(), options)
    expect(warm.read).toBe(2)
    const cold = (await freshEngine()).loadSite({ siteDir, schemaDir, cwd: work })
    expect(cold.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.code}`)).toEqual([
      expect.stringMatching(/^site\/pages\/index\.yaml:11:15 broken-section-link$/),
    ])
    expect(plain(warm.loaded)).toEqual(plain(cold))
  })

  it("reads a file the dev server's watcher reported changed, even if its stamp is the one the cache kept", async () => {
    aged(3600)
    const about = join(siteDir, 'pages/about.yaml')
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    counted(await freshEngine(), options)
    const { mtime } = statSync(about)
    edit('pages/about.yaml', 'title: About Us\n', 'title: About Uz\n')
    utimesSync(about, mtime, mtime)
    const engine = await freshEngine()
    const { forgetFile } = await import('../../../src/node/content/file-cache.ts')
    forgetFile(about)
    const next = counted(engine, options)
    expect(next.read).toBe(1)
    expect(JSON.stringify(next.loaded.ok && next.loaded.site.pages.find((p) => p.route === '/about')?.data)).toContain(
      'About Uz',
    )
  })

  it('does not trust the stamp of a file read just after it was written, which a second write could leave as it was', async () => {
    aged(3600)
    const about = join(siteDir, 'pages/about.yaml')
    // Written as the run reads it: at a whole second, so the test can give it the same time again, and ahead of the clock
    // (a few seconds, as a file from a machine whose clock is ahead), so the run cannot be so slow to read it that its
    // time is settled by then.
    const now = Math.floor(Date.now() / 1000) + 10
    utimesSync(about, now, now)
    const options = { siteDir, schemaDir, cwd: work, cacheDir }
    counted(await freshEngine(), options)
    // A second write of the same size at the same time, as two saves within one tick of the file system's clock are.
    const stamp = (s: { size: number; mtimeMs: number; ino: number }) => `${s.size}:${s.mtimeMs}:${s.ino}`
    const before = stamp(statSync(about))
    edit('pages/about.yaml', 'title: About Us\n', 'title: About Uz\n')
    utimesSync(about, now, now)
    expect(stamp(statSync(about))).toBe(before)
    const next = counted(await freshEngine(), options)
    expect(next.read).toBe(1)
    expect(JSON.stringify(next.loaded.ok && next.loaded.site.pages.find((p) => p.route === '/about')?.data)).toContain(
      'About Uz',
    )
  })
})
