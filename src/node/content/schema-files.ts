import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

/**
 * The one reader of the schema folder: validation (schemas.ts), the block contracts (contracts.ts), the block
 * reference (schema-docs.ts), the editor schema (editor-schema.ts), the icon names (model/page-extras.ts), the dev
 * gallery and `npm run generate` all take the files from here. The folder is listed once and each file parsed once
 * per process (a build reads every schema file once: tests/node/build-once.test.ts counts it). The parsed values are
 * frozen, so no reader can change what the others see.
 */

const listings = new Map<string, readonly string[]>()
const files = new Map<string, unknown>()

/** Every `*.schema.json` file of a schema folder, as paths relative to it with forward slashes, sorted. */
export function schemaFileNames(schemaDir: string): readonly string[] {
  const dir = resolve(schemaDir)
  let names = listings.get(dir)
  if (!names) {
    names = existsSync(dir)
      ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .map((name) => name.split('\\').join('/'))
          .filter((name) => name.endsWith('.schema.json'))
          .sort()
      : []
    listings.set(dir, names)
  }
  return names
}

/** The schema files of one folder of the schema folder (`blocks`, `collections`), as absolute paths, sorted. */
export function schemaFilesIn(schemaDir: string, folder: string): string[] {
  return schemaFileNames(schemaDir)
    .filter((name) => name.startsWith(`${folder}/`))
    .map((name) => join(resolve(schemaDir), name))
}

/** The block types, by their schema files' names (schema/blocks/<type>.schema.json), with each file, sorted. */
export function blockSchemaFiles(schemaDir: string): Array<{ type: string; file: string }> {
  return schemaFilesIn(schemaDir, 'blocks').map((file) => ({ type: basename(file, '.schema.json'), file }))
}

/** A schema file's JSON (an absolute path, or one relative to the working directory), parsed once per process. */
export function readSchemaFile<T = Record<string, unknown>>(file: string): T {
  const path = resolve(file)
  if (!files.has(path)) files.set(path, deepFreeze(JSON.parse(readFileSync(path, 'utf8'))))
  return files.get(path) as T
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}
