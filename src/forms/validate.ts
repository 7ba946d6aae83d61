import { fillTemplate } from '../shared/text.ts'
import type { SiteConfig } from '../shared/types.ts'
import type { FormsConfig } from './config.ts'

/** Text, an at sign, text, a dot, text: the spec's simple e-mail rule. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The fields a form can ask for: those site.yaml `forms.fields` words (all but the robot trap). */
export type FieldName = Exclude<keyof SiteConfig['forms']['fields'], 'honeypot'>
export type FormValues = Partial<Record<FieldName, string>>

export interface ValidationRules {
  /** The fields the form shows, in order. */
  fields: readonly FieldName[]
  required: readonly FieldName[]
}

export interface ValidationProblem {
  message: string
  /** The first field at fault, to mark and focus. */
  field: FieldName
}

/** The most characters a field takes (site.yaml `forms.maxLength`); undefined for a field without a limit (the service list). */
export function maxLengthOf(field: FieldName, forms: FormsConfig): number | undefined {
  return (forms.maxLength as Partial<Record<FieldName, number>>)[field]
}

/** The tooLong message of site.yaml for a field, naming it and its limit. */
export function tooLong(field: FieldName, max: number, forms: FormsConfig): ValidationProblem {
  return { message: fillTemplate(forms.messages.tooLong, { field: forms.fields[field].label, max }), field }
}

/**
 * The first problem with what the visitor typed, checked in the spec's order: a required field left empty
 * (blank and whitespace count as empty; so does the service list's empty first choice), then the e-mail
 * address, then anything longer than its maximum. Undefined when the form may be sent.
 */
export function validate(
  values: FormValues,
  rules: ValidationRules,
  forms: FormsConfig,
): ValidationProblem | undefined {
  const missing = rules.required.find((field) => !(values[field] ?? '').trim())
  if (missing) return { message: forms.messages.required, field: missing }
  if (rules.fields.includes('email') && !EMAIL_PATTERN.test((values.email ?? '').trim()))
    return { message: forms.messages.invalidEmail, field: 'email' }
  // The fields carry the same limits as maxlength (fields.tsx), but a value can still arrive longer (set by a script).
  for (const field of rules.fields) {
    const max = maxLengthOf(field, forms)
    if (max !== undefined && (values[field] ?? '').length > max) return tooLong(field, max, forms)
  }
  return undefined
}
