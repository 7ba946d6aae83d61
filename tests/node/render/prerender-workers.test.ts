import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { loadSite } from '../../../src/node/load.ts'
import { bundleSite, type Bundles } from '../../../src/node/bundle/bundle.ts'
import { bootScript } from '../../../src/node/render/boot-script.ts'
import { prerenderPages } from '../../../src/node/render/prerender.ts'
import { type PageCache, pageCache } from '../../../src/node/render/page-cache.ts'
import type { Site } from '../../../src/node/model/site.ts'
import type { PageRenderer } from '../../../src/shared/rendered-page.ts'
import { filesUnder } from '../../../src/node/util/files.ts'

/**
 * The prerender in worker threads (src/node/render/render-pool.ts): the same files as in the build's own thread, and
 * a page whose block throws in a worker fails the build naming the page's file, line and column.
 */

const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-workers-'))
const siteDir = join(work, 'site')
const buildTime = new Date('2026-11-26T09:00:00Z')

beforeAll(() => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), siteDir, { recursive: true })
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a build with one render thread and with several', () => {
  const outDir = join(work, 'dist')
  const trees: Record<string, string> = {}

  beforeAll(async () => {
    // Each build goes to the same folder (nginx.conf names it), then is moved aside to compare.
    for (const jobs of [1, 3]) {
      await buildSite({ root, siteDir, outDir, buildTime, jobs, log: false })
      trees[jobs] = join(work, `dist-${jobs}`)
      renameSync(outDir, trees[jobs])
    }
  }, 240000)

  test('writes the same files, byte for byte', () => {
    const one = filesUnder(trees[1]!)
    const three = filesUnder(trees[3]!)
    expect(three).toEqual(one)
    expect(one).toContain('about/index.html')
    expect(one).toContain('services/404.html')
    const different = one.filter(
      (file) => !readFileSync(join(trees[1]!, file)).equals(readFileSync(join(trees[3]!, file))),
    )
    expect(different).toEqual([])
  })
})

describe('a block that throws while its page renders', () => {
  let site: Site
  let bundles: Bundles
  let boot: string
  const staging = join(work, 'staging')
  const serverDir = join(root, '.cache', `server-workers-test-${process.pid}`)

  // The last build, before the block broke: a rebuild compares its pages with this one's and renders only the edited.
  const last = join(work, 'last')

  beforeAll(async () => {
    const load = () => {
      const loaded = loadSite({ siteDir, cwd: root, now: buildTime })
      if (!loaded.ok) throw new Error('the fixture site does not load')
      return loaded.site
    }
    // The last build read another about.yaml (a comment more): a rebuild takes a page whose file is as the last build
    // read it without comparing it (page-cache.ts), and the block below breaks in memory, not in the file.
    const aboutFile = join(siteDir, 'pages/about.yaml')
    const original = readFileSync(aboutFile, 'utf8')
    writeFileSync(aboutFile, `${original}# as the last build read it\n`)
    site = load()
    bundles = await bundleSite({ root, site, outDir: staging, serverDir, quiet: true })
    boot = (await bootScript()).code
    const built = await prerender({ jobs: 1, dir: last, cache: pageCache(root, last) })
    built.save?.()
    writeFileSync(aboutFile, original)
    site = load()
    // The checklist's items become a number after validation: its component's items.map throws, as a bug in a
    // block's code would, on the real server renderer.
    const about = site.pages.find((page) => page.route === '/about')!
    const checklist = about.data.blocks[1] as unknown as { type: string; items: unknown }
    expect(checklist.type).toBe('checklist-intro')
    checklist.items = 7
  }, 240000)

  afterAll(() => rmSync(serverDir, { recursive: true, force: true }))

  const prerender = (options: { jobs?: number; dir?: string; cache?: PageCache }) =>
    prerenderPages(site, {
      ...bundles,
      dir: staging,
      boot,
      ...options,
      loadServer: async (): Promise<PageRenderer> => import(pathToFileURL(bundles.serverEntry).href),
    })

  // The block's place in its file: the line of its `- type: checklist-intro`, the column of `type`.
  const aboutLines = readFileSync(join(root, 'tests/fixtures/sites/minimal/pages/about.yaml'), 'utf8').split('\n')
  const line = aboutLines.findIndex((text) => text.includes('- type: checklist-intro')) + 1
  const column = aboutLines[line - 1]!.indexOf('type') + 1

  // A rebuild (a last build to compare with) renders its edited page in a worker beside the comparison, unless told
  // one job (the build's own thread).
  test.each([
    { jobs: 2, rebuild: false, threads: '2 jobs' },
    { jobs: 1, rebuild: false, threads: '1 job' },
    { jobs: undefined, rebuild: true, threads: 'a rebuild, in a worker' },
    { jobs: 1, rebuild: true, threads: 'a rebuild, in one job' },
  ])('fails the build with the page file, line and column and the block ($threads)', async ({ jobs, rebuild }) => {
    const failure = await prerender({ jobs, cache: rebuild ? pageCache(root, last) : undefined }).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(failure).toBeInstanceOf(Error)
    expect(failure!.message).toMatch(
      new RegExp(
        `^\\S*pages/about\\.yaml:${line}:${column}: the page /about could not be rendered: its block 2 \\(checklist-intro\\) threw: .*map`,
      ),
    )
  })
})
