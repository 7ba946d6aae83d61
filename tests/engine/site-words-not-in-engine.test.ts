import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'

// The engine (schema/ and src/) knows nothing of the site it renders: no name of its vocabularies, no menu label, no
// colour and no detail of the company. This test reads them from site/ (whatever site.yaml holds: it walks the values,
// it names no key of a menu or a colour) and looks for each in every file of schema/ and src/: code, comments, schema
// descriptions and examples alike (in code, its strings and comments: a name in code is not text). src/generated is
// included: it is made from schema/ and lucide, never from site/.
const root = join(import.meta.dirname, '../..')
const siteDir = join(root, 'site')

type Yaml = unknown

function readYaml(file: string): Yaml {
  return parse(readFileSync(file, 'utf8')) as Yaml
}

/** Every string under `value`, with the key it is the value of (the index's parent key for lists). */
function strings(value: Yaml, key = ''): Array<{ key: string; text: string }> {
  if (typeof value === 'string') return [{ key, text: value }]
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, child]) => strings(child, name))
  return []
}

const field = (value: Yaml, name: string): Yaml =>
  value && typeof value === 'object' ? (value as Record<string, Yaml>)[name] : undefined

/** The site's own words and values the engine must not hold, each with where in site/ it comes from. */
function siteTerms(): Array<{ term: string; from: string }> {
  const config = readYaml(join(siteDir, 'site.yaml'))
  const terms: Array<{ term: string; from: string }> = []
  const add = (text: string, from: string) => {
    const term = text.trim()
    if (term) terms.push({ term, from })
  }
  // Vocabularies: every name and label of every list.
  for (const { text } of strings(field(config, 'vocabularies'))) add(text, 'vocabularies')
  // Menus: every label and title of the navigation (or of menus declared beside it), at any depth: links, call to
  // action, menu groups and their items.
  for (const [top, value] of Object.entries(config as Record<string, Yaml>))
    if (/^(navigation|menus?)$/.test(top))
      for (const { key, text } of strings(value))
        if (/(^|[a-z])(label|Label|title|Title)$/.test(key)) add(text, `navigation ${key}`)
  // Colours: every colour value of the theme, whatever the tokens are called.
  for (const { text } of strings(field(config, 'theme')))
    if (/^(#[0-9a-f]{3,8}|(rgb|hsl|oklch|oklab)a?\(.*\))$/i.test(text.trim())) add(text, 'theme colour')
  // The company: name, phone, e-mail, every part of the address, and its profiles elsewhere.
  const company = field(config, 'company')
  for (const name of ['name', 'phone', 'email', 'address', 'social'])
    for (const { text } of strings(field(company, name))) add(text, `company.${name}`)
  // The collections: the category each item names (declared in vocabularies, but read where it is used too).
  const collections = join(siteDir, 'collections')
  for (const file of readdirSync(collections, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.yaml'),
  )) {
    const category = field(readYaml(join(collections, file)), 'category')
    if (typeof category === 'string') add(category, `collections/${file} category`)
  }
  return terms
}

function engineFiles(): string[] {
  return ['schema', 'src'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|json|css|md|svg)$/.test(name))
      .map((name) => join(root, dir, name)),
  )
}

/**
 * The words of a TypeScript file: its strings, template literals and comments, each left on its line; code is blanked
 * out. A site's word used as a name in code is not text (the `Overview` component, the `Home` key of a keyboard map).
 */
function wordsOfCode(code: string): string {
  let out = ''
  let i = 0
  const copyUntil = (end: string, escapes: boolean) => {
    while (i < code.length && !code.startsWith(end, i)) {
      if (escapes && code[i] === '\\') out += code[i++] ?? ''
      out += code[i++] ?? ''
    }
    out += code.slice(i, i + end.length)
    i += end.length
  }
  while (i < code.length) {
    const char = code[i]!
    if (code.startsWith('//', i)) copyUntil('\n', false)
    else if (code.startsWith('/*', i)) copyUntil('*/', false)
    else if (char === "'" || char === '"' || char === '`') {
      // A module's path (`from './Overview.tsx'`) names a file of the engine, not a word of the site.
      const modulePath = /(\bfrom|\bimport\s*\(?)\s*$/.test(code.slice(Math.max(0, i - 12), i))
      const start = out.length
      out += char
      i++
      copyUntil(char, true)
      if (modulePath) out = out.slice(0, start) + ' '.repeat(out.length - start)
    } else {
      out += char === '\n' ? '\n' : ' '
      i++
    }
  }
  return out
}

/** What of a file is text: all of a JSON, CSS or Markdown file; the strings and comments of code. */
function textOf(file: string): string {
  const content = readFileSync(file, 'utf8')
  return /\.tsx?$/.test(file) ? wordsOfCode(content) : content
}

/** `term` as a whole word: "Home" is not found in "Homepage", nor "#0f172a" in "#0f172a80". */
function wholeWord(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u')
}

describe('engine/site separation: the engine holds no vocabulary, menu label, colour or company detail of the site', () => {
  const terms = siteTerms()

  test('reads the words and values from site/', () => {
    const sources = new Set(terms.map(({ from }) => from.split(' ')[0]!.replace(/\/.*/, '')))
    // Each kind is found, so a renamed key in site.yaml cannot empty the test without notice.
    expect([...sources].sort()).toEqual(
      expect.arrayContaining(['collections', 'company.address', 'company.email', 'company.name', 'company.phone']),
    )
    expect([...sources]).toEqual(expect.arrayContaining(['vocabularies', 'navigation', 'theme']))
  })

  test('in code, reads strings and comments, not names or module paths', () => {
    const code =
      "import { Overview } from './Overview.tsx'\nconst keys = { Home: 0 } // the Services menu\nconst label = 'Contact Us'"
    const lines = wordsOfCode(code).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).not.toMatch(wholeWord('Overview'))
    expect(lines[1]).not.toMatch(wholeWord('Home'))
    expect(lines[1]).toMatch(wholeWord('Services'))
    expect(lines[2]).toMatch(wholeWord('Contact Us'))
  })

  test('no file under schema/ or src/ holds one of them', () => {
    // One pattern per term, named after the first place it was read from.
    const firsts = new Map<string, string>()
    for (const { term, from } of terms) if (!firsts.has(term)) firsts.set(term, from)
    const patterns = [...firsts].map(([term, from]) => ({ term, from, pattern: wholeWord(term) }))
    const found: string[] = []
    for (const file of engineFiles()) {
      const lines = textOf(file).split('\n')
      lines.forEach((line, index) => {
        for (const { term, from, pattern } of patterns)
          if (pattern.test(line)) found.push(`${relative(root, file)}:${index + 1}: "${term}" (${from})`)
      })
    }
    expect(found).toEqual([])
  })
})
