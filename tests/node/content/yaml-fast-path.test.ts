import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { parseDocument } from 'yaml'
import { expect, test } from 'vitest'
import { parseYamlText } from '../../../src/node/content/yaml-source.ts'

// parseYamlText reads data with js-yaml for speed and keeps the `yaml` package for positions and messages:
// both must give the same data for every file the project has, good or bad.
const root = join(import.meta.dirname, '../../..')

function yamlFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(dir, f))
}

test('the fast path gives the same data as the yaml package for every YAML file of the site and the fixtures', () => {
  const files = [...yamlFiles('site'), ...yamlFiles('tests/fixtures')]
  expect(files.length).toBeGreaterThan(100)
  const different: string[] = []
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    const reference = parseDocument(text, { uniqueKeys: true, strict: true })
    const { source, errors } = parseYamlText(text, file)
    if (reference.errors.length > 0) {
      // A file the yaml package rejects is rejected with its positioned messages.
      if (errors.length === 0)
        different.push(`${file}: accepted, but the yaml package reports ${reference.errors[0]!.code}`)
      continue
    }
    if (source && !isDeepStrictEqual(source.data, reference.toJS({ maxAliasCount: 100 })))
      different.push(`${file}: data differs`)
  }
  expect(different).toEqual([])
})

test('positions are still there when an error needs them', () => {
  const { source } = parseYamlText('title: Hello\nblocks:\n  - type: hero\n    titel: x\n', 'page.yaml')
  expect(source!.doc.contents).toBeTruthy()
  expect(source!.lineCounter.linePos(source!.text.indexOf('titel'))).toEqual({ line: 4, col: 5 })
})
