import type { ErrorObject } from 'ajv'
import type { Node } from 'yaml'
import { originOf } from '../util/origins.ts'
import type { ContentError } from '../errors/errors.ts'
import { closest, listChoices } from '../errors/suggest.ts'
import { formatFieldPath, nodeAt, pointerToPath, positionOf, type YamlSource } from './yaml-source.ts'

/** More allowed values than this are listed once, in the fix, not also in the expected line. */
const LONG_LIST = 12

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields (key: value lines)',
  null: 'nothing',
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`
  if (typeof value === 'boolean') return `${value}`
  return 'a group of fields'
}

function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function typeMatches(schemaType: unknown, value: unknown): boolean {
  const actual = jsonType(value)
  const types = Array.isArray(schemaType) ? schemaType : [schemaType]
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'))
}

/** Drops the branches of `anyOf` that do not fit the value's kind, so an author sees the errors of the shape they meant. */
function collapseAnyOf(errors: ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>()
  const extra: ErrorObject[] = []
  errors.forEach((error, index) => {
    if (error.keyword !== 'anyOf') return
    const branches = (error.parentSchema as { anyOf?: Array<{ type?: unknown }> } | undefined)?.anyOf ?? []
    const chosen = branches.findIndex((branch) => typeMatches(branch.type, error.data))
    const prefix = `${error.schemaPath}/`
    for (let i = 0; i < index; i++) {
      const other = errors[i]!
      if (!other.instancePath.startsWith(error.instancePath)) continue
      const branchMatch = other.schemaPath.startsWith(prefix)
        ? Number(other.schemaPath.slice(prefix.length).split('/')[0])
        : chosen
      if (branchMatch !== chosen || chosen === -1) drop.add(other)
    }
    drop.add(error)
    if (chosen === -1) {
      const expected = [...new Set(branches.map((b) => KIND_NAMES[String(b.type)] ?? String(b.type)))].join(' or ')
      extra.push({
        ...error,
        keyword: 'type',
        params: { type: branches.map((b) => b.type) },
        message: expected,
        schema: expected,
      })
    }
  })
  return [...errors.filter((e) => !drop.has(e)), ...extra]
}

/** Turns ajv's errors into positioned, plain-language content errors. */
export function toContentErrors(
  errors: ErrorObject[] | null | undefined,
  source: YamlSource,
  blockTypes: readonly string[],
): ContentError[] {
  const out: ContentError[] = []
  const seen = new Set<string>()
  const discriminated = new Set(errors?.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath))
  const misspelled = misspelledRequired(errors ?? [])
  for (const error of collapseAnyOf(errors ?? [])) {
    if (error.keyword === 'if' || error.keyword === 'oneOf') continue
    // "titel" is both an unknown field and a missing "title": say it once, as the unknown field with its suggestion.
    if (
      error.keyword === 'required' &&
      misspelled.has(`${error.instancePath}\0${String(error.params.missingProperty)}`)
    )
      continue
    // Under an unknown block type, nothing but the type itself is worth saying.
    if (
      [...discriminated].some(
        (p) =>
          error.instancePath.startsWith(`${p}/`) || (error.instancePath === p && error.keyword !== 'discriminator'),
      )
    )
      continue
    const content = convert(error, source, blockTypes)
    const key = `${content.line}:${content.column}:${content.field}:${content.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(content)
  }
  return out
}

/** `instancePath\0field` of required fields that an unknown field next to them is a likely misspelling of. */
function misspelledRequired(errors: ErrorObject[]): Set<string> {
  const out = new Set<string>()
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue
    const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
    const near = closest(String(error.params.additionalProperty), allowed)
    if (near) out.add(`${error.instancePath}\0${near}`)
  }
  return out
}

/** The text of a scalar as the author wrote it (`99.90`, not the number 99.9), when it is on one line. */
function writtenText(source: YamlSource, node: Node | undefined): string | undefined {
  const range = node?.range
  if (!range) return undefined
  const text = source.text.slice(range[0], range[1]).trim()
  return text && !text.includes('\n') ? text : undefined
}

function convert(error: ErrorObject, source: YamlSource, blockTypes: readonly string[]): ContentError {
  const path = pointerToPath(error.instancePath, source.data)
  const located = nodeAt(source.doc, path)
  const here = (node = located.node ?? located.deepest) => positionOf(source, node)
  const base = { file: source.file, field: formatFieldPath(path) }
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty)
      return {
        ...base,
        ...here(),
        code: 'missing-field',
        message: `missing required field "${missing}"`,
        expected: `a field named "${missing}"`,
        found: 'none',
        hint: `Add "${missing}:" ${path.length ? `to ${base.field}` : 'at the top of the file'}.${describeField(error, missing)}`,
      }
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty)
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const near = closest(field, allowed)
      const keyNode = nodeAt(source.doc, [...path, field]).key
      return {
        ...base,
        ...here(keyNode),
        field: formatFieldPath([...path, field]),
        code: 'unknown-field',
        message: `unknown field "${field}"`,
        expected: `one of the fields ${listChoices(allowed)}`,
        found: `"${field}"`,
        hint: near ? `Did you mean "${near}"?` : `Remove it, or use one of: ${allowed.join(', ')}.`,
      }
    }
    case 'type': {
      const expected =
        typeof error.schema === 'string' && !(error.schema in KIND_NAMES)
          ? error.schema
          : [params.type]
              .flat()
              .map((t) => KIND_NAMES[String(t)] ?? String(t))
              .join(' or ')
      return {
        ...base,
        ...here(),
        code: 'wrong-type',
        message: `expected ${expected}, found ${kindOf(error.data)}`,
        expected,
        found: kindOf(error.data),
        hint: typeHint(expected, error.data, writtenText(source, located.node)),
      }
    }
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(
        String,
      )
      const near = typeof error.data === 'string' ? closest(error.data, allowed) : undefined
      return {
        ...base,
        ...here(),
        code: 'not-allowed-value',
        message: `"${String(error.data)}" is not an allowed value`,
        // A long list (the icons) is written out once, in the fix; a short one reads best where it is expected.
        expected: allowed.length > LONG_LIST ? `one of the ${allowed.length} allowed values` : listChoices(allowed),
        found: `"${String(error.data)}"`,
        hint: `${near ? `Did you mean "${near}"? ` : ''}Allowed: ${allowed.join(', ')}.`,
      }
    }
    case 'discriminator': {
      const tag = String(params.tag)
      if (params.error === 'tag') {
        return {
          ...base,
          ...here(),
          code: 'missing-field',
          message: `block has no "${tag}"`,
          expected: `"${tag}:" naming a block type`,
          found: 'none',
          hint: `Add "${tag}:" with one of: ${blockTypes.join(', ')}.`,
        }
      }
      const value = String(params.tagValue)
      const near = closest(value, blockTypes)
      return {
        ...base,
        ...here(nodeAt(source.doc, [...path, tag]).node),
        field: formatFieldPath([...path, tag]),
        code: 'unknown-block',
        message: `unknown block type "${value}"`,
        expected: `one of ${listChoices(blockTypes)}`,
        found: `"${value}"`,
        hint: `${near ? `Did you mean "${near}"? ` : ''}Block types: ${blockTypes.join(', ')}.`,
      }
    }
    default:
      return { ...base, ...here(), code: 'invalid-value', ...ruleMessage(error) }
  }
}

/** The schema's description of a missing field, said as a sentence about it: `"title" is the page's main heading.` */
function describeField(error: ErrorObject, field: string): string {
  const description = (error.parentSchema as { properties?: Record<string, { description?: string }> } | undefined)
    ?.properties?.[field]?.description
  if (!description) return ''
  // Most descriptions name what the field is ("The page's main heading."); the others read as a definition.
  return /^(The|A|An) /.test(description)
    ? ` "${field}" is ${description.charAt(0).toLowerCase()}${description.slice(1)}`
    : ` "${field}": ${description}`
}

/** What to write instead, shown with the author's own value where it only needs quotes. */
function typeHint(expected: string, found: unknown, written: string | undefined): string {
  if (expected === 'text' && (typeof found === 'number' || typeof found === 'boolean'))
    return `Put the value in quotes: "${written ?? String(found)}".`
  if (expected === 'a list') return 'Write each entry on its own line starting with "- ".'
  if (expected.startsWith('a group of fields'))
    return 'Write the fields indented under this line, one "name: value" per line.'
  return `Change the value to ${expected}.`
}

/**
 * A concrete fix where one is plain: an http:// address in a field that takes https:// only, or an address with a
 * path (or capitals) in a field that takes a site's name only (`imageOrigins`).
 */
function patternHint(pattern: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (/^\^\(?https:\/\//.test(pattern) && /^http:\/\/./i.test(value))
    return `Write "https://${value.slice('http://'.length)}": the same address with https (a service without https cannot be used here).`
  const origin = originOf(value)
  if (origin && origin !== value && new RegExp(pattern, 'u').test(origin))
    return `Write "${origin}": the site's name only.`
  return undefined
}

const FORMATS: Record<string, { name: string; hint: string }> = {
  email: { name: 'e-mail address', hint: 'Write it as name@example.com, with no spaces.' },
  date: { name: 'date', hint: 'Write dates as YYYY-MM-DD, e.g. 2026-03-01.' },
  uri: { name: 'web address', hint: 'Write the full address, starting with https://.' },
}

function ruleMessage(error: ErrorObject): Pick<ContentError, 'message' | 'expected' | 'found' | 'hint'> {
  const p = error.params as Record<string, number | string>
  const found = kindOf(error.data)
  switch (error.keyword) {
    case 'minLength':
      return p.limit === 1
        ? {
            message: 'must not be empty',
            expected: 'some text',
            found: 'empty text',
            hint: 'Write the text, or remove the field if it is optional.',
          }
        : {
            message: `must be at least ${p.limit} characters long`,
            expected: `${p.limit}+ characters`,
            found,
            hint: 'Write a longer text.',
          }
    case 'maxLength':
      return {
        message: `is too long: at most ${p.limit} characters`,
        expected: `at most ${p.limit} characters`,
        found: `${String(error.data).length} characters`,
        hint: 'Shorten the text.',
      }
    case 'minItems':
      return {
        message: `needs at least ${p.limit} ${p.limit === 1 ? 'entry' : 'entries'}`,
        expected: `${p.limit}+ entries`,
        found: `${(error.data as unknown[]).length}`,
        hint: 'Add entries, each on a line starting with "- ".',
      }
    case 'maxItems':
      return {
        message: `has too many entries: at most ${p.limit}`,
        expected: `at most ${p.limit} entries`,
        found: `${(error.data as unknown[]).length}`,
        hint: 'Remove entries.',
      }
    case 'pattern': {
      const schema = error.parentSchema as
        | { examples?: unknown[]; description?: string; patternErrorMessage?: string }
        | undefined
      const examples = schema?.examples
      return {
        message: schema?.patternErrorMessage ?? 'does not have the expected form',
        expected: examples?.length
          ? `something like ${examples.map((e) => JSON.stringify(e)).join(' or ')}`
          : `text matching ${p.pattern}`,
        found,
        hint: patternHint(String(p.pattern), error.data) ?? schema?.description ?? 'Check the value.',
      }
    }
    case 'format': {
      const format = FORMATS[String(p.format)] ?? { name: String(p.format), hint: `Check the ${p.format}.` }
      return { message: `is not a valid ${format.name}`, expected: `a valid ${format.name}`, found, hint: format.hint }
    }
    case 'minimum':
    case 'maximum':
      return {
        message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}`,
        expected: `${error.keyword === 'minimum' ? '≥' : '≤'} ${p.limit}`,
        found,
        hint: 'Change the number.',
      }
    default:
      return { message: error.message ?? 'is not valid', found, hint: 'Check the value against the block reference.' }
  }
}
