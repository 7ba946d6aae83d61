import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { subsetWebFonts } from '../../../src/node/render/fonts.ts'

// The web font's subset is kept between builds (`.cache/fonts`) under the hash of what it is made from: a rebuild
// whose text adds no character takes the kept file, and a new character makes (and keeps) another.
const root = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'zuma-font-cache-'))
const cacheDir = join(work, 'cache')
afterAll(() => rmSync(work, { recursive: true, force: true }))

const css = `@font-face{font-family:'Inter Variable';font-weight:100 900;src:url(/_app/inter-latin.woff2) format('woff2-variations');unicode-range:U+0000-00FF}`
const typography = { weights: { min: 400, max: 700 }, features: ['kern', 'liga'] }

/** A build's folder with the original font file, subset with the cache. */
async function subset(name: string, text: string) {
  const dir = join(work, name)
  mkdirSync(join(dir, '_app'), { recursive: true })
  copyFileSync(
    join(root, 'site/assets/fonts/inter/files/inter-latin-wght-normal.woff2'),
    join(dir, '_app/inter-latin.woff2'),
  )
  const made = await subsetWebFonts({
    dir,
    css,
    text,
    typography,
    cache: { dir: cacheDir, reuse: true, dependencies: 'the same code' },
  })
  // Named at once, made in a process of its own: in the folder once `written` settles, the original gone.
  await made.written
  expect(readdirSync(join(dir, '_app'))).toEqual([made.preload[0]!.split('/').at(-1)])
  return { made, bytes: readFileSync(join(dir, made.preload[0]!)) }
}

test('a second build with the same text takes the kept subset; new text makes another', async () => {
  const first = await subset('first', 'Héllo')
  const kept = readdirSync(cacheDir)
  expect(kept.length).toBe(1)
  expect(readFileSync(join(cacheDir, kept[0]!)).equals(first.bytes)).toBe(true)

  const second = await subset('second', 'Héllo')
  expect(second.made).toEqual(first.made)
  expect(second.bytes.equals(first.bytes)).toBe(true)
  expect(readdirSync(cacheDir)).toEqual(kept)

  const third = await subset('third', 'Héllo ñ')
  expect(readdirSync(cacheDir).length).toBe(2)
  expect(third.bytes.equals(first.bytes)).toBe(false)
}, 60000)
