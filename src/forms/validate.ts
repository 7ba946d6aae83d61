import { fillTemplate } from '../shared/text.ts'
import type { FieldDeclaration, FormMessages } from './config.ts'

/** Text, an at sign, text, a dot, text: the spec's simple e-mail rule. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What the visitor typed (or chose, or ticked), by field name. */
export type FormValues = Readonly<Record<string, string | undefined>>

export interface ValidationProblem {
  message: string
  /** The name of the first field at fault, to mark and focus. */
  field: string
}

/** The most characters a field takes (its declared maxLength); undefined for a field without a limit (a list, a box). */
export function maxLengthOf(field: FieldDeclaration): number | undefined {
  return 'maxLength' in field ? field.maxLength : undefined
}

/** The tooLong message for a field, naming it and its limit. */
export function tooLong(field: FieldDeclaration, max: number, messages: FormMessages): ValidationProblem {
  return { message: fillTemplate(messages.tooLong, { field: field.label, max }), field: field.name }
}

/** A field's own rule (its declared pattern), read as HTML reads a pattern attribute: the whole value must match. */
function matchesPattern(field: FieldDeclaration, value: string): boolean {
  if (!('pattern' in field) || !field.pattern) return true
  try {
    return new RegExp(`^(?:${field.pattern.regex})$`, 'u').test(value)
  } catch {
    // A rule the browser cannot read must not lock visitors out; validation reports it (src/node/checks/form-declarations.ts).
    return true
  }
}

/** The problem of one filled-in field past the required and e-mail checks: its pattern, then its length. */
function fieldProblem(field: FieldDeclaration, raw: string, messages: FormMessages): ValidationProblem | undefined {
  const value = raw.trim()
  if (value && 'pattern' in field && field.pattern && !matchesPattern(field, value))
    return { message: field.pattern.message, field: field.name }
  const min = 'minLength' in field ? field.minLength : undefined
  if (value && min !== undefined && value.length < min)
    return { message: fillTemplate(messages.tooShort, { field: field.label, min }), field: field.name }
  // The fields carry the same limits as maxlength (fields.tsx), but a value can still arrive longer (set by a script).
  const max = maxLengthOf(field)
  if (max !== undefined && raw.length > max) return tooLong(field, max, messages)
  return undefined
}

/**
 * The first problem with what the visitor typed, checked in the spec's order: a required field left empty
 * (blank and whitespace count as empty; so does a list's empty first choice and a box not ticked), then the e-mail
 * address, then each field's own rule and length, in the order of the fields. Undefined when the form may be sent.
 */
export function validate(
  values: FormValues,
  fields: readonly FieldDeclaration[],
  messages: FormMessages,
): ValidationProblem | undefined {
  const value = (field: FieldDeclaration) => values[field.name] ?? ''
  const missing = fields.find((field) => field.required && !value(field).trim())
  if (missing) return { message: messages.required, field: missing.name }
  const badEmail = fields.find(
    (field) =>
      field.kind === 'email' && (field.required || value(field).trim()) && !EMAIL_PATTERN.test(value(field).trim()),
  )
  if (badEmail) return { message: messages.invalidEmail, field: badEmail.name }
  for (const field of fields) {
    const problem = fieldProblem(field, value(field), messages)
    if (problem) return problem
  }
  return undefined
}
