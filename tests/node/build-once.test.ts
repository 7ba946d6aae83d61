import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { buildSite, type BuildResult } from '../../src/node/build.ts'
import { siteReads } from '../../src/node/content/read-site.ts'

// Every read and listing of the engine's schema folder by the engine's code, counted at the file system: a module
// that went round the one schema reader (src/node/content/schema-files.ts) would be counted too.
const schemaAccess = vi.hoisted(() => ({ reads: new Map<string, number>(), listings: new Map<string, number>() }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const { resolve: resolvePath, sep } = await import('node:path')
  const schemaDir = resolvePath(import.meta.dirname, '../../schema')
  const count = (counts: Map<string, number>, path: unknown) => {
    if (typeof path !== 'string') return
    const absolute = resolvePath(path)
    if (absolute === schemaDir || absolute.startsWith(`${schemaDir}${sep}`))
      counts.set(absolute, (counts.get(absolute) ?? 0) + 1)
  }
  return {
    ...fs,
    readFileSync: ((path: unknown, ...rest: unknown[]) => {
      count(schemaAccess.reads, path)
      return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest)
    }) as typeof fs.readFileSync,
    readdirSync: ((path: unknown, ...rest: unknown[]) => {
      count(schemaAccess.listings, path)
      return (fs.readdirSync as (...args: unknown[]) => unknown)(path, ...rest)
    }) as typeof fs.readdirSync,
  }
})

const root = join(import.meta.dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-build-once-'))
let readsBefore = 0
let result: BuildResult

beforeAll(async () => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), join(work, 'site'), { recursive: true })
  readsBefore = siteReads()
  result = await buildSite({ root, siteDir: join(work, 'site'), outDir: join(work, 'dist'), log: false })
}, 120000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('a build reads the site from disk once and hands it to both bundles and the prerender', () => {
  expect(siteReads() - readsBefore).toBe(1)
  // The one load reached every step: pages were prerendered from it.
  expect(result.routes.length).toBeGreaterThan(1)
  expect(readFileSync(join(work, 'dist/index.html'), 'utf8')).toContain('<title>Home | Example Co</title>')
})

test('a build lists the schema folder once and reads each schema file at most once', () => {
  const schemaDir = resolve(root, 'schema')
  const readTwice = [...schemaAccess.reads].filter(([, count]) => count > 1).map(([file, count]) => `${file}: ${count}`)
  expect(readTwice).toEqual([])
  expect([...schemaAccess.listings]).toEqual([[schemaDir, 1]])
  // What the build needs was read: every block's schema (validation, contracts), the page and site schemas, the icons.
  const read = [...schemaAccess.reads.keys()]
  expect(read).toContain(join(schemaDir, 'blocks/hero.schema.json'))
  expect(read).toContain(join(schemaDir, 'page.schema.json'))
  expect(read).toContain(join(schemaDir, 'defs/icon.schema.json'))
})
