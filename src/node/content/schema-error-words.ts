import type { ErrorObject } from 'ajv'
import type { ContentError } from '../errors/errors.ts'
import { originOf } from '../util/origins.ts'

/**
 * The words of schema errors (schema-errors.ts): a value's kind as an author calls it ("text", "a list"), what a
 * missing field is for, and for each rule a schema sets (length, count, pattern, format, range) what was expected and
 * what to do.
 */

/** More allowed values than this are listed once, in the fix, not also in the expected line. */
export const LONG_LIST = 12

export const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields (key: value lines)',
  null: 'nothing',
}

export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
  if (typeof value === 'number') return Number.isInteger(value) ? `the number ${value}` : `the number ${value}`
  if (typeof value === 'boolean') return `${value}`
  return 'a group of fields'
}

/** The schema's description of a missing field, said as a sentence about it: `"title" is the page's main heading.` */
export function describeField(error: ErrorObject, field: string): string {
  const description = (error.parentSchema as { properties?: Record<string, { description?: string }> } | undefined)
    ?.properties?.[field]?.description
  if (!description) return ''
  // Most descriptions name what the field is ("The page's main heading."); the others read as a definition.
  return /^(The|A|An) /.test(description)
    ? ` "${field}" is ${description.charAt(0).toLowerCase()}${description.slice(1)}`
    : ` "${field}": ${description}`
}

/** What to write instead, shown with the author's own value where it only needs quotes. */
export function typeHint(expected: string, found: unknown, written: string | undefined): string {
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
  'local-date-time': {
    name: 'date and time',
    hint: "Write it as YYYY-MM-DDTHH:MM in the site's time zone (timeZone in site.yaml), e.g. 2026-11-30T09:00.",
  },
  uri: { name: 'web address', hint: 'Write the full address, starting with https://.' },
}

export function ruleMessage(error: ErrorObject): Pick<ContentError, 'message' | 'expected' | 'found' | 'hint'> {
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
