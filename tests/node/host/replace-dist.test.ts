import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { fileWriter, keepUnchanged, replaceDist } from '../../../src/node/host/write.ts'

// How a build's staging folder updates the last build's folder (host/write.ts): files the last build holds as they
// are stay untouched (the same file on disk), the new and changed ones are moved in, every other file is deleted with
// the folders it leaves empty, and a first build's folder is the staging folder renamed.
let work: string
let outDir: string
let staging: string

const put = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'zuma-replace-dist-'))
  outDir = join(work, 'dist')
  staging = join(work, 'dist.tmp')
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

test('a first build: the staging folder becomes the build folder', () => {
  put(join(staging, 'index.html'), 'home')
  replaceDist(staging, outDir, new Set())
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('home')
  expect(existsSync(staging)).toBe(false)
})

test('a rebuild keeps, replaces, adds and deletes', async () => {
  put(join(outDir, 'index.html'), 'home')
  put(join(outDir, 'about/index.html'), 'about, old')
  put(join(outDir, 'gone/deep/index.html'), 'a removed page')
  put(join(outDir, 'gone/index.html'), 'its section')
  put(join(outDir, 'page'), 'a file where the new build has a folder')
  put(join(outDir, '_app/app.js'), 'same bytes')
  const home = statSync(join(outDir, 'index.html')).ino
  const app = statSync(join(outDir, '_app/app.js')).ino

  const files = fileWriter({ staging, outDir })
  // An unchanged page, linked from the last build: it stays where it is.
  files.link(join(outDir, 'index.html'), join(staging, 'index.html'))
  await files.write(join(staging, 'about/index.html'), 'about, new')
  await files.write(join(staging, 'page/index.html'), 'a new page')
  await files.write(join(staging, '_app/app.js'), 'same bytes')
  await files.flush()
  expect(existsSync(join(staging, 'index.html'))).toBe(false)
  expect(keepUnchanged(staging, outDir, files.kept)).toBe(1)
  replaceDist(staging, outDir, files.kept)

  expect(readFileSync(join(outDir, 'about/index.html'), 'utf8')).toBe('about, new')
  expect(readFileSync(join(outDir, 'page/index.html'), 'utf8')).toBe('a new page')
  // Untouched: the very files the last build wrote.
  expect(statSync(join(outDir, 'index.html')).ino).toBe(home)
  expect(statSync(join(outDir, '_app/app.js')).ino).toBe(app)
  expect(existsSync(join(outDir, 'gone'))).toBe(false)
  expect(existsSync(staging)).toBe(false)
})
