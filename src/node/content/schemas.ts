import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import Ajv, { _, type ValidateFunction } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import addFormats from 'ajv-formats'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import { cacheDir, ENGINE_ROOT } from '../util/paths.ts'
import { inputsKey } from '../util/inputs-key.ts'
import { writeWhole } from '../util/files.ts'
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

/**
 * The ajv instance of a schema folder, with every schema in it. Each validator is compiled to code it can print
 * (`code.source`, ajv's standalone code): the code is kept by what it is made from (keptValidators), and a build
 * whose schemas did not change evaluates the code kept instead of compiling (0.35 s of every build, on the way to
 * its first page). A validator that came from ajv and one that came from the kept code are the same code.
 */
export function schemaCompiler(schemaDir: string): Ajv {
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
    // The formats that are not regular expressions (a date, a URI) are ajv-formats' functions, which the code names
    // as `formats` (evaluated with them: validatorFrom); the others are written into the code.
    code: { source: true, formats: _`formats` },
  })
  addFormats(ajv, ['email', 'date', 'uri'])
  // publishAt / unpublishAt: a wall-clock time in the site's time zone (model/schedule.ts reads it), with no offset.
  ajv.addFormat('local-date-time', LOCAL_DATE_TIME)
  // A value that points outside its file (an `x-ref` field: a page's address, an asset, a collection item) is noted
  // in the context the validator is called with (validateWith), with its place in the document: written as code, so
  // that the validator can be kept as code.
  ajv.addKeyword({
    keyword: 'x-ref',
    schemaType: 'string',
    code(cxt) {
      const { gen, data, schema, it } = cxt
      gen.if(_`typeof ${data} == "string" && this`, () =>
        gen.code(_`this.references.push({kind: ${schema}, value: ${data}, pointer: instancePath + ${it.errorPath}})`),
      )
    },
  })
  // The message of a failed pattern, in the words VS Code's YAML extension also shows (schema-errors.ts uses it).
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
  // A block's contract (src/node/content/contracts.ts): read by the build, checked here against its meta-schema.
  for (const [keyword, metaSchema] of Object.entries(NEED_KEYWORDS)) ajv.addKeyword({ keyword, metaSchema })
  for (const rel of schemaFileNames(schemaDir)) {
    if (rel === 'block.schema.json') continue
    ajv.addSchema({ ...readSchemaFile<Record<string, unknown>>(join(schemaDir, rel)), $id: SCHEMA_BASE + rel })
  }
  ajv.addSchema({ ...blockUnionSchema(schemaDir), $id: `${SCHEMA_BASE}block.schema.json` })
  return ajv
}

/** Loads the schemas of `schemaDir`: a validator for each entry point (page, site, language, collection). */
export function loadSchemas(schemaDir: string): SchemaSet {
  const names = schemaFileNames(schemaDir)
  const blockTypes = schemaFilesIn(schemaDir, 'blocks').flatMap((file) => {
    const constType = readSchemaFile<{ properties?: { type?: { const?: string } } }>(file).properties?.type?.const
    return constType ? [constType] : []
  })
  let ajv: Ajv | undefined
  const compiler = () => (ajv ??= schemaCompiler(schemaDir))
  const kept = keptValidators(schemaDir)
  // Each validator is made the first time it validates a file: a build whose files are all as last time (their
  // verdicts kept, file-cache.ts) makes none, and one after a page's edit only the page schema's.
  const get = <T>(rel: string): Validator<T> => {
    if (!names.includes(rel)) throw new Error(`schema ${rel} is missing from ${schemaDir}`)
    return compiledOnUse(() =>
      validatorFrom<T>(kept(rel, () => standaloneCode(compiler(), { validate: SCHEMA_BASE + rel }))),
    )
  }
  const collections: SchemaSet['collections'] = new Map()
  for (const file of schemaFilesIn(schemaDir, 'collections')) {
    const rel = relative(schemaDir, file).split('\\').join('/')
    collections.set(rel.replace(/^collections\//, '').replace(/\.schema\.json$/, ''), get(rel))
  }
  return {
    get ajv() {
      return compiler()
    },
    page: get<PageFile>('page.schema.json'),
    site: get<SiteConfig>('site.schema.json'),
    locale: names.includes('locale.schema.json') ? get<Record<string, unknown>>('locale.schema.json') : undefined,
    collections,
    blockTypes: blockTypes.sort(),
  }
}

/** What ajv's standalone code needs from outside: its runtime helpers, and the formats that are functions. */
const requireFromHere = createRequire(import.meta.url)
const FORMATS = { ...fullFormats, 'local-date-time': LOCAL_DATE_TIME }

/** A validator from ajv's standalone code of one schema (`exports.validate`). */
function validatorFrom<T>(code: string): Validator<T> {
  const exports: { validate?: Validator<T> } = {}
  new Function('exports', 'require', 'formats', code)(exports, requireFromHere, FORMATS)
  return exports.validate!
}

/**
 * Where the code of a schema folder's validators is kept: `.cache/validators` in the engine's folder, as Node's
 * compile cache keeps the engine's compiled code (commands/start.mjs), and like it left by `--no-cache`: it is made
 * from the engine's code and schemas only, never from a site. Named by a hash of everything the code is made from:
 * every schema file of the folder, this module, the keywords' meta-schemas, and ajv's and ajv-formats' versions.
 */
function keptValidators(schemaDir: string): (rel: string, make: () => string) => string {
  const dir = cacheDir(ENGINE_ROOT, 'validators')
  const version = (name: string) => (requireFromHere(`${name}/package.json`) as { version: string }).version
  let setKey: string | undefined
  const key = () =>
    (setKey ??= inputsKey(
      readFileSync(import.meta.filename),
      JSON.stringify(NEED_KEYWORDS),
      String(LOCAL_DATE_TIME),
      version('ajv'),
      version('ajv-formats'),
      ...schemaFileNames(schemaDir).flatMap((rel) => [rel, JSON.stringify(readSchemaFile(join(schemaDir, rel)))]),
    ))
  return (rel, make) => {
    const file = join(dir, `${inputsKey(key(), rel)}.js`)
    try {
      return readFileSync(file, 'utf8')
    } catch {
      // Not kept yet: made below.
    }
    const code = make()
    try {
      // A folder of many schema folders' code (tests make their own) starts again past this many files.
      if (readdirSync(dir).length > MOST_KEPT) rmSync(dir, { recursive: true, force: true })
    } catch {
      // No folder yet.
    }
    try {
      writeWhole(file, code)
    } catch {
      // Not kept: the next run compiles again.
    }
    return code
  }
}

/** Validators' code kept at most (a schema folder has some ten entry points). */
const MOST_KEPT = 400

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
