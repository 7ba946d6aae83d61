import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { pageCache, searchIndexCacheDir, sweepFolderCaches } from '../../../src/node/render/page-cache.ts'

// What is kept for a build folder (its pages' record, its search index) goes once that folder is gone, as a test's or
// the bench's temporary folder goes: before, `.cache` kept an entry for every folder ever built into.
const work = mkdtempSync(join(tmpdir(), 'zuma-cache-sweep-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const HOUR = 60 * 60 * 1000

/** A build into `name` as the build leaves it: the folder, its page cache and its kept search index. */
function built(root: string, name: string) {
  const outDir = join(work, name)
  mkdirSync(outDir, { recursive: true })
  pageCache(root, outDir).save('context', new Map([['index.html', { key: 'k', files: ['index.html'] }]]))
  const index = searchIndexCacheDir(root, outDir)
  mkdirSync(join(index, 'files'), { recursive: true })
  writeFileSync(join(index, 'kept.json'), '{}')
  return { outDir, index }
}

/** Makes everything under `.cache` look untouched for `age` milliseconds. */
function age(root: string, ms: number) {
  const then = new Date(Date.now() - ms)
  for (const folder of ['pages', 'search-index'])
    for (const name of readdirSync(join(root, '.cache', folder)))
      utimesSync(join(root, '.cache', folder, name), then, then)
}

const cached = (root: string) => ({
  pages: readdirSync(join(root, '.cache', 'pages')).length,
  indexes: readdirSync(join(root, '.cache', 'search-index')).length,
})

test("a gone folder's page cache and search index are removed; a folder still there keeps its own", () => {
  const root = join(work, 'root-1')
  const kept = built(root, 'dist')
  const gone = built(root, 'tmp-build')
  // What a stopped build left, and a page cache of an older format (it names no folder).
  mkdirSync(`${gone.index}.tmp-4242`)
  writeFileSync(join(root, '.cache', 'pages', 'older.json'), '{"context":"c","pages":{}}')
  rmSync(gone.outDir, { recursive: true })
  expect(cached(root)).toEqual({ pages: 3, indexes: 3 })
  age(root, HOUR)

  sweepFolderCaches(root)
  expect(cached(root)).toEqual({ pages: 1, indexes: 1 })
  expect(existsSync(kept.index)).toBe(true)
  // The kept folder's record is still read by the next build into it.
  expect(pageCache(root, kept.outDir).kept('context').pages.get('index.html')?.key).toBe('k')
})

test('what changed in the last minutes stays, even for a folder that is not there: a build beside may be writing it', () => {
  const root = join(work, 'root-2')
  const gone = built(root, 'being-built')
  rmSync(gone.outDir, { recursive: true })
  sweepFolderCaches(root)
  expect(cached(root)).toEqual({ pages: 1, indexes: 1 })
  // Once untouched for a while, it goes.
  age(root, HOUR)
  sweepFolderCaches(root)
  expect(cached(root)).toEqual({ pages: 0, indexes: 0 })
})

test('a folder whose path needs escaping in JSON is read back right', () => {
  const root = join(work, 'root-3')
  const kept = built(root, 'a "quoted" \\ folder')
  age(root, HOUR)
  sweepFolderCaches(root)
  expect(cached(root)).toEqual({ pages: 1, indexes: 1 })
  expect(existsSync(kept.outDir)).toBe(true)
})
