import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { ContentError } from './errors.ts'
import { sortErrors } from './errors.ts'
import { checkReferences } from './references.ts'
import { closest } from './suggest.ts'
import { classifyPageFile, joinRoute, sortRoutes } from '../shared/routes.ts'
import { loadSchemas, type Reference, type SchemaSet } from './schemas.ts'
import { toContentErrors } from './schema-errors.ts'
import { readPdfInfo } from './pdf-info.ts'
import { formatFieldPath, nodeAt, pointerToPath, positionOf, readYaml, type YamlSource } from './yaml-source.ts'
import type { CollectionEntry, PageData, RouteSummary, SiteConfig } from '../shared/types.ts'

export interface EngineOptions {
  /** The content folder (holds site.yaml, pages/, collections/, assets/). */
  siteDir: string
  /** The schema folder. Defaults to the engine's own schema/. */
  schemaDir?: string
  /** Paths in messages are shown relative to this folder. Defaults to the working directory. */
  cwd?: string
}

export interface PageRecord {
  route: string
  file: string
  source: YamlSource
  data: PageData
  references: Reference[]
  navLabel: string
}

export interface CollectionRecord {
  name: string
  /** Each item with the YAML file it came from (`sourceFile`: not `file`, which an item may have as a field of its own). */
  entries: Array<CollectionEntry & { sourceFile: string }>
}

export interface LoadedSite {
  siteDir: string
  config: SiteConfig
  pages: PageRecord[]
  notFound: PageRecord[]
  collections: Map<string, CollectionRecord>
  /** Every file under assets/, as "/assets/…". */
  assets: Set<string>
  routes: RouteSummary[]
  /**
   * Routes of page files that exist but could not be loaded (their own errors are reported).
   * Links to them are not reported as broken too. Collection pages keep their `:param` form.
   */
  unresolvedRoutes: string[]
  /** Every YAML file read, for dev-server watching. */
  files: string[]
  errors: ContentError[]
}

interface Parsed {
  source: YamlSource
  references: Reference[]
  valid: boolean
}

const DEFAULT_SCHEMA_DIR = resolve(import.meta.dirname, '../../schema')
let schemaCache: { dir: string; set: SchemaSet } | undefined

function schemasFor(dir: string): SchemaSet {
  if (schemaCache?.dir !== dir) schemaCache = { dir, set: loadSchemas(dir) }
  return schemaCache.set
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort()
}

/** Loads, validates and cross-checks a whole site. Never throws for content mistakes: they come back in `errors`. */
export function loadSite(options: EngineOptions): LoadedSite {
  const siteDir = resolve(options.siteDir)
  const cwd = options.cwd ?? process.cwd()
  const schemas = schemasFor(resolve(options.schemaDir ?? DEFAULT_SCHEMA_DIR))
  const errors: ContentError[] = []
  const files: string[] = []
  const display = (absolute: string) => relative(cwd, absolute).split('\\').join('/')

  const parse = (absolute: string, validate: (data: unknown) => boolean, errorsOf: () => Parameters<typeof toContentErrors>[0]): Parsed | undefined => {
    files.push(absolute)
    const read = readYaml(absolute, display(absolute))
    errors.push(...read.errors)
    if (!read.source) return undefined
    schemas.takeReferences()
    const valid = validate(read.source.data)
    const references = schemas.takeReferences()
    if (!valid) errors.push(...toContentErrors(errorsOf(), read.source, schemas.blockTypes))
    return { source: read.source, references, valid }
  }

  // site.yaml
  const siteFile = join(siteDir, 'site.yaml')
  let config: SiteConfig | undefined
  let siteParsed: Parsed | undefined
  if (!existsSync(siteFile)) {
    errors.push({ code: 'missing-file', file: display(siteFile), line: 1, column: 1, field: '', message: 'site.yaml is missing', hint: 'Every site needs a site.yaml with the company, navigation, footer, labels and theme.' })
  } else {
    siteParsed = parse(siteFile, (d) => schemas.site(d), () => schemas.site.errors)
    if (siteParsed?.valid) config = siteParsed.source.data as SiteConfig
  }

  // collections/<name>/<id>.yaml
  const collections = new Map<string, CollectionRecord>()
  const collectionParsed: Array<{ parsed: Parsed; collection: string }> = []
  const collectionsDir = join(siteDir, 'collections')
  for (const rel of walk(collectionsDir)) {
    const absolute = join(collectionsDir, rel)
    const [name, ...rest] = rel.split('/')
    const validate = schemas.collections.get(name!)
    if (!rel.endsWith('.yaml')) {
      errors.push(wrongExtension(display(absolute)))
      continue
    }
    if (!validate || rest.length !== 1) {
      const near = closest(name!, [...schemas.collections.keys()])
      errors.push({ code: 'unknown-reference', file: display(absolute), line: 1, column: 1, field: '', message: `"${name}" is not a collection`, expected: `a file in one of the collection folders: ${[...schemas.collections.keys()].join(', ')}`, found: rel, hint: `${near && rest.length === 1 ? `Did you mean "${near}"? ` : ''}Move the file into the folder of its collection (site/collections/<collection>/<id>.yaml).` })
      continue
    }
    const parsed = parse(absolute, (d) => validate(d), () => validate.errors)
    if (!parsed) continue
    collectionParsed.push({ parsed, collection: name! })
    const record = collections.get(name!) ?? { name: name!, entries: [] }
    record.entries.push({ ...(parsed.source.data as object), id: rest[0]!.replace(/\.yaml$/, ''), sourceFile: parsed.source.file })
    collections.set(name!, record)
  }
  for (const name of schemas.collections.keys()) if (!collections.has(name)) collections.set(name, { name, entries: [] })
  const assets = new Set(walk(join(siteDir, 'assets')).map((rel) => `/assets/${rel}`))
  for (const { parsed, collection } of collectionParsed) {
    const entry = collections.get(collection)!.entries.find((e) => e.sourceFile === parsed.source.file)
    if (entry) errors.push(...describeFiles(entry, parsed, siteDir, assets))
  }

  // pages/**.yaml
  const pagesDir = join(siteDir, 'pages')
  const pages: PageRecord[] = []
  const notFound: PageRecord[] = []
  const unresolvedRoutes: string[] = []
  // Every valid page file, even a [id].yaml that made no page, so its own references are still checked.
  const pageParsed: Parsed[] = []
  const validatePage = (d: unknown) => schemas.page(d)
  for (const rel of walk(pagesDir)) {
    const absolute = join(pagesDir, rel)
    const kind = classifyPageFile(rel)
    if (kind.kind === 'ignored') continue
    if (kind.kind === 'wrong-extension') {
      errors.push(wrongExtension(display(absolute)))
      continue
    }
    const parsed = parse(absolute, validatePage, () => schemas.page.errors)
    if (!parsed?.valid) {
      if (kind.kind !== 'not-found') unresolvedRoutes.push(kind.route)
      continue
    }
    pageParsed.push(parsed)
    const page = parsed.source.data as Omit<PageData, 'route' | 'collections'> & { collection?: string; navLabel?: string }
    const make = (route: string, entry?: CollectionEntry, extra: Partial<PageData> = {}): PageRecord => {
      const fill = (text: string) => (entry ? text.replace(/\{(\w+)\}/g, (all, field: string) => (typeof entry[field] === 'string' ? (entry[field] as string) : all)) : text)
      const title = fill(page.title)
      return {
        route,
        file: parsed.source.file,
        source: parsed.source,
        references: parsed.references,
        navLabel: page.navLabel ? fill(page.navLabel) : title.split('|')[0]!.trim(),
        data: { route, title, description: fill(page.description), image: page.image, blocks: page.blocks, entry, collections: {}, ...extra },
      }
    }
    if (kind.kind === 'not-found') notFound.push(make(kind.scope, undefined, { notFound: true }))
    else if (kind.kind === 'page') pages.push(make(kind.route))
    else {
      const collection = page.collection
      if (!collection || !collections.has(collection)) unresolvedRoutes.push(kind.route)
      if (!collection) {
        const pos = positionOf(parsed.source, parsed.source.doc.contents ?? undefined)
        errors.push({ code: 'missing-field', file: parsed.source.file, ...pos, field: 'collection', message: `a [${kind.param}].yaml page needs "collection"`, expected: 'the name of the collection whose items get a page', found: 'none', hint: `Add "collection:" with one of: ${[...collections.keys()].join(', ')}.` })
        continue
      }
      const folder = kind.route.slice(0, kind.route.lastIndexOf('/')) || '/'
      for (const entry of collections.get(collection)?.entries ?? []) {
        // An item with its own `href` has its page elsewhere (e.g. a hand-written long page).
        if (typeof entry.href === 'string') continue
        entry.route = joinRoute(folder, entry.id)
        pages.push(make(entry.route, stripFile(entry)))
      }
    }
  }

  for (const record of collections.values()) for (const entry of record.entries) if (typeof entry.href === 'string') entry.route = entry.href

  errors.push(...duplicateRoutes(pages))
  errors.push(...duplicateRoutes(notFound))

  const routes: RouteSummary[] = sortRoutes(pages).map((p) => ({ route: p.route, title: p.data.title, navLabel: p.navLabel }))

  const site: LoadedSite = { siteDir, config: config as SiteConfig, pages: sortRoutes(pages), notFound: sortRoutes(notFound), collections, assets, routes, unresolvedRoutes, files, errors }
  if (config) {
    const checked = [
      ...(siteParsed ? [siteParsed] : []),
      ...collectionParsed.map((c) => c.parsed),
      ...pageParsed,
    ]
    for (const parsed of checked) errors.push(...checkReferences(parsed.source, parsed.references, site))
    const entryReferences = new Map(collectionParsed.map((c) => [c.parsed.source.file, c.parsed.references]))
    for (const page of [...pages, ...notFound]) {
      const references = [...page.references, ...(page.data.entry ? (entryReferences.get(fileOfEntry(site, page.data.entry)) ?? []) : [])]
      page.data.collections = collectionsFor(references, site)
    }
  }
  site.errors = sortErrors(errors)
  return site
}

/**
 * Adds to a collection item what its PDF files say about themselves (size, page count) under `files`, keyed by
 * the path the item names, so lists show real figures that nobody types by hand. A PDF that cannot be read is
 * a content error; a missing one is reported by the reference check.
 */
function describeFiles(entry: CollectionEntry & { sourceFile: string }, parsed: Parsed, siteDir: string, assets: Set<string>): ContentError[] {
  const errors: ContentError[] = []
  for (const ref of parsed.references) {
    if (ref.kind !== 'asset' || !ref.value.toLowerCase().endsWith('.pdf') || !assets.has(ref.value)) continue
    try {
      entry.files = { ...entry.files, [ref.value]: readPdfInfo(join(siteDir, ref.value)) }
    } catch (error) {
      const path = pointerToPath(ref.pointer, parsed.source.data)
      errors.push({ code: 'unreadable-file', file: parsed.source.file, ...positionOf(parsed.source, nodeAt(parsed.source.doc, path).node), field: formatFieldPath(path), message: `the file ${ref.value} cannot be read as a PDF: ${(error as Error).message}`, expected: 'a complete PDF file', found: `"${ref.value}"`, hint: 'Export the document again as PDF (or run the script that makes it) and replace the file.' })
    }
  }
  return errors
}

function wrongExtension(file: string): ContentError {
  const suggestion = file.replace(/\.[^./]*$/, '') + '.yaml'
  return { code: 'wrong-extension', file, line: 1, column: 1, field: '', message: 'content files must end in .yaml', expected: '.yaml', found: file.slice(file.lastIndexOf('/') + 1), hint: `Rename it to ${suggestion.slice(suggestion.lastIndexOf('/') + 1)}; files under site/pages and site/collections are read only when they end in .yaml.` }
}

function duplicateRoutes(records: PageRecord[]): ContentError[] {
  const byRoute = new Map<string, PageRecord[]>()
  for (const r of records) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r])
  const out: ContentError[] = []
  for (const [route, claimants] of byRoute) {
    const files = [...new Set(claimants.map((c) => c.file))]
    if (files.length < 2) continue
    for (const file of files) {
      const others = files.filter((f) => f !== file)
      out.push({ code: 'duplicate-route', file, line: 1, column: 1, field: '', message: `the address ${route} is also made by ${others.join(', ')}`, expected: 'one file per address', found: `${files.length} files`, hint: 'Rename or remove one of them (about.yaml and about/index.yaml both make /about).' })
    }
  }
  return out
}

function stripFile({ sourceFile: _sourceFile, ...entry }: CollectionEntry & { sourceFile: string }): CollectionEntry {
  return entry
}

function fileOfEntry(site: LoadedSite, entry: CollectionEntry): string {
  return [...site.collections.values()].flatMap((c) => c.entries).find((e) => e.route === entry.route)?.sourceFile ?? ''
}

/** The collection items a page needs: those its blocks list (`collection: name`) and those it references by id. */
function collectionsFor(references: Reference[], site: LoadedSite): Record<string, CollectionEntry[]> {
  const out: Record<string, CollectionEntry[]> = {}
  for (const ref of references) {
    if (ref.kind === 'collection') {
      out[ref.value] = (site.collections.get(ref.value)?.entries ?? []).map(stripFile)
    } else if (ref.kind.startsWith('entry:')) {
      const name = ref.kind.slice('entry:'.length)
      const found = site.collections.get(name)?.entries.find((e) => e.id === ref.value)
      if (found && !(out[name] ?? []).some((e) => e.id === found.id)) out[name] = [...(out[name] ?? []), stripFile(found)]
    }
  }
  return out
}
