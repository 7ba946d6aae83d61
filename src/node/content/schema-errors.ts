import type { ErrorObject } from 'ajv'
import type { Node } from 'yaml'
import { type ContentError, contentError } from '../errors/errors.ts'
import { closest, listChoices } from '../errors/suggest.ts'
import { describeField, KIND_NAMES, kindOf, LONG_LIST, ruleMessage, typeHint } from './schema-error-words.ts'
import { formatFieldPath, nodeAt, pointerToPath, positionOf, type YamlSource } from './yaml-source.ts'

/**
 * ajv's errors about a file made into content errors an author can act on: each at the YAML node it is about, once,
 * and only the ones worth saying (the branch of an `anyOf` the value was meant for, a misspelled field as one unknown
 * field rather than also a missing one, nothing under an unknown block type). Their words are schema-error-words.ts's.
 */

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
      return contentError('missing-field', {
        ...base,
        ...here(),
        message: `missing required field "${missing}"`,
        expected: `a field named "${missing}"`,
        found: 'none',
        hint: `Add "${missing}:" ${path.length ? `to ${base.field}` : 'at the top of the file'}.${describeField(error, missing)}`,
      })
    }
    case 'dependencies': {
      // Fields that go together (an opening-hours line's weekdays, opens and closes): the one missing, once.
      const missing = String(params.missingProperty)
      const together = [String(params.property), ...String(params.deps).split(', ')].filter((f) => f !== missing).sort()
      return {
        ...base,
        ...here(),
        code: 'missing-field',
        message: `missing field "${missing}", which goes with "${together.join('" and "')}"`,
        expected: `a field named "${missing}"`,
        found: 'none',
        hint: `Add "${missing}:" to ${base.field}, or leave out ${together.map((f) => `"${f}"`).join(' and ')} too.${describeField(error, missing)}`,
      }
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty)
      const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const near = closest(field, allowed)
      const keyNode = nodeAt(source.doc, [...path, field]).key
      return contentError('unknown-field', {
        ...base,
        ...here(keyNode),
        field: formatFieldPath([...path, field]),
        message: `unknown field "${field}"`,
        expected: `one of the fields ${listChoices(allowed)}`,
        found: `"${field}"`,
        hint: near ? `Did you mean "${near}"?` : `Remove it, or use one of: ${allowed.join(', ')}.`,
      })
    }
    case 'type': {
      const expected =
        typeof error.schema === 'string' && !(error.schema in KIND_NAMES)
          ? error.schema
          : [params.type]
              .flat()
              .map((t) => KIND_NAMES[String(t)] ?? String(t))
              .join(' or ')
      return contentError('wrong-type', {
        ...base,
        ...here(),
        message: `expected ${expected}, found ${kindOf(error.data)}`,
        expected,
        found: kindOf(error.data),
        hint: typeHint(expected, error.data, writtenText(source, located.node)),
      })
    }
    case 'enum':
    case 'const': {
      const allowed = (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]).map(
        String,
      )
      const near = typeof error.data === 'string' ? closest(error.data, allowed) : undefined
      return contentError('not-allowed-value', {
        ...base,
        ...here(),
        message: `"${String(error.data)}" is not an allowed value`,
        // A long list (the icons) is written out once, in the fix; a short one reads best where it is expected.
        expected: allowed.length > LONG_LIST ? `one of the ${allowed.length} allowed values` : listChoices(allowed),
        found: `"${String(error.data)}"`,
        hint: `${near ? `Did you mean "${near}"? ` : ''}Allowed: ${allowed.join(', ')}.`,
      })
    }
    case 'discriminator': {
      const tag = String(params.tag)
      if (params.error === 'tag') {
        return contentError('missing-field', {
          ...base,
          ...here(),
          message: `block has no "${tag}"`,
          expected: `"${tag}:" naming a block type`,
          found: 'none',
          hint: `Add "${tag}:" with one of: ${blockTypes.join(', ')}.`,
        })
      }
      const value = String(params.tagValue)
      const near = closest(value, blockTypes)
      return contentError('unknown-block', {
        ...base,
        ...here(nodeAt(source.doc, [...path, tag]).node),
        field: formatFieldPath([...path, tag]),
        message: `unknown block type "${value}"`,
        expected: `one of ${listChoices(blockTypes)}`,
        found: `"${value}"`,
        hint: `${near ? `Did you mean "${near}"? ` : ''}Block types: ${blockTypes.join(', ')}.`,
      })
    }
    default:
      return contentError('invalid-value', { ...base, ...here(), ...ruleMessage(error) })
  }
}
