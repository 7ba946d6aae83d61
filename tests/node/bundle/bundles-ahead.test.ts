import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { bundleSite, bundlesAhead } from '../../../src/node/bundle/bundle.ts'
import { bundleKey } from '../../../src/node/bundle/bundle-cache.ts'
import { loadSite } from '../../../src/node/load.ts'
import type { Site } from '../../../src/node/model/site.ts'
import { MINIMAL_SITE } from '../../helpers/fixture-site.ts'
import { filesUnder } from '../../../src/node/util/files.ts'

/**
 * A cold build begins its bundles in a thread of their own while it checks the site (src/node/bundle/bundle.ts
 * bundlesAhead): the bundles are those the build's own thread makes once the site is checked, the bundler's errors
 * still fail the build in its words, and a site with errors stops them and leaves nothing behind.
 */

const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-bundles-ahead-'))
const siteDir = join(work, 'site')
let site: Site

beforeAll(() => {
  cpSync(MINIMAL_SITE, siteDir, { recursive: true })
  const loaded = loadSite({ siteDir, cwd: root, now: new Date('2026-11-28T09:00:00Z') })
  if (!loaded.ok) throw new Error('the fixture site does not load')
  site = loaded.site
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('bundles begun in their own thread before the site is checked are, file for file, those built after it', async () => {
  const folders = (name: string) => ({ outDir: join(work, name, 'client'), serverDir: join(work, name, 'server') })
  const ahead = folders('ahead')
  const after = folders('after')
  const early = bundlesAhead({ root, siteDir, ...ahead, quiet: true })
  const fromThread = await early.finish(site)
  const fromHere = await bundleSite({ root, site, ...after, quiet: true, cache: false })

  expect(fromThread.reused).toBe(false)
  expect(fromThread.template).toBe(fromHere.template)
  expect(fromThread.buildId).toBe(fromHere.buildId)
  expect(fromThread.bundleKey).toBe(fromHere.bundleKey)
  expect(fromThread.scriptsFor(['hero', 'contact-form'])).toEqual(fromHere.scriptsFor(['hero', 'contact-form']))
  // The site's settings reached the browser's bundle through the thread: its manifest module names the site.
  const files = filesUnder(ahead.outDir)
  expect(files.some((file) => readFileSync(join(ahead.outDir, file), 'utf8').includes(site.config.company.name))).toBe(
    true,
  )
  for (const [part, here] of [
    [ahead.outDir, after.outDir],
    [ahead.serverDir, after.serverDir],
  ] as const) {
    expect(filesUnder(part)).toEqual(filesUnder(here))
    for (const file of filesUnder(part))
      expect(readFileSync(join(part, file)), file).toEqual(readFileSync(join(here, file)))
  }
}, 120000)

test("the bundler's error in that thread fails the build in the bundler's words", async () => {
  // A project folder without the app's index.html: the bundler cannot find the browser's entry.
  const project = join(work, 'no-app')
  mkdirSync(project)
  const early = bundlesAhead({
    root: project,
    siteDir,
    outDir: join(project, 'client'),
    serverDir: join(project, 'server'),
    quiet: true,
  })
  await expect(early.finish(site)).rejects.toThrow(/index\.html/)
}, 120000)

test('a cold build of a site with a content error stops its bundles and leaves no folder behind', async () => {
  const broken = join(work, 'broken')
  cpSync(MINIMAL_SITE, broken, { recursive: true })
  writeFileSync(join(broken, 'pages/index.yaml'), 'title: "unclosed\n')
  const outDir = join(work, 'broken-dist')
  const failed = buildSite({ root, siteDir: broken, outDir, log: false, cache: false })
  await expect(failed).rejects.toThrow(/pages\/index\.yaml:1:8/)
  expect(readdirSync(work).filter((name) => name.startsWith('broken-dist'))).toEqual([])
}, 120000)

test('bundles made for another React build are other bundles: a production build never takes those a test run made', () => {
  // Vitest runs with NODE_ENV=test, and its builds keep their bundles in the project's cache like `npm run build`.
  const was = process.env.NODE_ENV
  const under = (mode: string) => {
    process.env.NODE_ENV = mode
    try {
      return bundleKey(site)
    } finally {
      process.env.NODE_ENV = was
    }
  }
  expect(under('production')).not.toBe(under('test'))
  expect(under('production')).toBe(under('production'))
  expect(process.env.NODE_ENV).toBe(was)
})
