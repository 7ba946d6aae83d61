import { describe, expect, it } from 'vitest'
import {
  formatFieldPath,
  nodeAt,
  parseYamlText,
  pointerToPath,
  positionOf,
} from '../../../src/node/content/yaml-source.ts'

const text = ['title: About', 'blocks:', '  - type: hero', '    title: Hi', '    a/b: slash', '  - type: cta', ''].join(
  '\n',
)

function parse(yaml: string) {
  const { source, errors } = parseYamlText(yaml, 'pages/x.yaml')
  expect(errors).toEqual([])
  return source!
}

describe('pointerToPath', () => {
  it('turns array indexes into numbers and unescapes ~1 and ~0', () => {
    const data = { blocks: [{ 'a/b': 1, 'c~d': 2 }], '0': { x: 1 } }
    expect(pointerToPath('', data)).toEqual([])
    expect(pointerToPath('/blocks/0/a~1b', data)).toEqual(['blocks', 0, 'a/b'])
    expect(pointerToPath('/blocks/0/c~0d', data)).toEqual(['blocks', 0, 'c~d'])
    // A numeric key of a mapping stays a string.
    expect(pointerToPath('/0/x', data)).toEqual(['0', 'x'])
  })
})

describe('formatFieldPath', () => {
  it('writes paths the way authors read them', () => {
    expect(formatFieldPath([])).toBe('')
    expect(formatFieldPath(['title'])).toBe('title')
    expect(formatFieldPath(['blocks', 2, 'items', 0, 'title'])).toBe('blocks[2].items[0].title')
  })
})

describe('nodeAt and positionOf', () => {
  it('finds the value and its key', () => {
    const source = parse(text)
    const found = nodeAt(source.doc, ['blocks', 0, 'title'])
    expect(positionOf(source, found.node)).toEqual({ line: 4, column: 12 })
    expect(positionOf(source, found.key)).toEqual({ line: 4, column: 5 })
    expect(positionOf(source, nodeAt(source.doc, ['blocks', 0, 'a/b']).node)).toEqual({ line: 5, column: 10 })
    expect(positionOf(source, nodeAt(source.doc, ['blocks', 1]).node)).toEqual({ line: 6, column: 5 })
  })

  it('stops at the deepest node that exists', () => {
    const source = parse(text)
    const found = nodeAt(source.doc, ['blocks', 1, 'missing', 'deeper'])
    expect(found.node).toBeUndefined()
    expect(found.depth).toBe(2)
    expect(positionOf(source, found.deepest)).toEqual({ line: 6, column: 5 })
    expect(nodeAt(source.doc, ['blocks', 9]).depth).toBe(1)
  })

  it('places a missing node at the start of the file', () => {
    expect(positionOf(parse(text), undefined)).toEqual({ line: 1, column: 1 })
  })
})

describe('parseYamlText', () => {
  it('returns the data', () => {
    expect(parse('title: About\nitems: [1, 2]\n').data).toEqual({ title: 'About', items: [1, 2] })
  })

  it('reports one error per line when one mistake trips the parser several times', () => {
    const { errors } = parseYamlText('title: x\n- y\n', 'pages/x.yaml')
    expect(errors.map((e) => [e.code, e.line, e.column])).toEqual([['yaml-syntax', 2, 1]])
  })

  it('points an unclosed single quote at where it opens', () => {
    const { errors } = parseYamlText("a: x\nb: 'it\nc: d\n", 'pages/x.yaml')
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [2, 4, "the quoted text that starts here has no closing '"],
    ])
  })

  it.each([
    ['title: About: Us\n', 1, 8, 'YAML syntax error: a value contains ": " and is not in quotes'],
    ['a:\n  - b\n c: 1\n', 3, 1, 'YAML syntax error: the fields here do not all start at the same column'],
    ['a: "x" y\n', 1, 8, 'YAML syntax error (UNEXPECTED_TOKEN): unexpected scalar at node end'],
  ])('describes %j plainly', (yaml, line, column, message) => {
    const { errors } = parseYamlText(yaml, 'pages/x.yaml')
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([[line, column, message]])
  })

  it('treats a file of only comments as empty', () => {
    expect(parseYamlText('# nothing yet\n', 'pages/x.yaml').errors.map((e) => e.code)).toEqual(['empty-file'])
  })
})
