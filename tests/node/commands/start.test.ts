import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { startNode } from '../../helpers/node-start.ts'

// What every npm command starts with (src/node/commands/start.mjs): Node's compile cache, which keeps what Node
// compiled for the next start and starts again past its bound instead of growing with every build; and the engine's
// TypeScript read by Node, or by tsx on a Node that does not strip types.

const work = mkdtempSync(join(tmpdir(), 'compile-cache-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Starts Node as the npm scripts do, with the cache in `dir`, and has it load a module of the engine. */
function start(dir: string, nodeOptions: string[] = []) {
  const run = startNode(
    [
      '-e',
      "await import('./src/node/content/yaml-source.ts'); const { ContentErrors } = await import('./src/node/errors/errors.ts'); console.log(new ContentErrors([], 'x').name)",
    ],
    { nodeOptions, env: { ...process.env, NODE_COMPILE_CACHE: dir } },
  )
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  expect(run.stdout.trim()).toBe('ContentErrors')
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

test("a thread the command starts leaves the cache to the command's own thread", () => {
  // The render and bundle threads run start.mjs too (Node hands them its --import). Here the cache grows past its bound
  // after the command started; a thread started then must not empty it under the command (only a next start does).
  const dir = join(work, 'threads')
  const grown = join(dir, 'grown-meanwhile')
  const run = startNode(
    [
      '--input-type=module',
      '-e',
      `import { mkdirSync, writeFileSync } from 'node:fs'
      import { Worker } from 'node:worker_threads'
      mkdirSync(${JSON.stringify(grown)}, { recursive: true })
      for (let i = 0; i < 4001; i++) writeFileSync(${JSON.stringify(grown)} + '/' + i, '')
      const worker = new Worker("import('node:worker_threads').then((w) => w.parentPort.postMessage('started'))", { eval: true })
      console.log(await new Promise((resolve) => worker.once('message', resolve)))
      await worker.terminate()`,
    ],
    { env: { ...process.env, NODE_COMPILE_CACHE: dir } },
  )
  expect(run.stderr).toBe('')
  expect(run.stdout.trim()).toBe('started')
  expect(readdirSync(grown).length).toBe(4001)
})

test('a Node that does not strip types reads the engine through tsx', () => {
  // As Node before 22.18 (the machine's Node 20, for one) starts: without type stripping.
  start(join(work, 'without-stripping'), ['--no-experimental-strip-types'])
})
