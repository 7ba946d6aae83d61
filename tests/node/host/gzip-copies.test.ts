import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { listedScripts } from '../../../src/node/render/html.ts'
import { startStaticServer, type StaticServer } from '../../../src/node/host/static-server.ts'

// `npm run build -- --no-gzip-copies` (BuildOptions.gzipCopies: false), for hosts that compress on their own: the
// build writes no `.gz` file, and the site still goes out compressed from a server that compresses as it sends.

const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-gzip-copies-'))
const withCopies = join(work, 'with')
const without = join(work, 'without')
let server: StaticServer

const gzFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.gz'))

/** The raw answer to a request that accepts gzip: its headers and its bytes as sent. */
function fetchRaw(url: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      )
    }).on('error', reject)
  })
}

beforeAll(async () => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), join(work, 'site'), { recursive: true })
  const siteDir = join(work, 'site')
  await buildSite({ root, siteDir, outDir: withCopies, log: false })
  await buildSite({ root, siteDir, outDir: without, log: false, gzipCopies: false })
  server = await startStaticServer({ root: without, port: 0 })
}, 240000)

afterAll(async () => {
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

test('by default the build writes gzip copies of the shared files; with gzipCopies: false it writes none', () => {
  expect(gzFiles(withCopies).length).toBeGreaterThan(0)
  expect(gzFiles(without)).toEqual([])
  // Everything else is the same list of files.
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => !name.endsWith('.gz'))
      .sort()
  expect(files(without)).toEqual(files(withCopies))
})

test('without the copies, pages and scripts are still sent gzip-compressed', async () => {
  const script = listedScripts(readFileSync(join(without, 'index.html'), 'utf8')).find((src) => src.endsWith('.js'))!
  for (const [path, file] of [
    ['/', 'index.html'],
    [script, script.slice(1)],
  ] as const) {
    const answer = await fetchRaw(`${server.url}${path}`)
    expect(answer.status).toBe(200)
    expect(answer.encoding).toBe('gzip')
    expect(gunzipSync(answer.body).equals(readFileSync(join(without, file)))).toBe(true)
  }
})
