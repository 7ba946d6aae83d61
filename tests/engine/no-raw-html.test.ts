import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

// Content is never injected as raw HTML: every word reaches the page as React text, escaped.
const root = join(import.meta.dirname, '../..')

test('no code in src/ writes raw HTML (dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML, document.write)', () => {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.(ts|tsx)$/.test(f),
  )
  expect(files.length).toBeGreaterThan(50)
  const found: string[] = []
  for (const file of files) {
    const code = readFileSync(join(root, 'src', file), 'utf8')
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
