import type { ContentError } from '../errors/errors.ts'
import { toContentErrors } from './schema-errors.ts'
import { loadSchemas, validateWith, type Reference, type SchemaSet, type Validator } from './schemas.ts'
import type { YamlSource } from './yaml-source.ts'

/**
 * Stage 2 of loading a site: each file checked against its schema. A valid file comes back typed, with the
 * references its validation found; an invalid one as content errors in an author's words (schema-errors.ts).
 */

/** A valid YAML file with what its validation found. */
export interface ValidFile<T> {
  source: YamlSource
  data: T
  references: Reference[]
}

const schemaCache = new Map<string, SchemaSet>()

/** The compiled schemas of a schema folder, compiled once per process (a dev server reloads the site many times). */
export function schemasFor(dir: string): SchemaSet {
  const cached = schemaCache.get(dir)
  if (cached) return cached
  const set = loadSchemas(dir)
  schemaCache.set(dir, set)
  return set
}

/** One file against its schema; a valid file comes back typed, with its references. */
export function validated<T>(
  source: YamlSource,
  validate: Validator<T>,
  schemas: SchemaSet,
): { file?: ValidFile<T>; errors: ContentError[] } {
  const result = validateWith(validate, source.data)
  if (result.valid) return { file: { source, data: result.data, references: result.references }, errors: [] }
  return { errors: toContentErrors(validate.errors, source, schemas.blockTypes) }
}
