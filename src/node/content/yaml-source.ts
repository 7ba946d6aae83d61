import { readFileSync } from 'node:fs'
import { CORE_SCHEMA, load as loadFast } from 'js-yaml'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml'
import { type ContentError, contentError } from '../errors/errors.ts'
import { parseWithErrors } from './yaml-syntax-errors.ts'

/**
 * A parsed YAML file that remembers where every node came from. `data` comes from js-yaml (fast). Reading `doc` or
 * `lineCounter` the first time parses the text again with the `yaml` package, for positions: only error reports do
 * it, and tests/node/content/yaml-fast-path.test.ts keeps the two parsers' data equal on every file of the project.
 */
export interface YamlSource {
  file: string
  /**
   * The file's text. A source the disk cache restored by the file's stamp (content/file-cache.ts) reads it from the
   * file on first use: only an error's position or a snippet of the file asks for it.
   */
  text: string
  /** The hash of the file's bytes, when it was read through the file cache (content/file-cache.ts hashOf). */
  hash?: string
  /** Which of TEXT_MARKS the text may hold (marksOf), known without reading the text. */
  marks: readonly string[]
  /** Parsed on first use (a second parse): read it only to position an error. */
  doc: Document.Parsed
  lineCounter: LineCounter
  data: unknown
  /**
   * The places found so far by `locate`, by JSON pointer. The disk cache keeps them with the file
   * (content/file-cache.ts): a warning on a file that did not change (site.yaml's menus) is positioned again without
   * parsing the file with `yaml`.
   */
  located: Record<string, { line: number; column: number }>
}

export type PathSegment = string | number

/**
 * Words a check asks whether a file's text holds, before it visits the file's values: the placeholder of
 * `npm run new:page` (checks/drafts.ts). The disk cache keeps the answer with the file, which a file it knows unchanged
 * by its stamp then gives without being read (content/file-cache.ts).
 */
export const TEXT_MARKS = ['TODO'] as const

/** The TEXT_MARKS a text may hold: those it spells out, and every one if it has an escape (`"\x54ODO"`). */
export function marksOf(text: string): string[] {
  return text.includes('\\') ? [...TEXT_MARKS] : TEXT_MARKS.filter((mark) => text.includes(mark))
}

/** Reads and parses a YAML file. Returns either the source or the errors that stop it being read. */
export function readYaml(absolutePath: string, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  return yamlFromBytes(readFileSync(absolutePath), displayPath)
}

/** A file's bytes as readYaml reads them: UTF-8 text, parsed (content/file-cache.ts hashes the bytes first). */
export function yamlFromBytes(bytes: Buffer, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  const badByte = text.indexOf('\uFFFD')
  if (badByte !== -1 && !bytes.includes(Buffer.from('\uFFFD'))) {
    const before = text.slice(0, badByte)
    const line = before.split('\n').length
    const column = badByte - before.lastIndexOf('\n')
    return {
      errors: [
        contentError('not-utf8', {
          file: displayPath,
          line,
          column,
          field: '',
          message: 'the file contains bytes that are not UTF-8 text',
          hint: 'Save the file with UTF-8 encoding (in VS Code: "Save with Encoding" → UTF-8).',
        }),
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
  parses++
  let fast: unknown
  try {
    fast = loadFast(text, { schema: CORE_SCHEMA, json: false })
  } catch {
    fast = undefined
  }
  if (fast !== null && typeof fast === 'object') return { source: lazySource(displayPath, text, fast), errors: [] }
  return parseFully(text, displayPath)
}

let parses = 0
let positionedParses = 0

/** How many texts this process has parsed again with `yaml` for positions, after a fast first parse. */
export function yamlPositionParses(): number {
  return positionedParses
}

/**
 * How many YAML texts this process has parsed (a reload after one edit parses one: tests/node/content/file-cache.test.ts).
 */
export function yamlParses(): number {
  return parses
}

/**
 * A source whose positioned document is parsed on first use, from the same text, so an error found later has the same
 * file:line:column as on a first parse: one just parsed fast, or one whose data was parsed before (content/file-cache.ts
 * keeps it). `text` may be a reader of it, called on first use (a file the cache knows unchanged by its stamp is not
 * read), and `marks` what the cache kept of it.
 */
export function lazySource(
  file: string,
  text: string | (() => string),
  data: unknown,
  kept: { located?: YamlSource['located']; marks?: readonly string[] } = {},
): YamlSource {
  const located = { ...kept.located }
  let full: { doc: Document.Parsed; lineCounter: LineCounter } | undefined
  let known = typeof text === 'string' ? text : undefined
  const textOf = () => {
    known ??= (text as () => string)()
    return known
  }
  let knownMarks = kept.marks
  const parsed = () => {
    if (!full) {
      positionedParses++
      const lineCounter = new LineCounter()
      full = {
        doc: parseDocument(textOf(), { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true }),
        lineCounter,
      }
    }
    return full
  }
  return {
    file,
    data,
    located,
    get text() {
      return textOf()
    },
    get marks() {
      knownMarks ??= marksOf(textOf())
      return knownMarks
    },
    get doc() {
      return parsed().doc
    },
    get lineCounter() {
      return parsed().lineCounter
    },
  }
}

/** The full parse, with positions: the source, or the errors that stop the file being read (yaml-syntax-errors.ts). */
function parseFully(text: string, displayPath: string): { source?: YamlSource; errors: ContentError[] } {
  const { parsed, errors } = parseWithErrors(text, displayPath)
  return parsed
    ? { source: { file: displayPath, text, ...parsed, located: {}, marks: marksOf(text) }, errors }
    : { errors }
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
  source.located[pointer] ??= positionOf(source, nodeAt(source.doc, path).node)
  return { ...source.located[pointer], field: formatFieldPath(path) }
}
