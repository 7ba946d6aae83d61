/**
 * Dev-loop benchmark (not a test): `npm run dev` on the bench's synthetic sites (bench.ts makeSite), with a headless
 * Chromium on one page. Reports, per size: the server's start (from running the command to listening, and to the
 * first frame that shows the page's heading), then the time from saving an edit of that page's YAML to the new words
 * showing, as a median of several edits. Issue 29's goal: at 10,000 pages, edit-to-visible under 0.4 s and start
 * under 1.5 s.
 * The server runs as `npm run dev` runs it: Vite's command in a process of its own (in this one, it shared an event
 * loop with the browser's driver). The browser's tab is open before the command starts, as an author's is, and the
 * times are read in the page (the first animation frame with the heading, or an edit's words, in the document), not
 * when the driver next polls: the driver's round trips and a new tab took 0.3-0.4 s of the first page's figure on
 * this 2-core machine.
 * The content cache (.cache/content) and the dev server's snapshot (.cache/dev) are cleared before each size; `--warm`
 * then starts the server a second time on the same, unchanged site, which reads what the first start wrote (a restart
 * of `npm run dev`: its first page comes from the snapshot, and the whole site is loaded once the server is idle).
 * Usage: npm run bench:dev [-- --sizes 57,1000,10000] [--edits 7] [--warm] [--keep]
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer as createNetServer } from 'node:net'
import { makeSite } from './bench.ts'
import { cacheDir } from '../src/node/util/paths.ts'
import { readSnapshot, snapshotFile } from '../src/node/bundle/dev-snapshot.ts'

const root = resolve(import.meta.dirname, '..')
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync']

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The page a size is measured on and its file: a generated page, or the About page of the real site. */
function pageOf(siteDir: string, size: number): { route: string; file: string } {
  return size > 100
    ? { route: '/bench/page-0001', file: join(siteDir, 'pages', 'bench', 'page-0001.yaml') }
    : { route: '/about', file: join(siteDir, 'pages', 'about.yaml') }
}

/** Milliseconds since the epoch, to the fraction: the same clock in this process and in the page. */
const now = () => performance.timeOrigin + performance.now()

/**
 * In the page: once the document holds `words` (without, a heading), notes the time of the next frame, which shows
 * them (window.shownAt, on the clock of `now`).
 */
function noteWhenShown(words?: string) {
  // No named function inside: tsx wraps those in a helper the page does not have.
  Object.assign(window, { shownAt: undefined, liveAt: undefined })
  const observer = new MutationObserver(() => {
    const there =
      words === undefined ? document.querySelector('h1') !== null : (document.body?.textContent ?? '').includes(words)
    if (!there) return
    observer.disconnect()
    requestAnimationFrame(() => Object.assign(window, { shownAt: performance.timeOrigin + performance.now() }))
  })
  // The first frame with the heading drawn by the app itself (not the dev server's preview of the page, which the
  // app replaces: src/shared/root-data.ts).
  const live = new MutationObserver(() => {
    if (document.querySelector('#root:not([data-preview]) h1') === null) return
    live.disconnect()
    requestAnimationFrame(() => Object.assign(window, { liveAt: performance.timeOrigin + performance.now() }))
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true })
  live.observe(document, { subtree: true, childList: true, attributes: true })
}

/** When the page last noted its words shown (`noteWhenShown`), or its app live, once it has. */
async function shownAt(page: Page, what: 'shownAt' | 'liveAt' = 'shownAt'): Promise<number> {
  const handle = await page.waitForFunction((key) => (window as unknown as Record<string, number>)[key], what, {
    timeout: 120_000,
  })
  return (await handle.jsonValue()) as number
}

/** A port free now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/** Starts Vite's dev server as `npm run dev` does, in a process of its own; resolves once it listens. */
async function startDev(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort()
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const child: ChildProcess = spawn(
    process.execPath,
    [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  await new Promise<void>((resolve, reject) => {
    let printed = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      if (process.env.BENCH_LOG) process.stdout.write(chunk)
      printed += chunk.toString()
      // Vite prints the address once it listens.
      if (stripVTControlCharacters(printed).includes(`${url}/`)) resolve()
    })
    void exited.then(() => reject(new Error(`the dev server stopped before it listened:\n${printed}`)))
  })
  return {
    url,
    async close() {
      // Vite closes the server on SIGTERM (its snapshot is written then), then exits.
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function measure(size: number, edits: number, warm: boolean, work: string) {
  const { siteDir, pages } = makeSite(size, work)
  rmSync(cacheDir(root, 'content'), { recursive: true, force: true })
  rmSync(cacheDir(root, 'dev'), { recursive: true, force: true })
  const { route, file } = pageOf(siteDir, size)
  const original = readFileSync(file, 'utf8')
  // The first block's title (the hero's heading): the words the page shows first.
  const titleLine = /^( {4}title: ).*$/m.exec(original)
  if (!titleLine) throw new Error(`no block title in ${file}`)
  process.env.SITE_DIR = siteDir
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const starts: Array<{ listening: number; firstPage: number; live: number }> = []
  try {
    // With --warm the server is started twice on the same site: the second start reads the content cache the first
    // wrote (as a restart of `npm run dev` does). The edits are measured on the last start.
    for (let start = 0; start < (warm ? 2 : 1); start++) {
      const page = await browser.newPage()
      await page.addInitScript(noteWhenShown)
      const started = now()
      const server = await startDev()
      const listening = now() - started
      try {
        await page.goto(`${server.url}${route}`)
        starts.push({
          listening,
          firstPage: (await shownAt(page)) - started,
          live: (await shownAt(page, 'liveAt')) - started,
        })
        if (warm && start === 0) {
          // The first server writes the cache once it is idle (content/file-cache.ts), and its snapshot
          // (bundle/dev-snapshot.ts) with the page drawn for the next start's preview: wait for both, as an author's
          // server, open for longer than a moment, has written them before a restart.
          const cache = cacheDir(root, 'content')
          const snapshot = snapshotFile(cacheDir(root, 'dev'), siteDir)
          const context = { siteDir: resolve(siteDir), cwd: root, drafts: 'show' }
          const deadline = Date.now() + 60_000
          while (
            !existsSync(cache) ||
            !readdirSync(cache).some((f) => f.startsWith('content-')) ||
            readSnapshot(snapshot, context)?.pages[route] === undefined
          ) {
            if (Date.now() > deadline) throw new Error('the content cache or the snapshot was not written')
            await new Promise((done) => setTimeout(done, 200))
          }
          continue
        }
        const times: number[] = []
        for (let i = 1; i <= edits; i++) {
          // An author's saves are apart: a save within a few milliseconds of the last page update has been seen to
          // go unreported by the file watcher (tests/e2e/dev.e2e.ts writes again for that reason). Not timed.
          await new Promise((done) => setTimeout(done, 250))
          const words = `Edited title number ${i}`
          const edited = original.replace(titleLine[0], `${titleLine[1]}${words}`)
          await page.evaluate(noteWhenShown, words)
          const saved = now()
          writeFileSync(file, edited)
          times.push((await shownAt(page)) - saved)
        }
        return { pages, starts, times }
      } finally {
        // Only if edited: the warm start is a restart on a site as it was.
        if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original)
        await server.close()
        await page.close()
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
            `${r.starts.length > 1 ? (i === 0 ? 'cold ' : 'warm ') : ''}start ${(s.listening / 1000).toFixed(2)} s to listen, ${(s.firstPage / 1000).toFixed(2)} s to the first page (${(s.live / 1000).toFixed(2)} s to the live app)`,
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
