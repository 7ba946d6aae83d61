import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// The compile cache every npm command starts with (src/node/commands/compile-cache.ts): Node keeps what it compiled
// for the next start, and a cache grown past its bound starts again instead of growing with every build.

const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'compile-cache-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Starts Node as the npm scripts do, with the cache in `dir`, and has it load a module of the engine. */
function start(dir: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', './src/node/commands/compile-cache.ts', '-e', "await import('./src/node/content/yaml-source.ts')"],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_COMPILE_CACHE: dir } },
  )
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
}

test('a start leaves the compiled code in the cache for the next', () => {
  const dir = join(work, 'fresh')
  start(dir)
  const entries = readdirSync(dir, { recursive: true }).length
  expect(entries).toBeGreaterThan(10)
  start(dir)
  expect(readdirSync(dir, { recursive: true }).length).toBe(entries)
})

test('a cache grown past its bound is emptied and made anew', () => {
  const dir = join(work, 'grown')
  const old = join(dir, 'an-older-node')
  mkdirSync(old, { recursive: true })
  for (let i = 0; i < 4001; i++) writeFileSync(join(old, String(i)), '')
  start(dir)
  expect(existsSync(old)).toBe(false)
  // Node, told the folder by NODE_COMPILE_CACHE, opened it before the bound was checked: the next start fills it.
  start(dir)
  expect(readdirSync(dir, { recursive: true }).length).toBeGreaterThan(10)
})
