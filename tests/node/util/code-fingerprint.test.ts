import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { codeFingerprint } from '../../../src/node/util/code-fingerprint.ts'

/**
 * The caches key what they keep by a fingerprint of the engine's files (util/code-fingerprint.ts), made from their
 * bytes only when a file's stamp changed: in this process, and across processes through `.cache/fingerprints/`.
 */

const ROOT = join(import.meta.dirname, '../../..')
const MODULE = pathToFileURL(join(ROOT, 'src/node/util/code-fingerprint.ts')).href
const START = pathToFileURL(join(ROOT, 'src/node/commands/start.mjs')).href
let work: string
const LONG_AGO = new Date('2026-01-01T00:00:00Z')

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'zuma-fingerprint-'))
  mkdirSync(join(work, 'code/deep'), { recursive: true })
  writeFileSync(join(work, 'code/a.ts'), 'export const a = 1\n')
  writeFileSync(join(work, 'code/deep/b.json'), '{"b": 2}\n')
  writeFileSync(join(work, 'code/notes.md'), '# notes\n')
  writeFileSync(join(work, 'lock.json'), '{}\n')
  // A time of change long past: an edit made within the clock's tick of the writes above still gets another stamp.
  for (const file of ['code/a.ts', 'code/deep/b.json', 'code/notes.md', 'lock.json'])
    utimesSync(join(work, file), LONG_AGO, LONG_AGO)
})

afterEach(() => rmSync(work, { recursive: true, force: true }))

const files = () => ({ folders: [join(work, 'code')], files: [join(work, 'lock.json')], endings: ['.ts', '.json'] })

test('a change of any file it names changes it; a file of another kind or none changes nothing', () => {
  const first = codeFingerprint(files())
  expect(codeFingerprint(files())).toBe(first)
  writeFileSync(join(work, 'code/notes.md'), '# other notes\n')
  expect(codeFingerprint(files())).toBe(first)

  // Same size, other bytes.
  writeFileSync(join(work, 'code/a.ts'), 'export const a = 2\n')
  const edited = codeFingerprint(files())
  expect(edited).not.toBe(first)
  writeFileSync(join(work, 'code/deep/c.ts'), 'export {}\n')
  const added = codeFingerprint(files())
  expect(added).not.toBe(edited)
  unlinkSync(join(work, 'code/deep/c.ts'))
  expect(codeFingerprint(files())).toBe(edited)
  writeFileSync(join(work, 'lock.json'), '{"x": 1}\n')
  expect(codeFingerprint(files())).not.toBe(edited)
})

test('another process takes the fingerprint kept for the same stamps, without reading the files', async () => {
  const inProcess = async () => {
    const script = `const { codeFingerprint } = await import(${JSON.stringify(MODULE)}); console.log(codeFingerprint(${JSON.stringify(files())}))`
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', START, '--input-type=module', '-e', script],
      { cwd: ROOT, timeout: 30_000 },
    )
    return stdout.trim()
  }
  const at = LONG_AGO
  const first = await inProcess()
  expect(first).toMatch(/^[0-9a-f]{64}$/)
  // Other bytes with the stamp the first process saw (same size, time of change and inode): taken as kept. This is
  // the trust every cache here puts in a file's stamp; it shows that the second process read no file.
  writeFileSync(join(work, 'code/a.ts'), 'export const a = 9\n')
  utimesSync(join(work, 'code/a.ts'), at, at)
  expect(await inProcess()).toBe(first)
  // A new time of change: read again.
  utimesSync(join(work, 'code/a.ts'), new Date(), new Date())
  expect(await inProcess()).not.toBe(first)
})
