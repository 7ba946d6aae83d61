import { readFileSync, existsSync } from 'node:fs'
import type { ContentError } from './errors.ts'

export type OutputFormat = 'human' | 'json' | 'github'

/** Renders errors for a terminal (with code frames), as JSON, or as GitHub Actions annotations. */
export function formatErrors(
  errors: ContentError[],
  format: OutputFormat,
  options: { color?: boolean; cwd?: string } = {},
): string {
  if (format === 'json') return JSON.stringify({ errors, count: errors.length }, null, 2)
  if (format === 'github') return errors.map(githubAnnotation).join('\n')
  const paint = colors(options.color ?? false)
  const blocks = errors.map((error) => {
    const where = paint.bold(`${error.file}:${error.line}:${error.column}`)
    const field = error.field ? ` ${paint.cyan(error.field)}:` : ''
    const lines = [`${where}${field} ${paint.red(error.message)}`]
    if (error.expected || error.found) lines.push(`  expected ${error.expected ?? '?'}, found ${error.found ?? '?'}`)
    const frame = codeFrame(error, options.cwd)
    if (frame) lines.push(frame)
    if (error.hint) lines.push(`  ${paint.green('fix:')} ${error.hint}`)
    return lines.join('\n')
  })
  const files = new Set(errors.map((e) => e.file)).size
  blocks.push(
    paint.red(
      `✖ ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}`,
    ),
  )
  return blocks.join('\n\n')
}

function githubAnnotation(error: ContentError): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const property = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
  const body = [
    error.field ? `${error.field}: ${error.message}` : error.message,
    error.expected || error.found ? `expected ${error.expected ?? '?'}, found ${error.found ?? '?'}` : '',
    error.hint ? `fix: ${error.hint}` : '',
  ]
    .filter(Boolean)
    .join(' — ')
  return `::error file=${property(error.file)},line=${error.line},col=${error.column},title=${property(error.code)}::${escapeData(body)}`
}

/** Two lines of context either side of the error, with a caret under the column. */
export function codeFrame(error: ContentError, cwd = process.cwd()): string | undefined {
  const path = error.file.startsWith('/') ? error.file : `${cwd}/${error.file}`
  if (!existsSync(path)) return undefined
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  const lines = text.split('\n')
  if (error.line > lines.length || text.length === 0) return undefined
  const start = Math.max(1, error.line - 2)
  const end = Math.min(lines.length, error.line + 1)
  const width = String(end).length
  const out: string[] = []
  for (let n = start; n <= end; n++) {
    const marker = n === error.line ? '>' : ' '
    out.push(`  ${marker} ${String(n).padStart(width)} | ${(lines[n - 1] ?? '').replace(/\t/g, '→')}`)
    if (n === error.line) out.push(`    ${' '.repeat(width)} | ${' '.repeat(Math.max(0, error.column - 1))}^`)
  }
  return out.join('\n')
}

function colors(enabled: boolean) {
  const wrap = (code: number) => (text: string) => (enabled ? `\x1b[${code}m${text}\x1b[0m` : text)
  return { bold: wrap(1), red: wrap(31), green: wrap(32), cyan: wrap(36) }
}
