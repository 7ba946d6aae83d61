/**
 * Dev-loop benchmark (not a test): `npm run dev` on the bench's synthetic sites (bench.ts makeSite), with a headless
 * Chromium on one page. Reports, per size: the server's start (from creating it to listening, and to the first page
 * showing its words), then the time from saving an edit of that page's YAML to the new words showing, as a median
 * of several edits. Issue 29's goal: at 10,000 pages, edit-to-visible under 0.4 s and start under 1.5 s.
 * The content cache (.cache/content) and the dev server's snapshot (.cache/dev) are cleared before each size; `--warm`
 * then starts the server a second time on the same, unchanged site, which reads what the first start wrote (a restart
 * of `npm run dev`: its first page comes from the snapshot, and the whole site is loaded once the server is idle).
 * Usage: npm run bench:dev [-- --sizes 57,1000,10000] [--edits 7] [--warm] [--keep]
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'
import { makeSite } from './bench.ts'
import { contentCacheDir, devCacheDir } from '../src/node/util/paths.ts'

const root = resolve(import.meta.dirname, '..')
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync']

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The page a size is measured on and its file: a generated page, or the About page of the real site. */
function pageOf(siteDir: string, size: number): { route: string; file: string } {
  return size > 100
    ? { route: '/bench/page-0001', file: join(siteDir, 'pages', 'bench', 'page-0001.yaml') }
    : { route: '/about', file: join(siteDir, 'pages', 'about.yaml') }
}

async function measure(size: number, edits: number, warm: boolean, work: string) {
  const { siteDir, pages } = makeSite(size, work)
  rmSync(contentCacheDir(root), { recursive: true, force: true })
  rmSync(devCacheDir(root), { recursive: true, force: true })
  const { route, file } = pageOf(siteDir, size)
  const original = readFileSync(file, 'utf8')
  // The first block's title (the hero's heading): the words the page shows first.
  const titleLine = /^( {4}title: ).*$/m.exec(original)
  if (!titleLine) throw new Error(`no block title in ${file}`)
  process.env.SITE_DIR = siteDir
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const starts: Array<{ listening: number; firstPage: number }> = []
  try {
    // With --warm the server is started twice on the same site: the second start reads the content cache the first
    // wrote (as a restart of `npm run dev` does). The edits are measured on the last start.
    for (let start = 0; start < (warm ? 2 : 1); start++) {
      const started = performance.now()
      const server = await createServer({
        configFile: join(root, 'vite.config.ts'),
        server: { port: 0, host: '127.0.0.1' },
        ...(process.env.BENCH_LOG ? {} : { logLevel: 'silent' as const }),
      })
      await server.listen()
      const listening = performance.now() - started
      try {
        const page = await browser.newPage()
        await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}${route}`)
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 120_000 })
        starts.push({ listening, firstPage: performance.now() - started })
        if (warm && start === 0) {
          // The first server writes the cache once it is idle (content/file-cache.ts): wait for the file. Its snapshot
          // (bundle/dev-snapshot.ts) is written once idle too, and at the latest when it closes.
          const cache = contentCacheDir(root)
          const deadline = Date.now() + 60_000
          while (!existsSync(cache) || !readdirSync(cache).some((f) => f.startsWith('content-'))) {
            if (Date.now() > deadline) throw new Error('the content cache was not written')
            await new Promise((done) => setTimeout(done, 200))
          }
          await page.close()
          continue
        }
        const times: number[] = []
        for (let i = 1; i <= edits; i++) {
          // An author's saves are apart: a save within a few milliseconds of the last page update has been seen to
          // go unreported by the file watcher (tests/e2e/dev.e2e.ts writes again for that reason). Not timed.
          await new Promise((done) => setTimeout(done, 250))
          const words = `Edited title number ${i}`
          const edited = original.replace(titleLine[0], `${titleLine[1]}${words}`)
          const saved = performance.now()
          writeFileSync(file, edited)
          await page.waitForFunction((text) => document.body.innerText.includes(text), words, {
            timeout: 60_000,
            polling: 'raf',
          })
          times.push(performance.now() - saved)
        }
        return { pages, starts, times }
      } finally {
        // Only if edited: the warm start is a restart on a site as it was.
        if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original)
        await server.close()
      }
    }
    throw new Error('unreachable')
  } finally {
    await browser.close()
    delete process.env.SITE_DIR
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '57,1000,10000' },
      edits: { type: 'string', default: '7' },
      warm: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  })
  const work = mkdtempSync(join(tmpdir(), 'zuma-bench-dev-'))
  try {
    for (const size of values.sizes!.split(',').map(Number)) {
      const r = await measure(size, Number(values.edits), values.warm!, work)
      const startText = r.starts
        .map(
          (s, i) =>
            `${r.starts.length > 1 ? (i === 0 ? 'cold ' : 'warm ') : ''}start ${(s.listening / 1000).toFixed(2)} s to listen, ${(s.firstPage / 1000).toFixed(2)} s to the first page`,
        )
        .join('; ')
      console.log(
        `${String(r.pages).padStart(6)} pages: ${startText}; edit-to-visible median ${(median(r.times) / 1000).toFixed(3)} s (min ${(Math.min(...r.times) / 1000).toFixed(3)}, max ${(Math.max(...r.times) / 1000).toFixed(3)}, ${r.times.length} edits)`,
      )
    }
  } finally {
    if (!values.keep) rmSync(work, { recursive: true, force: true })
  }
}

await main()
