import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { runBuildCommand } from '../../helpers/node-start.ts'
import { MINIMAL_SITE } from '../../helpers/fixture-site.ts'

// What an author reads after `npm run build`: a line per phase, and nothing else unless something needs them. The
// bundler's notes about the engine's own code (Rolldown warned in every build that the server renderer imports at once
// what the browser imports lazily) are no business of theirs.
const work = mkdtempSync(join(tmpdir(), 'zuma-build-output-'))

afterAll(() => rmSync(work, { recursive: true, force: true }))

test('a cold build, run as `npm run build` runs it, prints its phases and no warning', () => {
  cpSync(MINIMAL_SITE, join(work, 'site'), { recursive: true })
  const build = runBuildCommand(['--site', join(work, 'site'), '--out', join(work, 'dist'), '--no-cache'])
  expect(build.status).toBe(0)
  // Nothing on stderr, as tests/node/commands/start.test.ts asks of the start every npm command makes.
  expect(build.stderr).toBe('')
  const lines = build.stdout.trim().split('\n')
  // The bundles were built in this run, not taken from an earlier one: the bundler ran and said nothing.
  expect(lines).toContainEqual(expect.stringMatching(/^✔ bundles built \(\d+ ms\)$/))
  expect(lines.filter((line) => !line.startsWith('✔ '))).toEqual([])
  expect(lines.at(-1)).toMatch(/^✔ dist ready in \d+ ms$/)
}, 120000)
