import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ContentError } from '../../../src/node/errors/errors.ts'
import { codeFrame, formatErrors } from '../../../src/node/errors/format.ts'

// A small site folder on disk, so the human format can show code frames.
const cwd = mkdtempSync(join(tmpdir(), 'page-engine-format-'))
mkdirSync(join(cwd, 'pages'))
writeFileSync(
  join(cwd, 'pages/about.yaml'),
  [
    'title: About Us',
    'description: Who we are.',
    'blocks:',
    '  - type: hero',
    '    title: About Us',
    '    subtitel: We are a small team.',
    '',
  ].join('\n'),
)
writeFileSync(join(cwd, 'pages/tabs.yaml'), 'blocks:\n\t- type: hero\n')
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

const unknownField: ContentError = {
  code: 'unknown-field',
  file: 'pages/about.yaml',
  line: 6,
  column: 5,
  field: 'blocks[0].subtitel',
  message: 'unknown field "subtitel"',
  expected: 'one of the fields "title" or "subtitle"',
  found: '"subtitel"',
  hint: 'Did you mean "subtitle"?',
}
const missingSite: ContentError = {
  code: 'missing-file',
  file: 'site.yaml',
  line: 1,
  column: 1,
  field: '',
  message: 'site.yaml is missing',
  hint: 'Every site needs a site.yaml, with: company, navigation.',
}

describe('human format', () => {
  it('shows file:line:column, the field, expected and found, a code frame with a caret, and the fix', () => {
    expect(formatErrors([unknownField], 'human', { cwd })).toBe(
      [
        'pages/about.yaml:6:5 blocks[0].subtitel: unknown field "subtitel"',
        '  expected one of the fields "title" or "subtitle", found "subtitel"',
        '    4 |   - type: hero',
        '    5 |     title: About Us',
        '  > 6 |     subtitel: We are a small team.',
        '      |     ^',
        '    7 | ',
        '  fix: Did you mean "subtitle"?',
        '',
        '✖ 1 error in 1 file',
      ].join('\n'),
    )
  })

  it('counts errors and files, and leaves out the frame when the file does not exist', () => {
    const out = formatErrors([unknownField, missingSite], 'human', { cwd })
    expect(out).toContain(
      'site.yaml:1:1 site.yaml is missing\n  fix: Every site needs a site.yaml, with: company, navigation.',
    )
    expect(out.endsWith('✖ 2 errors in 2 files')).toBe(true)
  })

  it('colours only when asked', () => {
    expect(formatErrors([unknownField], 'human', { cwd })).not.toContain('\x1b[')
    expect(formatErrors([unknownField], 'human', { cwd, color: true })).toContain('\x1b[1mpages/about.yaml:6:5\x1b[0m')
  })
})

describe('codeFrame', () => {
  it('shows tabs as arrows so the caret lines up', () => {
    expect(codeFrame({ ...missingSite, file: 'pages/tabs.yaml', line: 2, column: 1 }, cwd)).toBe(
      ['    1 | blocks:', '  > 2 | →- type: hero', '      | ^', '    3 | '].join('\n'),
    )
  })

  it('pads line numbers to the widest one shown', () => {
    const lines = Array.from({ length: 12 }, (_, i) => `line${i + 1}: x`).join('\n')
    writeFileSync(join(cwd, 'pages/long.yaml'), lines)
    expect(codeFrame({ ...missingSite, file: 'pages/long.yaml', line: 10, column: 8 }, cwd)).toBe(
      ['     8 | line8: x', '     9 | line9: x', '  > 10 | line10: x', '       |        ^', '    11 | line11: x'].join(
        '\n',
      ),
    )
  })
})

describe('json format', () => {
  it('parses to the errors and their count', () => {
    const parsed = JSON.parse(formatErrors([unknownField, missingSite], 'json')) as {
      errors: ContentError[]
      count: number
    }
    expect(parsed).toEqual({ errors: [unknownField, missingSite], count: 2 })
    expect(JSON.parse(formatErrors([], 'json'))).toEqual({ errors: [], count: 0 })
  })
})

describe('github format', () => {
  it('writes one workflow-command annotation per error, escaping properties and data', () => {
    expect(formatErrors([unknownField, missingSite], 'github').split('\n')).toEqual([
      '::error file=pages/about.yaml,line=6,col=5,title=unknown-field::blocks[0].subtitel: unknown field "subtitel" — expected one of the fields "title" or "subtitle", found "subtitel" — fix: Did you mean "subtitle"?',
      '::error file=site.yaml,line=1,col=1,title=missing-file::site.yaml is missing — fix: Every site needs a site.yaml, with: company, navigation.',
    ])
  })

  it('escapes %, newlines, and in properties also : and ,', () => {
    const tricky: ContentError = {
      ...missingSite,
      file: 'pages/a,b:c.yaml',
      message: '100% wrong\nsecond line',
      hint: undefined,
    }
    expect(formatErrors([tricky], 'github')).toBe(
      '::error file=pages/a%2Cb%3Ac.yaml,line=1,col=1,title=missing-file::100%25 wrong%0Asecond line',
    )
  })
})
