import { readFileSync, existsSync } from 'node:fs'
import type { ContentError, ContentNotice, ContentWarning } from './errors.ts'

export type OutputFormat = 'human' | 'json' | 'github'

/**
 * Renders errors for a terminal (with code frames), as JSON, or as GitHub Actions annotations. The JSON report also
 * carries the `warnings` given (formatWarnings renders them for the other formats).
 */
export function formatErrors(
  errors: ContentError[],
  format: OutputFormat,
  options: { color?: boolean; cwd?: string; warnings?: ContentWarning[] } = {},
): string {
  if (format === 'json')
    return JSON.stringify(
      { errors, count: errors.length, ...(options.warnings ? { warnings: options.warnings } : {}) },
      null,
      2,
    )
  if (format === 'github') return errors.map((error) => githubAnnotation(error, 'error')).join('\n')
  const paint = colors(options.color ?? false)
  const blocks = errors.map((error) => humanBlock(error, paint.red(error.message), paint, options.cwd))
  const files = new Set(errors.map((e) => e.file)).size
  blocks.push(
    paint.red(
      `✖ ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} in ${files} ${files === 1 ? 'file' : 'files'}`,
    ),
  )
  return blocks.join('\n\n')
}

/**
 * Renders warnings like errors, marked "warning" (in yellow on a terminal), or as GitHub Actions warning annotations.
 * Empty when there is none. (The JSON report carries them beside the errors: cli.ts.)
 */
export function formatWarnings(
  warnings: ContentWarning[],
  format: Exclude<OutputFormat, 'json'>,
  options: { color?: boolean; cwd?: string } = {},
): string {
  if (warnings.length === 0) return ''
  if (format === 'github') return warnings.map((warning) => githubAnnotation(warning, 'warning')).join('\n')
  const paint = colors(options.color ?? false)
  const blocks = warnings.map((warning) =>
    humanBlock(warning, `${paint.yellow('warning:')} ${warning.message}`, paint, options.cwd),
  )
  const files = new Set(warnings.map((w) => w.file)).size
  blocks.push(
    paint.yellow(
      `⚠ ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} in ${files} ${files === 1 ? 'file' : 'files'}`,
    ),
  )
  return blocks.join('\n\n')
}

/**
 * The warnings the content acknowledges, as one line ("3 acknowledged warnings: menu-items-hidden (3) in
 * site/site.yaml"); empty when there is none. `npm run validate -- --acknowledged` prints them in full.
 */
export function formatAcknowledged(acknowledged: ReadonlyArray<ContentWarning & { reason: string }>): string {
  if (acknowledged.length === 0) return ''
  const kinds = new Map<string, { count: number; files: Set<string> }>()
  for (const warning of acknowledged) {
    const kind = kinds.get(warning.code) ?? { count: 0, files: new Set() }
    kind.count++
    kind.files.add(warning.file)
    kinds.set(warning.code, kind)
  }
  const parts = [...kinds].map(([code, kind]) => `${code} (${kind.count}) in ${[...kind.files].join(', ')}`)
  return `${acknowledged.length} acknowledged ${acknowledged.length === 1 ? 'warning' : 'warnings'}: ${parts.join('; ')} (npm run validate -- --acknowledged lists them)`
}

/** The notices (what is scheduled or expired), one line each: where, and what. Empty when there is none. */
export function formatNotices(notices: ReadonlyArray<ContentNotice>): string {
  return notices.map((notice) => `ℹ ${notice.file}:${notice.line}:${notice.column} ${notice.message}`).join('\n')
}

type Problem = ContentError | ContentWarning

/** One problem for a terminal: where, what (as given), expected and found, the lines around it, and the fix. */
function humanBlock(problem: Problem, what: string, paint: ReturnType<typeof colors>, cwd?: string): string {
  const where = paint.bold(`${problem.file}:${problem.line}:${problem.column}`)
  const field = problem.field ? ` ${paint.cyan(problem.field)}:` : ''
  const lines = [`${where}${field} ${what}`]
  if (problem.expected || problem.found)
    lines.push(`  expected ${problem.expected ?? '?'}, found ${problem.found ?? '?'}`)
  const frame = codeFrame(problem, cwd)
  if (frame) lines.push(frame)
  if (problem.hint) lines.push(`  ${paint.green('fix:')} ${problem.hint}`)
  return lines.join('\n')
}

function githubAnnotation(error: Problem, level: 'error' | 'warning'): string {
  const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
  const property = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
  const body = [
    error.field ? `${error.field}: ${error.message}` : error.message,
    error.expected || error.found ? `expected ${error.expected ?? '?'}, found ${error.found ?? '?'}` : '',
    error.hint ? `fix: ${error.hint}` : '',
  ]
    .filter(Boolean)
    .join(' — ')
  return `::${level} file=${property(error.file)},line=${error.line},col=${error.column},title=${property(error.code)}::${escapeData(body)}`
}

/** Two lines of context either side of the error, with a caret under the column. */
export function codeFrame(error: Problem, cwd = process.cwd()): string | undefined {
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
  return { bold: wrap(1), red: wrap(31), green: wrap(32), yellow: wrap(33), cyan: wrap(36) }
}
