import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, expect, test } from 'vitest'

/**
 * `npm run dev` loads the engine with Node's module loader (bundle/dev-engine.ts), and an edit of one of its files
 * restarts the server with the new code, as Vite did when the engine was bundled into its config. Run in a Node process
 * of its own, where the engine's modules go through Node's loader as they do under `npm run dev`.
 */

const SCRIPT = join(import.meta.dirname, '../../fixtures/dev-engine-restart.mjs')
// As before every command of the engine: on a Node that does not read TypeScript itself, tsx reads it.
const START = join(import.meta.dirname, '../../../src/node/commands/start.mjs')
let work: string | undefined

afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

test('an edit of a module the engine loaded restarts the server with the new code; other files restart nothing', async () => {
  work = mkdtempSync(join(tmpdir(), 'zuma-dev-engine-'))
  mkdirSync(join(work, 'src'))
  writeFileSync(join(work, 'src/words.ts'), 'export const words: string = "first"\n')
  writeFileSync(join(work, 'src/engine.ts'), 'import { words } from "./words.ts"\nexport const said = words\n')
  writeFileSync(join(work, 'src/other.ts'), 'export const said = "other"\n')
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>t</title>\n')
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', pathToFileURL(START).href, SCRIPT, work],
    {
      cwd: join(import.meta.dirname, '../../..'),
      timeout: 60_000,
    },
  )
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
    first: 'first',
    watched: true,
    restartsAfterOther: 0,
    sameEngine: true,
    reloaded: true,
    second: 'second',
    restarts: 1,
    restarted: true,
  })
}, 90_000)
