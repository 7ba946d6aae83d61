import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { siteReads } from '../../src/node/content/read-site.ts'

const root = join(import.meta.dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-build-once-'))

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('a build reads the site from disk once and hands it to both bundles and the prerender', async () => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), join(work, 'site'), { recursive: true })
  const before = siteReads()
  const result = await buildSite({ root, siteDir: join(work, 'site'), outDir: join(work, 'dist'), log: false })
  expect(siteReads() - before).toBe(1)
  // The one load reached every step: pages were prerendered from it.
  expect(result.routes.length).toBeGreaterThan(1)
  expect(readFileSync(join(work, 'dist/index.html'), 'utf8')).toContain('<title>Home | Example Co</title>')
}, 120000)
