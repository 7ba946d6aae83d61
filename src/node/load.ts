import { relative, resolve } from 'node:path'
import { buildCollections } from './model/collections.ts'
import { connectBlocks } from './model/connect.ts'
import { missingLabelError, placeholderErrors } from './checks/drafts.ts'
import { blockContracts, type ContractTable } from './content/contracts.ts'
import type { ContentError } from './errors/errors.ts'
import { sortErrors } from './errors/errors.ts'
import { duplicateMenuGroupErrors, hiddenMenuItemWarnings } from './checks/menus.ts'
import { buildPages, collectionPageFolders } from './model/pages.ts'
import { ENGINE_SCHEMA_DIR } from './util/paths.ts'
import { checkFormDeclarations } from './checks/form-declarations.ts'
import { planRedirects } from './model/redirects.ts'
import { everyPageSectionIds, pageSectionIds } from './checks/section-links.ts'
import { checkReferences } from './checks/references.ts'
import { readSite } from './content/read-site.ts'
import { schemasFor, validated } from './content/validate.ts'
import { locate, type YamlSource } from './content/yaml-source.ts'
import type { CollectionRecord, EngineOptions, LoadedSite, PageRecord, SiteFacts } from './model/site.ts'
import { notFoundAddress } from '../shared/routes.ts'
import type { AnyEntry, Block, RouteSummary, SiteConfig } from '../shared/types.ts'

export type { EngineOptions, LoadedSite, PageRecord, Site } from './model/site.ts'

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
