import type { ContentError } from '../errors/errors.ts'
import { keepVerdict, keptVerdict } from './file-cache.ts'
import type { ReadPageFile, ReadSite } from './read-site.ts'
import { toContentErrors } from './schema-errors.ts'
import { loadSchemas, validateWith, type Reference, type SchemaSet, type Validator } from './schemas.ts'
import type { YamlSource } from './yaml-source.ts'
import type { CollectionEntries, CollectionName, PageFile, SiteConfig } from '../../generated/schema-types.ts'

/**
 * Stage 2 of loading a site: each file read checked against its schema. A valid file comes back typed, with the
 * references its validation found (the values of `x-ref` fields); an invalid one as content errors in an author's
 * words (schema-errors.ts).
 */

/** A valid YAML file with what its validation found. */
export interface ValidFile<T> {
  source: YamlSource
  data: T
  references: Reference[]
}

const schemaCache = new Map<string, SchemaSet>()
/** The folder each set of schemasFor was compiled from: a verdict is kept per folder and schema (file-cache.ts). */
const schemaFolders = new WeakMap<SchemaSet, string>()

/** The compiled schemas of a schema folder, compiled once per process (a dev server reloads the site many times). */
export function schemasFor(dir: string): SchemaSet {
  const cached = schemaCache.get(dir)
  if (cached) return cached
  const set = loadSchemas(dir)
  schemaCache.set(dir, set)
  schemaFolders.set(set, dir)
  return set
}

/**
 * One file against its schema, or the verdict kept from an earlier load of the same source (an unchanged file: the
 * file cache hands back the same source). `kind` names the schema ("page", "site", "collection:<name>").
 */
function validatedOnce<T>(
  source: YamlSource,
  validate: Validator<T>,
  schemas: SchemaSet,
  kind: string,
): { file?: ValidFile<T>; errors: ContentError[] } {
  const folder = schemaFolders.get(schemas)
  if (folder === undefined) return validated(source, validate, schemas)
  const key = `${folder}#${kind}`
  const kept = keptVerdict(source, key)
  if (kept)
    return kept.valid
      ? { file: { source, data: source.data as T, references: kept.references }, errors: [] }
      : { errors: kept.errors }
  const result = validated(source, validate, schemas)
  keepVerdict(source, {
    kind: key,
    valid: result.file !== undefined,
    references: result.file?.references ?? [],
    errors: result.errors,
  })
  return result
}

/** A page file against the page schema, or its kept verdict (read-site.ts readPagesAhead checks files ahead with it). */
export function validatedPage(source: YamlSource, schemas: SchemaSet) {
  return validatedOnce<PageFile>(source, schemas.page, schemas, 'page')
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

/** The files of a site that passed their schemas, typed; the others are errors. */
export interface ValidatedSite {
  config?: ValidFile<SiteConfig>
  collectionFiles: Array<{ collection: string; id: string; valid: ValidFile<CollectionEntries[CollectionName]> }>
  /** Each language's translations of collection items (collections/<code>/<collection>/<id>.yaml), valid ones. */
  itemTranslations: Array<{
    code: string
    collection: string
    id: string
    valid: ValidFile<CollectionEntries[CollectionName]>
  }>
  /** Every page file read, valid or not: an invalid page still has an address (links to it are not called broken). */
  pageFiles: Array<ReadPageFile & { valid?: ValidFile<PageFile> }>
  errors: ContentError[]
}

/** Every file the site folder holds against its schema: site.yaml, each collection's items, each page file. */
export function validateSite(read: ReadSite, schemas: SchemaSet): ValidatedSite {
  const errors: ContentError[] = []
  const take = <T>(result: { file?: ValidFile<T>; errors: ContentError[] }) => {
    errors.push(...result.errors)
    return result.file
  }
  const config = read.siteFile && take(validatedOnce(read.siteFile, schemas.site, schemas, 'site'))
  const collectionFiles = read.collectionFiles.flatMap(({ collection, id, source }) => {
    const valid = take(validatedOnce(source, schemas.collections.get(collection)!, schemas, `collection:${collection}`))
    return valid ? [{ collection, id, valid }] : []
  })
  // A translated item is checked against its collection's schema, as the item it translates.
  const itemTranslations = read.itemTranslations.flatMap(({ code, collection, id, source }) => {
    const valid = take(validatedOnce(source, schemas.collections.get(collection)!, schemas, `collection:${collection}`))
    return valid ? [{ code, collection, id, valid }] : []
  })
  const pageFiles = read.pageFiles.map((file) => ({
    ...file,
    valid: file.source && take(validatedPage(file.source, schemas)),
  }))
  return { config, collectionFiles, itemTranslations, pageFiles, errors }
}
