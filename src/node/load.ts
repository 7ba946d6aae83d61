import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { buildCollections } from './model/collections.ts'
import { connectBlocks } from './model/connect.ts'
import { missingLabelError, placeholderErrors } from './checks/drafts.ts'
import { blockContracts, type ContractTable } from './content/contracts.ts'
import type { ContentError, ContentWarning } from './errors/errors.ts'
import { sortErrors } from './errors/errors.ts'
import { fileNameError } from './content/file-names.ts'
import { duplicateMenuGroupErrors, hiddenMenuItemWarnings } from './checks/menus.ts'
import { buildPages, collectionPageFolders } from './model/pages.ts'
import { ENGINE_SCHEMA_DIR } from './util/paths.ts'
import { checkFormDeclarations } from './checks/form-declarations.ts'
import { planRedirects, type AliasClaim, type Redirect } from './model/redirects.ts'
import { everyPageSectionIds, pageSectionIds, type SectionIds } from './checks/section-links.ts'
import { checkReferences } from './checks/references.ts'
import { toContentErrors } from './content/schema-errors.ts'
import { loadSchemas, validateWith, type Reference, type SchemaSet, type Validator } from './content/schemas.ts'
import { closest } from './errors/suggest.ts'
import { locate, readYaml, type YamlSource } from './content/yaml-source.ts'
import { classifyPageFile, notFoundAddress, type PageFileKind } from '../shared/routes.ts'
import type { AnyEntry, Block, ConnectedBlock, PageData, RouteSummary, SiteConfig } from '../shared/types.ts'

export interface EngineOptions {
  /** The content folder (holds site.yaml, pages/, collections/, assets/). */
  siteDir: string
  /** The schema folder. Defaults to the engine's own schema/. */
  schemaDir?: string
  /** Paths in messages are shown relative to this folder. Defaults to the working directory. */
  cwd?: string
  /**
   * Pages and items marked `draft: true`: left out as the production build does (the default: no page, not in any
   * list, a link to one from a published page is an error, placeholder texts on a published page are errors), or
   * shown, as the dev server does.
   */
  drafts?: 'leave-out' | 'show'
}

/** A valid YAML file with what its validation found. */
export interface ValidFile<T> {
  source: YamlSource
  data: T
  references: Reference[]
}

/** A page the site makes; its blocks are `Block`s as written until the connect stage resolves their needs. */
export interface PageRecord<B = ConnectedBlock> {
  route: string
  /** The page file, as shown in messages. */
  file: string
  source: YamlSource
  /** The references of the page file and, on a collection page, of its item's file. */
  references: Reference[]
  navLabel: string
  /** The item a `[id].yaml` page shows, with its collection and file. */
  entry?: { collection: string; item: AnyEntry; file: string }
  /** What the browser receives: blocks with their needs resolved (connect.ts). */
  data: PageData<B>
  /** Marked `draft: true` (in its file or its item's): only a load that shows drafts keeps it. */
  draft?: boolean
  /** The page's old addresses (`aliases` of its file, or of its item on a collection page). */
  aliases?: AliasClaim[]
}

export interface CollectionRecord {
  name: string
  entries: Array<{ item: AnyEntry; file: ValidFile<unknown> }>
}

/** What the reference checks and the connector read of a site. */
export interface SiteFacts {
  config: SiteConfig
  collections: ReadonlyMap<string, CollectionRecord>
  /** Every file under assets/, as "/assets/…". */
  assets: ReadonlySet<string>
  routes: RouteSummary[]
  /** Old addresses of moved pages: links to them are not dead, they redirect. */
  redirects?: readonly Redirect[]
  /** What a load that leaves drafts out left out: their addresses, and their items as "collection/id". */
  drafts?: { routes: ReadonlySet<string>; entries: ReadonlySet<string> }
  /** The sections (`#id`) links can jump to, by page address. */
  sectionIds?: SectionIds
}

/** A site that loaded without a content error. */
export interface Site extends SiteFacts {
  siteDir: string
  pages: PageRecord[]
  notFound: PageRecord[]
  collections: ReadonlyMap<string, CollectionRecord>
  /** Every file under assets/, as "/assets/…". */
  assets: ReadonlySet<string>
  routes: RouteSummary[]
  /** Old addresses of moved pages and where they go (redirects.ts): the hosting files and fallback pages. */
  redirects: Redirect[]
  /** Every YAML file read, for dev-server watching. */
  files: string[]
}

/**
 * The result of loading a site: the site, or every content error found (with the files read, to watch them); and,
 * either way, the warnings (content that works but may not be what its author meant), which fail nothing.
 */
export type LoadedSite =
  | { ok: true; site: Site; errors: []; warnings: ContentWarning[]; files: string[] }
  | { ok: false; errors: ContentError[]; warnings: ContentWarning[]; files: string[] }

/** A file under site/pages as read: its place, and its source unless it could not be parsed (its errors are reported). */
export interface ReadPageFile {
  kind: Exclude<PageFileKind, { kind: 'ignored' | 'wrong-extension' }>
  source?: YamlSource
}

/** What the disk holds: every YAML file parsed (with its place), the assets, and the errors of reading. */
interface ReadSite {
  siteFile?: YamlSource
  collectionFiles: Array<{ collection: string; id: string; source: YamlSource }>
  pageFiles: ReadPageFile[]
  assets: Set<string>
  files: string[]
  errors: ContentError[]
}

let reads = 0

/** How many times a site has been read from disk in this process (a build reads it once: tests/node/build.test.ts). */
export function siteReads(): number {
  return reads
}

const schemaCache = new Map<string, SchemaSet>()

function schemasFor(dir: string): SchemaSet {
  const cached = schemaCache.get(dir)
  if (cached) return cached
  const set = loadSchemas(dir)
  schemaCache.set(dir, set)
  return set
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => statSync(join(dir, name)).isFile())
    .sort()
}

/**
 * Loads, validates and cross-checks a whole site, in stages that return values: read (the disk, once) → validate
 * (each file against its schema) → collections (collections.ts) → pages (pages.ts, pure) → references
 * (references.ts) → connect (connect.ts: each block's needs become its props). Never throws for content mistakes:
 * every error of every stage comes back at once.
 */
export function loadSite(options: EngineOptions): LoadedSite {
  const siteDir = resolve(options.siteDir)
  const cwd = options.cwd ?? process.cwd()
  const schemaDir = resolve(options.schemaDir ?? ENGINE_SCHEMA_DIR)
  const schemas = schemasFor(schemaDir)
  const read = readSite(siteDir, (absolute) => relative(cwd, absolute).split('\\').join('/'), [
    ...schemas.collections.keys(),
  ])
  const errors = [...read.errors]
  /** Keeps a stage's value and gathers its errors: every error of every stage is reported at once. */
  const take = <T extends { errors: ContentError[] }>(stage: T): T => {
    errors.push(...stage.errors)
    return stage
  }

  const config = read.siteFile && take(validated(read.siteFile, schemas.site, schemas)).file
  const warnings = config ? sortErrors(hiddenMenuItemWarnings(config.source, config.data)) : []
  if (config) errors.push(...duplicateMenuGroupErrors(config.source, config.data))
  const collectionFiles = read.collectionFiles.flatMap((file) => {
    const valid = take(validated(file.source, schemas.collections.get(file.collection)!, schemas)).file
    return valid ? [{ ...file, valid }] : []
  })
  const pageFiles = read.pageFiles.map((file) => ({
    ...file,
    valid: file.source && take(validated(file.source, schemas.page, schemas)).file,
  }))

  const itemPages = collectionPageFolders(
    pageFiles.flatMap((f) =>
      f.valid && f.kind.kind === 'collection' ? [{ route: f.kind.route, collection: f.valid.data.collection }] : [],
    ),
  )
  const { collections: allCollections } = take(
    buildCollections(collectionFiles, [...schemas.collections.keys()], itemPages, siteDir, read.assets),
  )
  const built = take(buildPages(pageFiles, allCollections))
  // Drafts: the production build and validate leave them out (and check what would be published); dev shows them.
  const leaveOut = (options.drafts ?? 'leave-out') === 'leave-out'
  const { redirects } = take(planRedirects(built.pages, { publishedOnly: leaveOut }))
  const pages = leaveOut ? { ...built, pages: built.pages.filter((p) => !p.draft) } : built
  const collections = leaveOut ? publishedCollections(allCollections) : allCollections
  const drafts = {
    routes: new Set(leaveOut ? built.pages.filter((p) => p.draft).map((p) => p.route) : []),
    entries: new Set(
      leaveOut ? collectionFiles.filter((c) => c.valid.data.draft).map((c) => `${c.collection}/${c.id}`) : [],
    ),
  }
  if (leaveOut)
    for (const file of pageFiles)
      if (file.valid && file.valid.data.draft !== true) errors.push(...placeholderErrors(file.valid.source))
  const routes: RouteSummary[] = pages.pages.map((p) => ({ route: p.route, title: p.data.title, navLabel: p.navLabel }))

  if (!config) return { ok: false, errors: sortErrors(errors), warnings, files: read.files }
  const draftFiles = [...collectionFiles, ...pageFiles].flatMap((f) =>
    f.valid && (f.valid.data as { draft?: boolean }).draft === true ? [f.valid.source] : [],
  )
  errors.push(...missingLabels(config.data, draftFiles, built.pages))
  errors.push(...checkFormDeclarations(config.source, config.data))
  const contracts = blockContracts(schemaDir)
  const facts: SiteFacts = {
    config: config.data,
    collections,
    assets: read.assets,
    routes,
    redirects,
    drafts,
  }
  // Connected first: a block's sections may depend on what it shows (a service's benefits, a page's legal sections).
  const [connectedPages, connectedNotFound] = [pages.pages, pages.notFound].map((records) =>
    records.map((page) => take(connectPage(page, facts, contracts)).page),
  )
  const linked: SiteFacts = {
    ...facts,
    sectionIds: new Map(connectedPages!.map((page) => [page.route, pageSectionIds(page.data.blocks, contracts)])),
  }
  // A `#id` link jumps on the page it is on: a page's own sections, or those of every page for site.yaml's links.
  const checked = [
    { ...config, samePageIds: everyPageSectionIds() },
    ...collectionFiles.map((c) => c.valid),
    ...pageFiles.flatMap((p) =>
      p.valid ? [{ ...p.valid, samePageIds: pageSectionIds(p.valid.data.blocks, contracts) }] : [],
    ),
  ]
  for (const file of checked)
    errors.push(
      ...checkReferences(file.source, file.references, linked, pages.unresolvedRoutes, {
        fromDraft: (file.data as { draft?: boolean }).draft === true,
        samePageIds: 'samePageIds' in file ? file.samePageIds : undefined,
      }),
    )
  if (errors.length > 0) return { ok: false, errors: sortErrors(dedupe(errors)), warnings, files: read.files }
  return {
    ok: true,
    site: { ...linked, siteDir, pages: connectedPages!, notFound: connectedNotFound!, redirects, files: read.files },
    errors: [],
    warnings,
    files: read.files,
  }
}

/** Stage 1, the only one that reads the disk for YAML: parses every file of the site and lists its assets. */
function readSite(siteDir: string, display: (absolute: string) => string, collectionNames: string[]): ReadSite {
  reads++
  const out: ReadSite = { collectionFiles: [], pageFiles: [], assets: new Set(), files: [], errors: [] }
  const parse = (absolute: string): YamlSource | undefined => {
    out.files.push(absolute)
    const file = readYaml(absolute, display(absolute))
    out.errors.push(...file.errors)
    return file.source
  }

  const siteFile = join(siteDir, 'site.yaml')
  if (existsSync(siteFile)) out.siteFile = parse(siteFile)
  else
    out.errors.push({
      code: 'missing-file',
      file: display(siteFile),
      line: 1,
      column: 1,
      field: '',
      message: 'site.yaml is missing',
      hint: 'Every site needs a site.yaml with the company, navigation, footer, labels and theme.',
    })

  const collectionsDir = join(siteDir, 'collections')
  for (const rel of walk(collectionsDir)) {
    const absolute = join(collectionsDir, rel)
    const [name, ...rest] = rel.split('/')
    if (!rel.endsWith('.yaml')) {
      out.errors.push(wrongExtension(display(absolute)))
    } else if (!collectionNames.includes(name!) || rest.length !== 1) {
      const near = closest(name!, collectionNames)
      out.errors.push({
        code: 'unknown-reference',
        file: display(absolute),
        line: 1,
        column: 1,
        field: '',
        message: `"${name}" is not a collection`,
        expected: `a file in one of the collection folders: ${collectionNames.join(', ')}`,
        found: rel,
        hint: `${near && rest.length === 1 ? `Did you mean "${near}"? ` : ''}Move the file into the folder of its collection (site/collections/<collection>/<id>.yaml).`,
      })
    } else {
      out.errors.push(...nameErrors(display(absolute), rest[0]!, 'item'))
      const source = parse(absolute)
      if (source) out.collectionFiles.push({ collection: name!, id: rest[0]!.replace(/\.yaml$/, ''), source })
    }
  }

  const pagesDir = join(siteDir, 'pages')
  for (const rel of walk(pagesDir)) {
    const absolute = join(pagesDir, rel)
    const kind = classifyPageFile(rel)
    if (kind.kind === 'ignored') continue
    if (kind.kind === 'wrong-extension') {
      out.errors.push(wrongExtension(display(absolute)))
      continue
    }
    out.errors.push(...nameErrors(display(absolute), rel, 'page'))
    out.pageFiles.push({ kind, source: parse(absolute) })
  }
  for (const rel of walk(join(siteDir, 'assets'))) out.assets.add(`/assets/${rel}`)
  return out
}

/** A page or item file named otherwise than in lowercase words and dashes (file-names.ts), as a list of errors. */
function nameErrors(file: string, relative: string, kind: 'page' | 'item'): ContentError[] {
  const error = fileNameError(file, relative, kind)
  return error ? [error] : []
}

/** Stage 2: one file against its schema; a valid file comes back typed, with its references. */
function validated<T>(
  source: YamlSource,
  validate: Validator<T>,
  schemas: SchemaSet,
): { file?: ValidFile<T>; errors: ContentError[] } {
  const result = validateWith(validate, source.data)
  if (result.valid) return { file: { source, data: result.data, references: result.references }, errors: [] }
  return { errors: toContentErrors(validate.errors, source, schemas.blockTypes) }
}

const itemsByCollection = new WeakMap<SiteFacts, ReadonlyMap<string, AnyEntry[]>>()

/**
 * Stage 6: a page's blocks with their needs resolved into props (connect.ts); a need the page cannot meet is a content
 * error. A not-found page is "at" the address it is served from, which no page has.
 */
function connectPage(
  page: PageRecord<Block>,
  site: SiteFacts,
  contracts: ContractTable,
): { page: PageRecord; errors: ContentError[] } {
  const items =
    itemsByCollection.get(site) ??
    new Map([...site.collections].map(([name, record]) => [name, record.entries.map((e) => e.item)]))
  itemsByCollection.set(site, items)
  const route = page.data.notFound ? notFoundAddress(page.route) : page.route
  const { blocks, problems } = connectBlocks(page.data.blocks, contracts, {
    route,
    entry: page.entry,
    config: site.config,
    routes: site.routes,
    collections: items,
  })
  const errors = problems.map(
    (problem): ContentError => ({
      code: 'unknown-reference',
      file: page.file,
      ...locate(page.source, `/blocks/${problem.index}${problem.pointer}`),
      message: problem.message,
      expected: problem.expected,
      found: `"${page.data.blocks[problem.index]!.type}"`,
      hint: problem.hint,
    }),
  )
  return { page: { ...page, data: { ...page.data, blocks } }, errors }
}

/** The collections without their draft items (the production build's lists, grids and related items). */
function publishedCollections(collections: ReadonlyMap<string, CollectionRecord>): Map<string, CollectionRecord> {
  return new Map(
    [...collections].map(([name, record]) => [
      name,
      { ...record, entries: record.entries.filter((e) => e.item.draft !== true) },
    ]),
  )
}

/** The labels of site.yaml that drafts (their banner) and aliases (the page left at an old address) need. */
function missingLabels(
  config: SiteConfig,
  draftFiles: readonly YamlSource[],
  pages: ReadonlyArray<PageRecord<Block>>,
): ContentError[] {
  const errors: ContentError[] = []
  const draft = draftFiles[0]
  if (draft && !config.labels.draft)
    errors.push(
      missingLabelError(
        'draft',
        { file: draft.file, source: draft, pointer: '/draft' },
        'a draft shows a banner in dev',
      ),
    )
  const moved = pages.flatMap((p) => p.aliases ?? [])[0]
  if (moved && !config.labels.pageMoved)
    errors.push(
      missingLabelError(
        'pageMoved',
        { ...moved, pointer: moved.pointer.replace(/\/\d+$/, '') },
        'the build leaves a page at each old address',
      ),
    )
  return errors
}

function dedupe(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>()
  return errors.filter((error) => {
    const key = `${error.file}:${error.line}:${error.column}:${error.field}:${error.message}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function wrongExtension(file: string): ContentError {
  const suggestion = `${file.replace(/\.[^./]*$/, '')}.yaml`
  return {
    code: 'wrong-extension',
    file,
    line: 1,
    column: 1,
    field: '',
    message: 'content files must end in .yaml',
    expected: '.yaml',
    found: file.slice(file.lastIndexOf('/') + 1),
    hint: `Rename it to ${suggestion.slice(suggestion.lastIndexOf('/') + 1)}; files under site/pages and site/collections are read only when they end in .yaml.`,
  }
}
