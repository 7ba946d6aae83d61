import { describe, expect, it } from 'vitest'
import { indentationProblems } from '../../../src/node/content/indentation.ts'
import { parseYamlText } from '../../../src/node/content/yaml-source.ts'

const lines = (...rows: string[]) => `${rows.join('\n')}\n`

describe('indentationProblems', () => {
  it.each([
    ['a field one space right of its sibling', lines('a:', '  b: 1', '   c: 2'), [3, 4, 'c', 'further']],
    ['a field right of the field after a dash', lines('a:', '  - b: 1', '     c: 2'), [3, 6, 'c', 'further']],
    ['a field one space left of its sibling', lines('a:', '  - b: 1', '    c: 2', '   d: 3'), [4, 4, 'd', 'less']],
  ])('finds %s', (_name, text, [line, column, key, direction]) => {
    expect(indentationProblems(text)).toEqual([
      expect.objectContaining({
        line,
        column,
        message: `YAML syntax error: the field "${key}" is indented ${direction} than the fields above it`,
      }),
    ])
  })

  it('says both columns a field between two levels may belong to', () => {
    expect(indentationProblems(lines('a:', '  b:', '    c: 1', '   d: 2'))[0]?.hint).toBe(
      'Start "d" at column 5, where "c" starts on line 3, or at column 3, where "b" starts on line 2.',
    )
  })

  it('finds a tab anywhere in the indentation, at its column', () => {
    expect(indentationProblems(lines('a:', '  b: 1', '  \tc: 2')).map((p) => [p.line, p.column])).toEqual([[3, 3]])
  })

  it.each([
    ['nested groups and lists', lines('a:', '  b:', '    - c: 1', '      d: 2', '    - e', 'f: 3')],
    ['a list at the same column as its field', lines('a:', '- b: 1', '  c: 2', 'd: 3')],
    ['a block text with deeper and tabbed lines', lines('a: |', '  text', '     more: text', '  \ttabbed', 'b: 1')],
    ['a plain text over several lines', lines('a: some', '  more text', 'b: 1')],
    ['comments and blank lines', lines('a:', '  # note', '', '  b: 1')],
  ])('finds nothing in %s', (_name, text) => {
    expect(indentationProblems(text)).toEqual([])
  })
})

describe('parseYamlText with an indentation mistake', () => {
  it('reports the mistake once, instead of the parser errors it causes on the lines around it', () => {
    const { errors } = parseYamlText(lines('blocks:', '  - type: hero', '  \ttitle: x', '  - type: cta'), 'x.yaml')
    expect(errors.map((e) => [e.code, e.line, e.column, e.message])).toEqual([
      ['indentation', 3, 3, 'YAML syntax error: this line is indented with a tab'],
    ])
  })

  it('keeps the wording of the parser when the indentation is not the problem', () => {
    const { errors } = parseYamlText(lines('title: About: Us'), 'x.yaml')
    expect(errors.map((e) => e.message)).toEqual(['YAML syntax error: a value contains ": " and is not in quotes'])
  })
})
