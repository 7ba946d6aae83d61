import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// What an author reads after `npm run build`: a line per phase, and nothing else unless something needs them. The
// bundler's notes about the engine's own code (Rolldown warned in every build that the server renderer imports at once
// what the browser imports lazily) are no business of theirs.
const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-build-output-'))

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('a cold build, run as `npm run build` runs it, prints its phases and no warning', () => {
  cpSync(join(root, 'tests/fixtures/sites/minimal'), join(work, 'site'), { recursive: true })
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      './src/node/commands/start.mjs',
      'src/node/commands/build.ts',
      '--site',
      join(work, 'site'),
      '--out',
      join(work, 'dist'),
      '--no-cache',
    ],
    { cwd: root, encoding: 'utf8' },
  )
  expect(build.status).toBe(0)
  // Node's own notes (an older Node 22 may call its type stripping experimental) are the runtime's, not the build's.
  const nodeNote = /^\(node:\d+\) |^\(Use `node --trace-warnings/
  expect(build.stderr.split('\n').filter((line) => line.trim() !== '' && !nodeNote.test(line))).toEqual([])
  const lines = build.stdout.trim().split('\n')
  // The bundles were built in this run, not taken from an earlier one: the bundler ran and said nothing.
  expect(lines).toContainEqual(expect.stringMatching(/^✔ bundles built \(\d+ ms\)$/))
  expect(lines.filter((line) => !line.startsWith('✔ '))).toEqual([])
  expect(lines.at(-1)).toMatch(/^✔ dist ready in \d+ ms$/)
}, 120000)
