import { type ContentError, contentError } from '../errors/errors.ts'
import type { SiteConfig } from '../../shared/types.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'

/**
 * What the schema of site.yaml `forms.declarations` cannot check: two forms with one id (a block could not tell
 * them apart), two fields of a form with one name (one value would overwrite the other), a field named like the
 * robot trap, and a pattern that is not a regular expression (the form could never check it).
 */
export function checkFormDeclarations(source: YamlSource, config: SiteConfig): ContentError[] {
  const errors: ContentError[] = []
  const at = (pointer: string, problem: Pick<ContentError, 'message' | 'expected' | 'found' | 'hint'>) =>
    errors.push(contentError('invalid-value', { file: source.file, ...locate(source, pointer), ...problem }))
  const ids = new Map<string, number>()
  config.forms.declarations.forEach((form, index) => {
    const first = ids.get(form.id)
    if (first === undefined) ids.set(form.id, index)
    else
      at(`/forms/declarations/${index}/id`, {
        message: `two forms have the id "${form.id}"`,
        found: `"${form.id}"`,
        expected: 'an id no other form has',
        hint: `Rename one of them: forms.declarations[${first}] has this id too, and a block names a form by its id.`,
      })
    const names = new Set<string>()
    form.fields.forEach((field, fieldIndex) => {
      const pointer = `/forms/declarations/${index}/fields/${fieldIndex}`
      if (names.has(field.name) || field.name === config.forms.honeypotField)
        at(`${pointer}/name`, {
          message: `the form "${form.id}" has two fields named "${field.name}"`,
          found: `"${field.name}"`,
          expected: 'a name no other field of the form (nor forms.honeypotField, the robot trap) has',
          hint: 'Rename the field: the form services receive each value under its name.',
        })
      names.add(field.name)
      if ('pattern' in field && field.pattern && !compiles(field.pattern.regex))
        at(`${pointer}/pattern/regex`, {
          message: `the pattern of the field "${field.name}" is not a regular expression`,
          found: `"${field.pattern.regex}"`,
          expected: 'a JavaScript regular expression, such as \\+?[0-9 ()-]+',
          hint: 'Check its brackets and backslashes; in YAML, put the pattern in single quotes.',
        })
    })
  })
  return errors
}

function compiles(regex: string): boolean {
  try {
    new RegExp(`^(?:${regex})$`, 'u')
    return true
  } catch {
    return false
  }
}
