import { isScalar, LineCounter, parseDocument, Scalar, visit, type Document } from 'yaml'
import { type ContentError, contentError } from '../errors/errors.ts'
import { indentationProblems } from './indentation.ts'

/**
 * A YAML file that does not parse, said the way its author would understand it: the parser's words for the common
 * mistakes rewritten, a wrong indentation named as such (indentation.ts), a field written twice named with the line
 * of its first copy, an unclosed quote pointed at where it opens. Only a file the fast parser refuses comes here
 * (yaml-source.ts), so the care costs nothing on valid files.
 */

/**
 * Parses YAML text with the `yaml` package, keeping positions: the document, its line counter and its data, or the
 * errors that stop the file being read (syntax, a field written twice, wrong indentation, an empty file).
 */
export function parseWithErrors(
  text: string,
  displayPath: string,
): {
  parsed?: { doc: Document.Parsed; lineCounter: LineCounter; data: unknown }
  errors: ContentError[]
} {
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
    errors.push(
      contentError('yaml-syntax', {
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
      }),
    )
  }
  errors.sort((a, b) => a.line - b.line || a.column - b.column)
  if (errors.length > 0) return { errors }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return {
      errors: [
        contentError('empty-file', {
          file: displayPath,
          message: 'the file is empty',
          hint: 'Add the page fields (title, description, blocks), or delete the file.',
        }),
      ],
    }
  }
  return { parsed: { doc, lineCounter, data: doc.toJS({ maxAliasCount: 100 }) }, errors: [] }
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
  return contentError('duplicate-key', {
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
  })
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
