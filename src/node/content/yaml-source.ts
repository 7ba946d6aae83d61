import { readFileSync } from 'node:fs'
import { CORE_SCHEMA, load as loadFast } from 'js-yaml'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit, type Document, type Node } from 'yaml'
import type { ContentError } from '../errors/errors.ts'
import { indentationProblems } from './indentation.ts'

/**
 * A parsed YAML file that remembers where every node came from. `data` comes from js-yaml (fast). Reading `doc` or
 * `lineCounter` the first time parses the text again with the `yaml` package, for positions: only error reports do
 * it, and tests/node/content/yaml-fast-path.test.ts keeps the two parsers' data equal on every file of the project.
 */
export interface YamlSource {
  file: string
  text: string
  /** Parsed on first use (a second parse): read it only to position an error. */
  doc: Document.Parsed
  lineCounter: LineCounter
  data: unknown
}

export type PathSegment = string | number

/** Reads and parses a YAML file. Returns either the source or the errors that stop it being read. */
export function readYaml(absolutePath: string, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  const bytes = readFileSync(absolutePath)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const badByte = text.indexOf('\uFFFD')
  if (badByte !== -1 && !bytes.includes(Buffer.from('\uFFFD'))) {
    const before = text.slice(0, badByte)
    const line = before.split('\n').length
    const column = badByte - before.lastIndexOf('\n')
    return {
      errors: [
        {
          code: 'not-utf8',
          file: displayPath,
          line,
          column,
          field: '',
          message: 'the file contains bytes that are not UTF-8 text',
          hint: 'Save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8).',
        },
      ],
    }
  }
  return parseYamlText(text, displayPath)
}

/**
 * Parses YAML text; syntax errors and duplicate keys come back positioned.
 * Most files are fine, and their data is all validation needs: it comes from js-yaml (YAML 1.2 core schema, the
 * same data as the `yaml` package gives, over twice as fast). The positioned document (`doc`, `lineCounter`) is
 * parsed with `yaml` only when something asks for a position, that is when there is an error to report. A file
 * js-yaml refuses, or an empty one, takes the full path at once, so its messages are the same as always.
 */
export function parseYamlText(text: string, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  let fast: unknown
  try {
    fast = loadFast(text, { schema: CORE_SCHEMA, json: false })
  } catch {
    fast = undefined
  }
  if (fast !== null && typeof fast === 'object') return { source: lazySource(displayPath, text, fast), errors: [] }
  return parseFully(text, displayPath)
}

/** A source whose positioned document is parsed on first use. */
function lazySource(file: string, text: string, data: unknown): YamlSource {
  let full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined
  const parsed = () => {
    if (!full) {
      const lineCounter = new LineCounter()
      full = {
        doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true }),
        lineCounter,
      }
    }
    return full
  }
  return {
    file,
    text,
    data,
    get doc() {
      return parsed().doc
    },
    get lineCounter() {
      return parsed().lineCounter
    },
  }
}

function parseFully(text: string, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true })
  const errors: ContentError[] = []
  const lines = new Set<number>()
  // A wrong indentation trips the parser on a line near it, in words about something else: say what it is instead.
  const indentation = doc.errors.length > 0 ? nearParserErrors(indentationProblems(text), doc, lineCounter) : []
  for (const problem of indentation) {
    lines
      .add(problem.line - 1)
      .add(problem.line)
      .add(problem.line + 1)
    errors.push({ code: 'indentation', file: displayPath, field: '', ...problem })
  }
  for (const error of doc.errors) {
    // The parser notices a missing closing quote only at the end of the file: point at the opening one instead.
    const quote = error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(error.message)?.[1] : undefined
    const opening = quote ? openingQuoteBefore(doc, error.pos[0]) : undefined
    const pos = lineCounter.linePos(opening ?? error.pos[0])
    // One mistake often trips the parser several times on the same line; the first report is the useful one.
    if (lines.has(pos.line)) continue
    lines.add(pos.line)
    if (error.code === 'DUPLICATE_KEY') {
      errors.push(duplicateKeyError(doc, lineCounter, error.pos[0], displayPath, pos))
      continue
    }
    const tab = /tab/i.test(error.message)
    errors.push({
      code: 'yaml-syntax',
      file: displayPath,
      line: pos.line,
      column: pos.col,
      field: '',
      message: quote
        ? `the quoted text that starts here has no closing ${quote}`
        : describeYamlError(error.code, error.message),
      hint: quote
        ? `Add the closing ${quote} at the end of the text, or remove the opening one.`
        : tab
          ? 'Indent with spaces, never tabs (two spaces per level).'
          : 'Check the indentation and punctuation on this line and the one before it; text containing ": " or starting with a special character needs quotes.',
    })
  }
  errors.sort((a, b) => a.line - b.line || a.column - b.column)
  if (errors.length > 0) return { errors }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return {
      errors: [
        {
          code: 'empty-file',
          file: displayPath,
          line: 1,
          column: 1,
          field: '',
          message: 'the file is empty',
          hint: 'Add the page fields (title, description, blocks), or delete the file.',
        },
      ],
    }
  }
  return { source: { file: displayPath, text, doc, lineCounter, data: doc.toJS({ maxAliasCount: 100 }) }, errors: [] }
}

/** The indentation problems the parser tripped over (an error on that line or a neighbour): the others may be wrong. */
function nearParserErrors<T extends { line: number }>(
  problems: T[],
  doc: Document.Parsed,
  lineCounter: LineCounter,
): T[] {
  const errorLines = doc.errors.map((error) => lineCounter.linePos(error.pos[0]).line)
  return problems.filter((problem) => errorLines.some((line) => Math.abs(line - problem.line) <= 1))
}

/** A field written twice, named, with the line of its first copy (the parser says only that keys must be unique). */
function duplicateKeyError(
  doc: Document.Parsed,
  lineCounter: LineCounter,
  offset: number,
  file: string,
  pos: { line: number; col: number },
): ContentError {
  let name: string | undefined
  let firstLine: number | undefined
  visit(doc, {
    Map(_key, map) {
      const index = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset)
      if (index === -1) return undefined
      const key = map.items[index]!.key as Scalar
      name = String(key.value)
      const first = map.items.find((pair) => isScalar(pair.key) && pair.key.value === key.value)
      const firstOffset = (first?.key as Scalar | undefined)?.range?.[0]
      if (firstOffset !== undefined) firstLine = lineCounter.linePos(firstOffset).line
      return visit.BREAK
    },
  })
  return {
    code: 'duplicate-key',
    file,
    line: pos.line,
    column: pos.col,
    field: '',
    message:
      name !== undefined && firstLine !== undefined
        ? `the field "${name}" is written twice in the same place: first on line ${firstLine}`
        : 'this field is written twice in the same place',
    hint:
      name !== undefined && firstLine !== undefined
        ? `Keep one of the two "${name}" lines (${firstLine} and ${pos.line}); a field may appear once in each block or item.`
        : 'Keep one of the two; a field may appear once in each block or item.',
  }
}

/** Offset of the quoted scalar that runs on to `end` (an unclosed quote swallows the rest of the file). */
function openingQuoteBefore(doc: Document.Parsed, end: number): number | undefined {
  let start: number | undefined
  visit(doc, {
    Scalar(_key, node) {
      const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE
      if (quoted && node.range && node.range[0] < end && node.range[1] >= end) start = node.range[0]
    },
  })
  return start
}

/** The parser's words for the mistakes authors make most, said the way an author would understand them. */
const PLAIN_YAML_ERRORS: Array<[RegExp, string]> = [
  [/^Tabs are not allowed as indentation/, 'this line is indented with a tab'],
  [/^Sequence item without - indicator/, 'this line is not lined up with the lines above it'],
  [/^All mapping items must start at the same column/, 'the fields here do not all start at the same column'],
  [/^Nested mappings are not allowed in compact mappings/, 'a value contains ": " and is not in quotes'],
]

function describeYamlError(code: string, message: string): string {
  const firstLine = message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? message
  const plain = PLAIN_YAML_ERRORS.find(([pattern]) => pattern.test(firstLine))?.[1]
  if (plain) return `YAML syntax error: ${plain}`
  const text = firstLine.charAt(0).toLowerCase() + firstLine.slice(1)
  return `YAML syntax error (${code}): ${text}`
}

/** The node at a path, and the key node when the last step is a mapping key. */
export function nodeAt(
  doc: Document.Parsed,
  path: readonly PathSegment[],
): { node?: Node; key?: Node; deepest: Node | undefined; depth: number } {
  let current: unknown = doc.contents
  let key: Node | undefined
  let deepest = current as Node | undefined
  let depth = 0
  for (const segment of path) {
    key = undefined
    if (isMap(current)) {
      const pair = current.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) return { deepest, depth }
      key = pair.key as Node
      current = pair.value
    } else if (isSeq(current) && typeof segment === 'number') {
      current = current.items[segment]
      if (current === undefined) return { deepest, depth }
    } else {
      return { deepest, depth }
    }
    depth++
    deepest = (current as Node | null) ?? key
  }
  return { node: (current as Node | null) ?? undefined, key, deepest, depth }
}

/** 1-based line and column of a node's start (or of the file start). */
export function positionOf(source: YamlSource, node: Node | undefined): { line: number; column: number } {
  const offset = node?.range?.[0]
  if (offset === undefined) return { line: 1, column: 1 }
  const pos = source.lineCounter.linePos(offset)
  return { line: pos.line, column: pos.col }
}

/** `blocks[2].items[0].title` */
export function formatFieldPath(path: readonly PathSegment[]): string {
  return path.reduce<string>(
    (out, segment) => (typeof segment === 'number' ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    '',
  )
}

/** JSON pointer (`/blocks/2/title`) to path segments, numbers for array indexes. */
export function pointerToPath(pointer: string, data: unknown): PathSegment[] {
  if (!pointer) return []
  const out: PathSegment[] = []
  let current: unknown = data
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(current)) {
      const index = Number(segment)
      out.push(index)
      current = current[index]
    } else {
      out.push(segment)
      current = current && typeof current === 'object' ? (current as Record<string, unknown>)[segment] : undefined
    }
  }
  return out
}

/**
 * Where a JSON pointer of a file's data is (`/blocks/2/title`): line, column and field path, for an error report.
 * It reads `source.doc`, so the first call parses the file a second time (see YamlSource).
 */
export function locate(source: YamlSource, pointer: string): { line: number; column: number; field: string } {
  const path = pointerToPath(pointer, source.data)
  return { ...positionOf(source, nodeAt(source.doc, path).node), field: formatFieldPath(path) }
}
