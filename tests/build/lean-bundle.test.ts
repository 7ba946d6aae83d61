import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, test } from 'vitest'
import { stacklessMarkers } from '../../src/build/lean-bundle.ts'

describe('errors a library makes as it loads are made without a stack', () => {
  const library = [
    'var Marker = Error("marker"), other = 1;',
    'const Made = new Error("made with new");',
    'function later() { var inside = Error("inside a function"); return inside }',
    'class K { static x = Error("in a class body") }',
    'var withCause = Error("two arguments", { cause: 1 });',
    'if (false) throw Error("thrown, not kept");',
    'result = { Marker, Made, inside: later(), withCause };',
  ].join('\n')

  test('a kept error outside every function keeps its message and class, not a stack', () => {
    const out = stacklessMarkers(library)
    const sandbox: { result?: Record<string, Error> } = {}
    runInNewContext(out, sandbox)
    const { Marker, Made, inside, withCause } = sandbox.result!
    expect(Marker!.message).toBe('marker')
    expect(Made!.message).toBe('made with new')
    expect(String(Marker)).toBe('Error: marker')
    expect(Object.keys(Marker!)).toEqual([]) // the message is not enumerable, as on an error made by Error()
    for (const marker of [Marker, Made]) expect(marker).not.toHaveProperty('stack')
    // Errors made when something runs (a function, a class), or with options, are left as they are.
    for (const error of [inside, withCause]) expect(error).toHaveProperty('stack')
    expect(out).toContain('Error("in a class body")')
    expect(out).toContain('throw Error("thrown, not kept")')
  })

  test('react-dom makes no error as it loads once rewritten', () => {
    const file = join(
      dirname(createRequire(import.meta.url).resolve('react-dom')),
      'cjs/react-dom-client.production.js',
    )
    const source = readFileSync(file, 'utf8')
    const out = stacklessMarkers(source)
    // Its markers (SuspenseException and its kin): React compares them by identity only.
    for (const name of ['SuspenseException', 'HydrationMismatchException', 'SelectiveHydrationException'])
      expect(out).toMatch(new RegExp(`\\b${name} = __stacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`))
    expect(out).not.toMatch(/\w+Exception = Error\(/)
    // A file with nothing to rewrite comes back as it was.
    expect(stacklessMarkers('export const a = 1')).toBe('export const a = 1')
  })
})
