/**
 * The shape of a reported content problem (its code from the catalogue in errors/catalogue.ts, its file, line,
 * column and field, and what it says), the one helper that makes one from a code, and the exception for invalid
 * content.
 */
import type { ErrorCode, NoticeCode, WarningCode } from './catalogue.ts'

export type { ErrorCode, NoticeCode, WarningCode } from './catalogue.ts'

/** One problem in the content, positioned at the YAML node it is about. */
export interface ContentError {
  code: ErrorCode
  /** Path of the file, relative to the working directory, with forward slashes. */
  file: string
  /** 1-based line and column. */
  line: number
  column: number
  /** Where in the document, e.g. `blocks[2].items[0].title`; empty for the whole file. */
  field: string
  /** Plain-language statement of what is wrong. */
  message: string
  expected?: string
  found?: string
  /** What to do about it. */
  hint?: string
}

/** Something in the content that works but may not be what its author meant, positioned like an error. */
export interface ContentWarning extends Omit<ContentError, 'code'> {
  code: WarningCode
}

/** A note about content that is as meant (what is scheduled), positioned like an error. */
export interface ContentNotice extends Omit<ContentError, 'code'> {
  code: NoticeCode
}

/**
 * The one exception for invalid content, thrown by the build (build.ts) and by the site plugin when a `vite build` or
 * a dev server starts on invalid content; checked with `instanceof`. It carries every error found, and its message is
 * their report as the thrower formatted it (errors/format.ts), which the command line prints as it is.
 */
export class ContentErrors extends Error {
  readonly errors: ContentError[]

  constructor(errors: ContentError[], report: string) {
    super(report)
    this.name = 'ContentErrors'
    this.errors = errors
  }
}

/** Where a problem is: the file, and the line, column and field when it is about one place in it. */
export interface Place {
  file: string
  line?: number
  column?: number
  field?: string
}

/** What a report says about its own case. */
type Said = Pick<ContentError, 'message' | 'expected' | 'found' | 'hint'>

/** A report of one case: its place and its words. */
export type Report = Place & Said

/**
 * Makes a content error from its code (errors/catalogue.ts) and its report: a place without a line is the whole file
 * (line 1, column 1, no field). `locate(source, pointer)` gives the line, column and field of a node.
 */
export function contentError(code: ErrorCode, report: Report): ContentError {
  return { code, ...position(report), ...words(report) }
}

/** Makes a content warning like contentError. */
export function contentWarning(code: WarningCode, report: Report): ContentWarning {
  return { code, ...position(report), ...words(report) }
}

/** Makes a content notice like contentError. */
export function contentNotice(code: NoticeCode, report: Report): ContentNotice {
  return { code, ...position(report), ...words(report) }
}

function position({ file, line = 1, column = 1, field = '' }: Place) {
  return { file, line, column, field }
}

/** The words in the order reports print them, leaving out those a case does not have. */
function words({ message, expected, found, hint }: Said): Said {
  return {
    message,
    ...(expected === undefined ? {} : { expected }),
    ...(found === undefined ? {} : { found }),
    ...(hint === undefined ? {} : { hint }),
  }
}

/** Orders errors (or warnings) by file, then position, so output is stable. */
export function sortErrors<T extends ContentError | ContentWarning | ContentNotice>(errors: T[]): T[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field),
  )
}

/** The same error found twice (by two stages, or through two references of one value) is reported once. */
export function dedupeErrors(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>()
  return errors.filter((error) => {
    const key = `${error.file}:${error.line}:${error.column}:${error.field}:${error.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
