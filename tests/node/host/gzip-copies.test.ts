import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { listedScripts } from '../../../src/node/render/html.ts'
import { startStaticServer, type StaticServer } from '../../../src/node/host/static-server.ts'
import { COMPRESSIBLE } from '../../../src/node/util/content-types.ts'

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
  // A search page: the build writes a search index, whose files are finished after the others (build.ts).
  writeFileSync(
    join(siteDir, 'pages', 'search.yaml'),
    [
      'title: Search | Example Co',
      'description: Search every page.',
      'blocks:',
      '  - type: search',
      '    id: search',
      '    label: Search the site',
      '    placeholder: Try “support”',
      '    countLabel: "{count} pages found for “{query}”"',
      '    countOneLabel: "1 page found for “{query}”"',
      '    emptyText: Nothing matches “{query}”.',
      '    loadingText: Searching…',
      '    errorText: Search is not available right now.',
      '',
    ].join('\n'),
  )
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

test('every file the pages share has a gzip copy of its bytes: the search index, the sitemap, the scripts', () => {
  // Pages and their data are left to the host, which compresses them as it sends them.
  const shared = readdirSync(withCopies, { recursive: true, encoding: 'utf8' }).filter(
    (name) => COMPRESSIBLE.test(name) && !/(^|\/)(index|404)\.html$|^_data\//.test(name),
  )
  expect(shared.filter((name) => name.startsWith('_search/')).length).toBeGreaterThan(0)
  expect(shared).toContain('sitemap.xml')
  expect(shared.filter((name) => name.startsWith('_app/') && name.endsWith('.js')).length).toBeGreaterThan(0)
  for (const name of shared)
    expect(
      gunzipSync(readFileSync(join(withCopies, `${name}.gz`))).equals(readFileSync(join(withCopies, name))),
      name,
    ).toBe(true)
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
