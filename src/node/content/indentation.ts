/** An indentation mistake found by reading the lines of a file: where it is, and what to say about it. */
export interface IndentationProblem {
  line: number
  column: number
  message: string
  hint: string
}

/** A field or list dash that starts a line, with the column it starts at; later lines line up against it. */
interface Opened {
  column: number
  line: number
  /** The field's name, or undefined for a list dash. */
  key?: string
}

// `  - - name: value`: leading spaces, any list dashes, then a field name made of word characters and dashes.
const KEY_LINE = /^( *)((?:- +)*)([A-Za-z_][\w-]*):(?: +(.*))?$/
const DASH_LINE = /^( *)- /
// A value that opens a block scalar (`|`, `>-`, `|2`): the lines under it are text, not fields.
const BLOCK_SCALAR = /^[|>][-+0-9]*\s*(#.*)?$/

/**
 * Reads the indentation of a file's lines the way an author means it, to name the mistake the YAML parser trips over
 * a line later (a field indented one space too far reads as more text of the field above it, so the parser speaks of
 * a value containing ": " on the line before). Finds a tab among the spaces that indent a line, and a field that
 * starts further right, or less far, than the fields it should line up with. Only worth running on a file the parser
 * refused: the lines it skips (quoted keys, flow collections) would leave it unsure on a valid one.
 */
export function indentationProblems(text: string): IndentationProblem[] {
  const problems: IndentationProblem[] = []
  const stack: Opened[] = []
  // The previous field or dash line, and whether its value stays on its own line (then nothing may nest under it).
  let previous: { opened: Opened; inlineValue: boolean } | undefined
  // Lines of a block scalar are indented deeper than its field; they are text.
  let scalarIndent: number | undefined
  const lines = text.split(/\r?\n/)
  lines.forEach((raw, index) => {
    const lineNumber = index + 1
    const leading = /^[ \t]*/.exec(raw)![0]
    const rest = raw.slice(leading.length)
    if (rest === '' || rest.startsWith('#')) return
    // Text may hold tabs after the spaces that indent it.
    if (scalarIndent !== undefined && /^ */.exec(raw)![0].length > scalarIndent) return
    scalarIndent = undefined
    const tab = leading.indexOf('\t')
    if (tab !== -1) {
      problems.push({
        line: lineNumber,
        column: tab + 1,
        message: 'YAML syntax error: this line is indented with a tab',
        hint: 'Indent with spaces, never tabs (two spaces per level).',
      })
      return
    }
    const keyLine = KEY_LINE.exec(raw)
    const dashLine = keyLine ? undefined : DASH_LINE.exec(raw)
    if (!keyLine && !dashLine) return
    let column = leading.length + 1
    while (stack.length > 0 && stack[stack.length - 1]!.column > column) {
      const closed = stack.pop()!
      const top = stack[stack.length - 1]
      // Between two columns: it belongs with the field it fell short of, or with the field it went past (if any).
      if ((!top || top.column < column) && keyLine && !keyLine[2] && closed.key) {
        problems.push(misaligned(keyLine[3]!, lineNumber, column, closed, 'less', top?.key ? top : undefined))
        // Read on as if the line started where its fields do, so the next line is not blamed for this one's mistake.
        stack.push(closed)
        column = closed.column
        break
      }
    }
    const top = stack[stack.length - 1]
    if (top && top.column < column && previous?.inlineValue && keyLine && !keyLine[2]) {
      problems.push(misaligned(keyLine[3]!, lineNumber, column, previous.opened, 'further'))
      column = previous.opened.column
    }
    if (top && top.column === column) stack.pop()
    // Each dash opens a list item; the field after the last one opens a group of fields at its own column.
    const dashes = keyLine ? keyLine[2]! : dashLine![0].slice(leading.length)
    let at = column
    for (const dash of dashes.match(/- +/g) ?? []) {
      stack.push({ column: at, line: lineNumber })
      at += dash.length
    }
    const value = keyLine ? (keyLine[4] ?? '').trim() : raw.slice(at - 1).trim()
    const opened: Opened = keyLine ? { column: at, line: lineNumber, key: keyLine[3] } : stack[stack.length - 1]!
    if (keyLine) stack.push(opened)
    if (keyLine && BLOCK_SCALAR.test(value)) scalarIndent = column - 1
    previous = { opened, inlineValue: keyLine ? value !== '' && !BLOCK_SCALAR.test(value) : false }
  })
  return problems
}

function misaligned(
  key: string,
  line: number,
  column: number,
  sibling: Opened,
  direction: 'further' | 'less',
  parent?: Opened,
): IndentationProblem {
  const where = (field: Opened) => `column ${field.column}, where "${field.key}" starts on line ${field.line}`
  const start = `Start "${key}" at ${where(sibling)}`
  return {
    line,
    column,
    message: `YAML syntax error: the field "${key}" is indented ${direction} than the fields above it`,
    hint:
      direction === 'further'
        ? `${start}. If this line continues the text above, put that text in quotes.`
        : `${start}${parent ? `, or at ${where(parent)}` : ''}.`,
  }
}
