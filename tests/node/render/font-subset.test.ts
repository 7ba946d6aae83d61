import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { expect, test } from 'vitest'
import { subsetInProcess } from '../../../src/node/render/fonts.ts'

// The build makes the web font's subset in a process whose WebAssembly V8 compiles with its baseline compiler only
// (`--liftoff-only`, for half the CPU time): the file must be the one HarfBuzz and WOFF2 make with V8's defaults.
const original = readFileSync(
  join(import.meta.dirname, '../../../site/assets/fonts/inter/files/inter-latin-wght-normal.woff2'),
)
const options = {
  targetFormat: 'woff2' as const,
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: ['kern', 'liga', 'tnum'],
}

test("the subset made in the subsetter's own process is the file subset-font makes in this one", async () => {
  const text = 'Héllo, Abuja — 2026 ₦'
  const there = await subsetInProcess(original, text, options)
  const here = await subsetFont(original, text, options)
  expect(there.length).toBeGreaterThan(1000)
  expect(there.length).toBeLessThan(original.length)
  expect(Buffer.from(there).equals(here)).toBe(true)
}, 60000)

test('a font the subsetter cannot read fails with its words, and no subset', async () => {
  await expect(subsetInProcess(new TextEncoder().encode('not a font'), 'abc', options)).rejects.toThrow(
    /^the font subsetter failed: Unrecognized font signature/,
  )
}, 60000)

test('on a Node whose V8 no longer takes the flag, the subset is made with V8 defaults', async () => {
  const text = 'Abuja'
  // Several at once: a process that refuses the flag can be gone before the font is written to it (EPIPE), which
  // once failed the subset instead of making it with V8's defaults (1 in 12 on a loaded machine).
  const made = await Promise.all(
    Array.from({ length: 4 }, () => subsetInProcess(original, text, options, ['--no-such-v8-flag-for-this-test'])),
  )
  const here = await subsetFont(original, text, options)
  for (const there of made) expect(Buffer.from(there).equals(here)).toBe(true)
}, 60000)
