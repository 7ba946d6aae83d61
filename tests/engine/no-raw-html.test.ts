import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

// Content is never injected as raw HTML: every word reaches the page as React text, escaped. The one exception writes
// nothing: a static block's slot tells React it holds the empty string, so that React keeps the prerendered HTML
// inside it as it is (src/blocks/BlockRenderer.tsx).
const KEPT =
  /const KEPT = \{ __html: '' \}\n[\s\S]*dangerouslySetInnerHTML=\{KEPT\}|dangerouslySetInnerHTML=\{KEPT\}[\s\S]*const KEPT = \{ __html: '' \}\n/
const root = join(import.meta.dirname, '../..')

test('no code in src/ writes raw HTML (dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML, document.write)', () => {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(ts|tsx)$/.test(f),
  )
  expect(files.length).toBeGreaterThan(50)
  const found: string[] = []
  for (const file of files) {
    const source = readFileSync(join(root, 'src', file), 'utf8')
    const code = KEPT.test(source) ? source.replace('dangerouslySetInnerHTML={KEPT}', '') : source
    for (const pattern of [
      /dangerouslySetInnerHTML/,
      /\.innerHTML\b/,
      /\.outerHTML\s*=/,
      /insertAdjacentHTML/,
      /document\.write\(/,
    ]) {
      if (pattern.test(code)) found.push(`${relative(root, join(root, 'src', file))}: ${pattern.source}`)
    }
  }
  expect(found).toEqual([])
})
