import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import {
  type DevSnapshot,
  readSnapshot,
  type SnapshotContext,
  snapshotFile,
  writeSnapshot,
} from '../../../src/node/bundle/dev-snapshot.ts'
import { ENGINE_SCHEMA_DIR } from '../../../src/node/util/paths.ts'
import { loadSite } from '../../../src/node/load.ts'

/**
 * What a dev server's restart serves before it loads the site (bundle/dev-snapshot.ts) is used only for the files and
 * the engine it was made from: any file changed, added, removed or renamed while the server was stopped, other
 * schemas, a publishing time passed, or a damaged file, and the restart loads the whole site instead.
 */

const MINIMAL_SITE = join(import.meta.dirname, '../../fixtures/sites/minimal')
let work: string
let context: SnapshotContext
let file: string
const snapshot: DevSnapshot = {
  manifest: 'export const site = {};',
  fonts: '',
  html: { '/about': 'lang="en"' },
  data: { '/_data/about/index.json': '{"title":"About Us"}' },
  pages: { '/about': { styles: '<style data-emotion="css 1x">h1{color:red}</style>', html: '<h1>About Us</h1>' } },
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'zuma-snapshot-'))
  const siteDir = join(work, 'site')
  cpSync(MINIMAL_SITE, siteDir, { recursive: true })
  context = { siteDir, cwd: work, drafts: 'show' }
  file = snapshotFile(join(work, 'cache'), siteDir)
  writeSnapshot(file, context, snapshot)
})

afterEach(() => {
  rmSync(work, { recursive: true, force: true })
})

test('a snapshot is read back for the files it was made from', () => {
  expect(readSnapshot(file, context)).toEqual(snapshot)
})

test('a file edited while the server was stopped makes the snapshot unused, even at the same size', () => {
  const about = join(context.siteDir, 'pages/about.yaml')
  const text = readFileSync(about, 'utf8')
  // Same length, one letter changed: the time of change (and the inode of a rewritten file) tells it.
  writeFileSync(about, text.replace('About Us', 'About Os'))
  expect(readSnapshot(file, context)).toBeUndefined()
})

test('a file saved again with the same bytes keeps the snapshot; one edited after the load read it does not', () => {
  // The snapshot keeps each YAML file as the load read it: its hash, and its stamp from before it was read.
  expect(loadSite({ siteDir: context.siteDir, cwd: work }).ok).toBe(true)
  writeSnapshot(file, context, snapshot)
  const about = join(context.siteDir, 'pages/about.yaml')
  const text = readFileSync(about, 'utf8')
  // Saved again unchanged (a new time of change, or a new inode as a checkout makes): the same bytes.
  rmSync(about)
  writeFileSync(about, text)
  expect(readSnapshot(file, context)).toEqual(snapshot)
  // Edited after the load read it and before the snapshot was written (a save as the server stops): not taken for
  // the file the snapshot was made from.
  expect(loadSite({ siteDir: context.siteDir, cwd: work }).ok).toBe(true)
  writeFileSync(about, text.replace('About Us', 'About the team'))
  writeSnapshot(file, context, snapshot)
  expect(readSnapshot(file, context)).toBeUndefined()
})

test('a file added, removed or renamed makes the snapshot unused', () => {
  writeFileSync(join(context.siteDir, 'pages/new.yaml'), 'title: New\n')
  expect(readSnapshot(file, context)).toBeUndefined()
  rmSync(join(context.siteDir, 'pages/new.yaml'))
  expect(readSnapshot(file, context)).toEqual(snapshot)
  renameSync(join(context.siteDir, 'pages/about.yaml'), join(context.siteDir, 'pages/about-us.yaml'))
  expect(readSnapshot(file, context)).toBeUndefined()
})

test('a snapshot made with other schemas is not used', () => {
  const schemaDir = join(work, 'schema')
  cpSync(ENGINE_SCHEMA_DIR, schemaDir, { recursive: true })
  const withOwn = { ...context, schemaDir }
  writeSnapshot(file, withOwn, snapshot)
  expect(readSnapshot(file, withOwn)).toEqual(snapshot)
  const pageSchema = join(schemaDir, 'page.schema.json')
  const schema = JSON.parse(readFileSync(pageSchema, 'utf8')) as { description?: string }
  writeFileSync(pageSchema, JSON.stringify({ ...schema, description: `${schema.description ?? ''} (changed)` }))
  expect(readSnapshot(file, withOwn)).toBeUndefined()
  // Nor one made for the engine's own schemas, by a server with other options or working folder.
  expect(readSnapshot(file, context)).toBeUndefined()
  writeSnapshot(file, context, snapshot)
  expect(readSnapshot(file, { ...context, drafts: 'leave-out' })).toBeUndefined()
  expect(readSnapshot(file, { ...context, cwd: tmpdir() })).toBeUndefined()
})

test('a snapshot is not used once a publishing time it was made before has passed', () => {
  const at = new Date('2030-01-01T00:00:00Z')
  writeSnapshot(file, context, snapshot, at)
  expect(readSnapshot(file, context, at.getTime() - 1)).toEqual(snapshot)
  expect(readSnapshot(file, context, at.getTime())).toBeUndefined()
})

test('a damaged or half-written snapshot is ignored', () => {
  const text = readFileSync(file, 'utf8')
  writeFileSync(file, text.slice(0, text.length / 2))
  expect(readSnapshot(file, context)).toBeUndefined()
  const kept = JSON.parse(text) as Record<string, unknown>
  writeFileSync(file, JSON.stringify({ ...kept, data: { '/_data/about/index.json': 7 } }))
  expect(readSnapshot(file, context)).toBeUndefined()
  writeFileSync(file, 'null')
  expect(readSnapshot(file, context)).toBeUndefined()
})

test("its drawn pages are kept only for the app's code they were drawn with; the rest of it still serves", () => {
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  // Drawn by another version of the app (a component edited while the server was stopped).
  writeFileSync(file, JSON.stringify({ ...kept, pagesKey: `${kept.pagesKey}0` }))
  expect(readSnapshot(file, context)).toEqual({ ...snapshot, pages: {} })
  // A page missing its HTML is left out, the others kept.
  writeFileSync(file, JSON.stringify({ ...kept, pages: { ...snapshot.pages, '/services': { styles: '' } } }))
  expect(readSnapshot(file, context)).toEqual(snapshot)
})
