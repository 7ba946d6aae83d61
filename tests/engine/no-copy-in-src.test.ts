import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../..')
const browserDirs = ['src/app', 'src/blocks', 'src/components', 'src/layout', 'src/theme', 'src/forms'].map((d) =>
  join(root, d),
)

function files(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => pattern.test(name))
      .map((name) => join(dir, name))
  } catch {
    return []
  }
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

const sources = browserDirs
  .flatMap((dir) => files(dir, /\.(tsx?|css)$/))
  .map((file) => ({ file: relative(root, file), code: stripComments(readFileSync(file, 'utf8')) }))

describe('engine/content separation: src/ holds no visitor-facing words', () => {
  test('no JSX text or spoken attribute is written in a component', () => {
    const found: string[] = []
    for (const { file, code } of sources.filter((s) => s.file.endsWith('.tsx'))) {
      for (const match of code.matchAll(/>([^<>{}();=]*[A-Za-z]{2,}[^<>{}();=]*)</g)) {
        const text = match[1]!.trim()
        // Type parameters such as `Array<Foo>` are code, not text.
        if (text && !/^[\w.,\s|&[\]]+$/.test(text.replace(/\s+/g, ' '))) found.push(`${file}: >${text}<`)
        else if (text && /\s/.test(text) && !/[|&]/.test(text)) found.push(`${file}: >${text}<`)
      }
      for (const match of code.matchAll(
        /\b(aria-label|alt|title|placeholder|aria-description|aria-roledescription)="([^"]*[A-Za-z][^"]*)"/g,
      ))
        found.push(`${file}: ${match[1]}="${match[2]}"`)
    }
    expect(found).toEqual([])
  })

  test('no text, phone number or e-mail address from site/ appears in src/', () => {
    const phrases = new Set<string>()
    const collect = (value: unknown) => {
      if (typeof value === 'string') {
        if (
          /[A-Za-z]/.test(value) &&
          (value.trim().includes(' ') || value.includes('@')) &&
          value.length >= 8 &&
          !value.startsWith('/') &&
          !/^[#'\w -]+,/.test(value)
        )
          phrases.add(value.trim())
        if (/^\+?[\d ]{8,}$/.test(value)) phrases.add(value)
      } else if (Array.isArray(value)) value.forEach(collect)
      else if (value && typeof value === 'object') Object.values(value).forEach(collect)
    }
    for (const file of files(join(root, 'site'), /\.yaml$/)) {
      const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      // Theme font stacks are CSS, not copy.
      if (file.endsWith('site.yaml')) delete data.theme
      collect(data)
    }
    expect(phrases.size).toBeGreaterThan(20)
    const leaks: string[] = []
    for (const { file, code } of sources)
      for (const phrase of phrases) if (code.includes(phrase)) leaks.push(`${file}: "${phrase}"`)
    expect(leaks).toEqual([])
  })
})
