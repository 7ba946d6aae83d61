import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createServer } from 'vite'

// `npm run dev` watches the engine's code, not what the engine and its tools write: a working copy's caches (kept
// builds, search indexes, pictures) grow to tens of thousands of files, and Vite's watcher walked each of them as the
// server started, before it answered the first page's requests.
const root = join(import.meta.dirname, '../../..')
const site = mkdtempSync(join(tmpdir(), 'zuma-dev-watch-'))
const marker = join(root, '.cache', 'dev-watch-test')
afterAll(() => {
  rmSync(site, { recursive: true, force: true })
  rmSync(marker, { recursive: true, force: true })
})

test("the dev server's watcher leaves out the caches, the build and the test reports, and watches the code", async () => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), site, { recursive: true })
  mkdirSync(join(marker, 'deep'), { recursive: true })
  writeFileSync(join(marker, 'deep', 'kept.json'), '{}')
  process.env.SITE_DIR = site
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  try {
    // Until the watcher has walked deep into the project (its 'ready' comes before that, with the config's files).
    const deep = [join(root, 'src', 'app'), join(root, 'tests', 'fixtures', 'sites', 'minimal', 'pages')]
    let watched: string[] = []
    await expect
      .poll(
        () => {
          watched = Object.keys(server.watcher.getWatched())
          return deep.every((dir) => watched.includes(dir))
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true)
    for (const folder of ['.cache', 'dist', 'reports', '.node'])
      expect(watched.filter((dir) => dir.startsWith(join(root, folder)))).toEqual([])
  } finally {
    await server.close()
    delete process.env.SITE_DIR
  }
}, 60_000)
