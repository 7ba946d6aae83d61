import { join, relative } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { LOCAL_DATE_TIME } from '../util/local-time.ts'
import { NEED_KEYWORDS } from './contracts.ts'
import { readSchemaFile, schemaFileNames, schemaFilesIn } from './schema-files.ts'
import type { CollectionEntries, PageFile, SiteConfig } from '../../generated/schema-types.ts'

/** A value in the content that points at something outside its file: checked after the schema. */
export interface Reference {
  kind: string
  value: string
  /** JSON pointer of the value in the document. */
  pointer: string
}

const SCHEMA_BASE = 'file:///schema/'

/** What one validation hands back besides the verdict: the references the `x-ref` keyword met (ajv's `passContext`). */
export interface ValidationContext {
  references: Reference[]
}

/** A compiled schema that narrows valid data to its generated type; call it with a ValidationContext as `this`. */
export type Validator<T> = ValidateFunction<T>

export interface SchemaSet {
  ajv: Ajv
  page: Validator<PageFile>
  site: Validator<SiteConfig>
  /** A language's file of visitor words (site/locales/<code>.yaml), when the schema folder has locale.schema.json. */
  locale?: Validator<Record<string, unknown>>
  collections: Map<string, Validator<CollectionEntries[keyof CollectionEntries]>>
  blockTypes: string[]
}

/** Validates `data`, returning the verdict, the references met, and the data narrowed to the schema's type when valid. */
export function validateWith<T>(
  validate: Validator<T>,
  data: unknown,
): { valid: true; data: T; references: Reference[] } | { valid: false; references: Reference[] } {
  const context: ValidationContext = { references: [] }
  // ajv's own guard, with the context its keywords collect into as `this`.
  const conforms = (value: unknown): value is T => validate.call(context, value) === true
  return conforms(data)
    ? { valid: true, data, references: context.references }
    : { valid: false, references: context.references }
}

/** The block union ajv compiles: one branch per file in schema/blocks, chosen by `type` (editors read schema/block.schema.json, editor-schema.ts). */
export function blockUnionSchema(schemaDir: string): Record<string, unknown> {
  const files = schemaFilesIn(schemaDir, 'blocks')
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from schema/blocks by `npm run generate`. Do not edit.',
    title: 'Block',
    description: 'One section of a page. Its type picks which fields it takes.',
    type: 'object',
    required: ['type'],
    properties: {
      type: { type: 'string', description: 'The kind of block; it decides which fields the block takes.' },
    },
    discriminator: { propertyName: 'type' },
    oneOf: files.map((file) => ({ $ref: relative(schemaDir, file).split('\\').join('/') })),
  }
}

/** Loads every schema in `schemaDir` into one ajv instance and compiles the entry points. */
export function loadSchemas(schemaDir: string): SchemaSet {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    discriminator: true,
    verbose: true,
    passContext: true,
    // Each referenced schema (a block's, a shared definition's) compiled once as its own function, not copied into
    // every place that names it: compiling every validator took 0.43 s instead of 0.35 s, validating the same.
    inlineRefs: false,
  })
  addFormats(ajv, ['email', 'date', 'uri'])
  // publishAt / unpublishAt: a wall-clock time in the site's time zone (model/schedule.ts reads it), with no offset.
  ajv.addFormat('local-date-time', LOCAL_DATE_TIME)
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    validate(
      this: ValidationContext | undefined,
      kind: string,
      data: unknown,
      _parent: unknown,
      context?: { instancePath: string },
    ) {
      if (typeof data === 'string') this?.references.push({ kind, value: data, pointer: context?.instancePath ?? '' })
      return true
    },
  })
  // The message of a failed pattern, in the words VS Code's YAML extension also shows (schema-errors.ts uses it).
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  // A block's contract (src/node/content/contracts.ts): read by the build, checked here against its meta-schema.
  for (const [keyword, metaSchema] of Object.entries(NEED_KEYWORDS)) ajv.addKeyword({ keyword, metaSchema })
  const blockTypes: string[] = []
  for (const rel of schemaFileNames(schemaDir)) {
    if (rel === 'block.schema.json') continue
    const schema = readSchemaFile(join(schemaDir, rel))
    if (rel.startsWith('blocks/')) {
      const constType = (schema.properties as Record<string, { const?: string }> | undefined)?.type?.const
      if (constType) blockTypes.push(constType)
    }
    ajv.addSchema({ ...schema, $id: SCHEMA_BASE + rel })
  }
  ajv.addSchema({ ...blockUnionSchema(schemaDir), $id: `${SCHEMA_BASE}block.schema.json` })
  const names = new Set(schemaFileNames(schemaDir))
  // Each validator is compiled the first time it validates a file: a build whose files are all as last time (their
  // verdicts kept, file-cache.ts) compiles none, and one after a page's edit only the page schema's (compiling every
  // schema was a fifth of such a rebuild).
  const get = <T>(rel: string): Validator<T> => {
    if (!names.has(rel)) throw new Error(`schema ${rel} is missing from ${schemaDir}`)
    return compiledOnUse(() => ajv.getSchema<T>(SCHEMA_BASE + rel)!)
  }
  const collections: SchemaSet['collections'] = new Map()
  for (const file of schemaFilesIn(schemaDir, 'collections')) {
    const rel = relative(schemaDir, file).split('\\').join('/')
    collections.set(rel.replace(/^collections\//, '').replace(/\.schema\.json$/, ''), get(rel))
  }
  return {
    ajv,
    page: get<PageFile>('page.schema.json'),
    site: get<SiteConfig>('site.schema.json'),
    locale: names.has('locale.schema.json') ? get<Record<string, unknown>>('locale.schema.json') : undefined,
    collections,
    blockTypes: blockTypes.sort(),
  }
}

/** A validator compiled when first called, which then hands on its `errors` as ajv's own validator does. */
function compiledOnUse<T>(compile: () => Validator<T>): Validator<T> {
  let compiled: Validator<T> | undefined
  const validate = function (this: unknown, data: unknown, ...rest: unknown[]) {
    compiled ??= compile()
    const valid = (compiled as (...args: unknown[]) => boolean).call(this, data, ...rest)
    validate.errors = compiled.errors
    return valid
  } as Validator<T>
  return validate
}
