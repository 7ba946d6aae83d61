import { relative, resolve } from 'node:path'
import { readPagesAhead, readSite } from './content/read-site.ts'
import { schemasFor, validatedPage, validateSite } from './content/validate.ts'
import { fileCache } from './content/file-cache.ts'
import { blockContracts } from './content/contracts.ts'
import { buildCollections } from './model/collections.ts'
import { buildPages, collectionPageFolders, pageSummary } from './model/pages.ts'
import { planRedirects } from './model/redirects.ts'
import { published } from './model/published.ts'
import { inDropped, withoutTimedOutLinks } from './model/menu-timing.ts'
import { connectInLanguages } from './model/connect-pages.ts'
import { resolveLocales } from './model/locales.ts'
import { translationStatus, type TranslationStatus } from './model/translations.ts'
import { fallbackPages, languageConfigs, withLanguages } from './model/localise.ts'
import {
  collectionsIn,
  itemTable,
  itemTranslationStatus,
  languageItemFolders,
  mapItemPages,
  templateErrors,
  translatedRecords,
} from './model/item-translations.ts'
import { joinRoute } from '../shared/routes.ts'
import type { EngineOptions, LoadedSite, PageRecord, Site, SiteFacts, TranslationTable } from './model/site.ts'
import { missingLabels, publishedPlaceholderErrors } from './checks/drafts.ts'
import { duplicateMenuGroupErrors, hiddenMenuItemWarnings } from './checks/menus.ts'
import { checkFormDeclarations } from './checks/form-declarations.ts'
import { splitAcknowledged } from './checks/acknowledged.ts'
import { contrastErrors } from './checks/contrast.ts'
import { scheduleChecks } from './checks/schedule.ts'
import { checkSiteReferences, siteSectionIds } from './checks/site-references.ts'
import { checkReferences } from './checks/references.ts'
import { pageSectionIds } from './checks/section-links.ts'
import type { PublishingClock } from './model/published.ts'
import { connectPages } from './model/connect-pages.ts'
import { classifyPageFile, normalizeRoute } from '../shared/routes.ts'
import { dedupeErrors, sortErrors, type ContentError } from './errors/errors.ts'
import { ENGINE_SCHEMA_DIR } from './util/paths.ts'

export type { EngineOptions, LoadedSite, PageRecord, Site } from './model/site.ts'

/** Paths as messages show them, by working folder: a dev server shows the same 10,000 paths at every save. */
const displayed = new Map<string, string>()

function displayPath(cwd: string, absolute: string): string {
  const key = `${cwd}\0${absolute}`
  let shown = displayed.get(key)
  if (shown === undefined) {
    shown = relative(cwd, absolute).split('\\').join('/')
    if (displayed.size >= 200_000) displayed.clear()
    displayed.set(key, shown)
  }
  return shown
}

/**
 * Loads, validates and cross-checks a whole site, in stages that return values: read (the disk, once:
 * content/read-site.ts) → validate (each file against its schema: content/validate.ts) → collections
 * (model/collections.ts) → pages (model/pages.ts, pure; drafts and what is not yet or no longer published left out,
 * against one clock: model/published.ts) → connect
 * (model/connect-pages.ts: each block's needs become its props) → references (checks/site-references.ts). Connected
 * before the references are checked: a block's sections may depend on what it shows (a service's benefits, a page's
 * legal sections). Never throws for content mistakes: every error of every stage comes back at once.
 */
export function loadSite(options: EngineOptions): LoadedSite {
  const loaded = checkSite(options)
  // Once the load is done, so the cache also keeps where its warnings are (content/file-cache.ts).
  if (!options.saveCacheLater) loaded.saveCache()
  return loaded
}

/**
 * A first look at one page, for a dev server that starts with nothing kept (bundle/vite-plugin.ts): the site loaded
 * as loadSite does, but of the page files only the page at `route`, the not-found pages and the `[id].yaml`
 * templates, and without the checks across the site (a link to a page not read would look broken). The page it gives
 * is the one the whole load will give, except where it shows other pages: a block that lists every page
 * (`from: routes`) or a site in several languages (each page's translations) give undefined, as do any error and a
 * route with no page. What it read stays read for the whole load (content/file-cache.ts); it writes no cache.
 */
export function firstLook(options: EngineOptions, route: string): Site | undefined {
  const wanted = normalizeRoute(route)
  const looked = checkSite(options, wanted)
  if (!looked.ok || looked.errors.length > 0) return undefined
  const page = looked.site.pages.find((p) => p.route === wanted)
  const contracts = blockContracts(schemaDirOf(options))
  const listsPages = page?.data.blocks.some((block) =>
    contracts.get(block.type)?.needs.some(([, need]) => need.from === 'routes'),
  )
  return page && !listsPages ? looked.site : undefined
}

/**
 * Reads and checks a site's page files ahead of its first load, a slice at a time (content/read-site.ts
 * readPagesAhead), through the caches that load will use, so it finds them done: between slices `next` has the
 * thread (a dev server starting cold serves meanwhile), is told how many page files are left, and says whether to
 * read on.
 */
export async function readAhead(options: EngineOptions, next: (left: number) => Promise<boolean>): Promise<void> {
  const { siteDir, display, cache, schemas } = loadContext(options)
  await readPagesAhead(siteDir, display, cache, (source) => void validatedPage(source, schemas), next)
}

/**
 * What a load works with, from its options: the folders, the schemas, and the file cache through which each file is
 * parsed and validated once while it does not change (content/file-cache.ts).
 */
function loadContext(options: EngineOptions) {
  const siteDir = resolve(options.siteDir)
  const cwd = options.cwd ?? process.cwd()
  const schemaDir = schemaDirOf(options)
  const cache = fileCache(siteDir, {
    cacheDir: options.cacheDir,
    reuse: options.reuseCache,
    schemaDir,
    watched: options.watched,
  })
  const display = (absolute: string) => displayPath(cwd, absolute)
  return { siteDir, cwd, schemaDir, schemas: schemasFor(schemaDir), cache, display }
}

/** The schema folder a load checks against: the engine's own unless the options name another. */
function schemaDirOf(options: EngineOptions): string {
  return resolve(options.schemaDir ?? ENGINE_SCHEMA_DIR)
}

/** loadSite's work; `only` (a route): firstLook's load, of that page alone. */
function checkSite(options: EngineOptions, only?: string): LoadedSite {
  const { siteDir, cwd, schemaDir, schemas, cache, display } = loadContext(options)
  const collectionNames = [...schemas.collections.keys()]
  const errors: ContentError[] = []
  /** Keeps a stage's value and gathers its errors: every error of every stage is reported at once. */
  const take = <T extends { errors: ContentError[] }>(stage: T): T => {
    errors.push(...stage.errors)
    return stage
  }
  const read = take(
    readSite(
      siteDir,
      display,
      collectionNames,
      cache,
      only === undefined ? undefined : (kind) => kind.kind !== 'page' || kind.route === only,
    ),
  )
  const { config, collectionFiles, itemTranslations, pageFiles } = take(validateSite(read, schemas))
  let saved = false
  const saveCache = () => {
    if (!saved) cache.save()
    saved = true
  }
  const warnings = config ? hiddenMenuItemWarnings(config.source, config.data) : []
  if (config) errors.push(...duplicateMenuGroupErrors(config.source, config.data))
  // Published is decided against one clock (fixed by a test or a build, else now), in the site's time zone.
  const schedule = scheduleChecks(config, [...collectionFiles, ...pageFiles], options.now)
  const { clock } = schedule
  let notices = sortErrors(schedule.notices)
  errors.push(...schedule.errors)
  // Warnings the content acknowledges (with a reason) are set apart: one line for them, the new ones stand out.
  const sources = new Map([...(config ? [config] : []), ...schedule.timed].map((f) => [f.source.file, f.source.data]))
  const { acknowledged, ...fresh } = splitAcknowledged(sortErrors([...warnings, ...schedule.warnings]), (file) =>
    sources.get(file),
  )
  const heard: { warnings: typeof fresh.warnings; acknowledged: typeof acknowledged; translations?: TranslationTable } =
    {
      warnings: fresh.warnings,
      acknowledged,
    }

  // Languages: each one's site words (site/locales), which page translates which, and what each language lacks.
  const languages =
    config && (config.data.locales || read.localeFiles.length > 0)
      ? take(resolveLocales(config, read.localeFiles, schemas)).locales
      : undefined
  // A page's translations are known from every page file: no first look at a site in several languages.
  if (only !== undefined && languages) return { ok: false, errors: [], ...heard, notices, files: read.files, saveCache }
  const templates = pageFiles.flatMap((f) =>
    f.valid && f.kind.kind === 'collection'
      ? [{ route: f.kind.route, collection: f.valid.data.collection, source: f.valid.source }]
      : [],
  )
  if (languages) errors.push(...templateErrors(templates, languages))
  // A language's own `[id].yaml` templates (pages/<code>/…) make pages of its translated items only.
  const languageFolders = languages ? languageItemFolders(templates, languages) : new Map<string, Map<string, string>>()
  const isLanguageTemplate = (route: string) =>
    languages?.list.some((l) => !l.isDefault && route.startsWith(`${l.prefix}/`)) === true
  const itemPages = collectionPageFolders(templates.filter((t) => !isLanguageTemplate(t.route)))
  const all = take(buildCollections(collectionFiles, collectionNames, itemPages, siteDir, read.assets))
  const items = languages ? take(itemTranslationStatus(collectionFiles, itemTranslations, languages)) : undefined
  const records = new Map(
    languages && items
      ? languages.list
          .filter((l) => !l.isDefault)
          .map((l) => [l.prefix, translatedRecords(all.collections, items, l, languageFolders.get(l.code))])
      : [],
  )
  const built = take(
    buildPages(pageFiles, all.collections, (route) =>
      isLanguageTemplate(route) ? records.get(`/${route.split('/')[1]}`) : undefined,
    ),
  )
  // Drafts: the production build and validate leave them out (and check what would be published); dev shows them.
  const leaveOut = (options.drafts ?? 'leave-out') === 'leave-out'
  const { pages, collections, drafts, timedOut, nextChange } = published(built, all.collections, collectionFiles, {
    leaveOut,
    clock,
  })
  // A page left out for its time keeps its old addresses to itself until it is live (they would lead nowhere).
  const { redirects } = take(
    planRedirects(
      built.pages.filter((p) => !timedOut.has(p.route)),
      { publishedOnly: leaveOut },
    ),
  )
  if (leaveOut) errors.push(...publishedPlaceholderErrors(pageFiles))
  let status: TranslationStatus | undefined
  if (languages && items) {
    status = take(translationStatus(built.pages, languages, new Set(pages.pages.map((p) => p.route))))
    // Item pages: each language's page of an item tied to the default language's page of it.
    mapItemPages(pages.pages, collections, languages, status.map)
    const itemRows = itemTable(items, languages, collections)
    status.notices.push(...itemRows.notices)
    status.warnings.push(...items.warnings)
    for (const row of status.table) {
      const its = itemRows.table.get(row.locale.code)
      if (!its) continue
      row.translated.push(...its.translated)
      row.stale.push(...its.stale)
      row.missing.push(...its.missing)
    }
    const itemFiles = new Map(itemTranslations.map((t) => [t.valid.source.file, t.valid.source.data]))
    // A stale translation may be acknowledged in its own file (acknowledge: { stale-translation: <reason> }).
    const translations = new Map(pageFiles.flatMap((f) => (f.valid ? [[f.valid.source.file, f.valid.data]] : [])))
    const stale = splitAcknowledged(status.warnings, (file) => translations.get(file) ?? itemFiles.get(file))
    heard.warnings = sortErrors([...heard.warnings, ...stale.warnings])
    heard.acknowledged = sortErrors([...heard.acknowledged, ...stale.acknowledged])
    notices = sortErrors([...notices, ...status.notices])
    heard.translations = status.table.map(({ locale, ...rows }) => ({
      code: locale.code,
      label: locale.label,
      ...rows,
    }))
  }
  if (!config) return { ok: false, errors: sortErrors(errors), ...heard, notices, files: read.files, saveCache }

  errors.push(...missingLabels(config.data, [...collectionFiles, ...pageFiles], built.pages, clock))
  errors.push(...checkFormDeclarations(config.source, config.data))
  errors.push(...contrastErrors(config.source, config.data.theme.colors))
  const contracts = blockContracts(schemaDir)
  // A language's fallback pages (the default language's pages it lacks, at its own addresses), when the site wants them.
  const fallbacks =
    languages && status
      ? fallbackPages(pages.pages, languages, status.map, (page, locale) => {
          // An item's fallback copy is at the address of the language's item pages, when it has a template.
          const folder = page.entry && languageFolders.get(locale.code)?.get(page.entry.collection)
          return folder ? joinRoute(folder, page.entry!.item.id) : undefined
        })
      : undefined
  if (fallbacks?.pages.length) pages.pages = [...pages.pages, ...fallbacks.pages]
  const routes = pages.pages.map((p) => ({ route: p.route, title: p.data.title, navLabel: p.navLabel }))
  // Menus follow what is published: entries linking to a page left out for its time are left out with it.
  const menus = withoutTimedOutLinks(config.data, timedOut)
  const facts: SiteFacts = {
    config: menus.config,
    collections,
    assets: read.assets,
    routes,
    redirects,
    drafts,
    timedOut,
  }
  const connected = take(
    connectInLanguages(
      pages,
      facts,
      contracts,
      languages &&
        status &&
        items && {
          ...languageConfigs(languages, status.map, timedOut),
          // On a page of a language, lists show that language's items (model/item-translations.ts).
          collectionsIn: (locale) => collectionsIn(collections, items, locale, languages, status!.map),
          localeOf: status.map.localeOf,
        },
    ),
  )

  const linked: SiteFacts = { ...facts, sectionIds: siteSectionIds(connected.pages, contracts) }
  const files = {
    config,
    items: [...collectionFiles.map((c) => c.valid), ...itemTranslations.map((t) => t.valid)],
    pages: pageFiles.flatMap((p) => (p.valid ? [p.valid] : [])),
  }
  if (only === undefined)
    errors.push(
      ...checkSiteReferences(files, linked, pages.unresolvedRoutes, contracts, {
        clock,
        dropped: inDropped(menus.dropped),
      }),
    )
  if (errors.length > 0)
    return { ok: false, errors: sortErrors(dedupeErrors(errors)), ...heard, notices, files: read.files, saveCache }
  const site: Site = {
    ...linked,
    siteDir,
    pages:
      languages && status ? withLanguages(connected.pages, languages, status.map, fallbacks!.sources) : connected.pages,
    notFound:
      languages && status
        ? withLanguages(connected.notFound, languages, status.map, fallbacks!.sources)
        : connected.notFound,
    ...(languages ? { locales: languages } : {}),
    redirects,
    files: read.files,
    ...(nextChange ? { nextChange } : {}),
  }
  // A page saved alone is applied to a whole load only (reloadPage).
  if (only === undefined) loadedWith.set(site, { clock, cwd, schemaDir, drafts: options.drafts ?? 'leave-out' })
  return { ok: true, site, errors: [], ...heard, notices, files: read.files, saveCache }
}

/** What a load was made with, for reloadPage: the clock it published against, its working and schema folders. */
const loadedWith = new WeakMap<Site, { clock: PublishingClock; cwd: string; schemaDir: string; drafts: string }>()

/**
 * The dev server's save of one page file, applied to the site it last loaded without loading the rest: that file read
 * and validated again (content/file-cache.ts), its page made, connected and its references checked against the
 * site as it is. Only for an edit that changes nothing another file reads of the page: the same page file of a
 * one-language site, with the same address, title, menu label, old addresses and sections (`#id`s other pages link
 * to), not a draft nor timed before or after. Anything else gives undefined, and the caller loads the whole site
 * (loadSite). The result is the site with the page replaced, or that file's errors at their file:line:column.
 */
export function reloadPage(
  site: Site,
  absolute: string,
): { ok: true; site: Site } | { ok: false; errors: ContentError[] } | undefined {
  const made = loadedWith.get(site)
  if (!made || site.locales || made.drafts !== 'show') return undefined
  const pagesDir = `${site.siteDir}/pages/`
  const file = resolve(absolute)
  if (!file.startsWith(pagesDir)) return undefined
  const kind = classifyPageFile(file.slice(pagesDir.length))
  if (kind.kind !== 'page') return undefined
  const display = displayPath(made.cwd, file)
  const index = site.pages.findIndex((p) => p.route === kind.route)
  const old = site.pages[index]
  if (!old || old.file !== display || old.entry || old.locale || hasTiming(old)) return undefined
  const cache = fileCache(site.siteDir, { schemaDir: made.schemaDir, watched: true })
  const reading = cache.read(file, display)
  if (!reading.source) return { ok: false, errors: sortErrors(reading.errors) }
  const schemas = schemasFor(made.schemaDir)
  const read = {
    collectionFiles: [],
    pageFiles: [{ kind, source: reading.source }],
    itemTranslations: [],
    localeFiles: [],
    assets: site.assets as Set<string>,
    files: [],
    errors: reading.errors,
  }
  const { pageFiles, errors } = validateSite(read, schemas)
  if (reading.errors.length > 0 || errors.length > 0)
    return { ok: false, errors: sortErrors([...reading.errors, ...errors]) }
  const built = buildPages(pageFiles, site.collections)
  const page = built.pages[0]
  if (built.errors.length > 0 || built.pages.length !== 1 || !page) return undefined
  const contracts = blockContracts(made.schemaDir)
  const sameIds = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string>) =>
    a !== undefined && a.size === b.size && [...b].every((id) => a.has(id))
  if (hasTiming(page) || pageSummary(page) !== pageSummary(old)) return undefined
  const connected = connectPages({ pages: [page], notFound: [] }, site, contracts)
  const [fresh] = connected.pages
  if (!fresh || !sameIds(site.sectionIds?.get(page.route), pageSectionIds(fresh.data.blocks, contracts)))
    return undefined
  const valid = pageFiles[0]!.valid!
  const referenceErrors = checkReferences(valid.source, valid.references, site, [], {
    timeZone: made.clock.timeZone,
    samePageIds: pageSectionIds(valid.data.blocks, contracts),
  })
  const all = [...connected.errors, ...referenceErrors]
  if (all.length > 0) return { ok: false, errors: sortErrors(dedupeErrors(all)) }
  const pages = [...site.pages]
  pages[index] = fresh
  const next: Site = { ...site, pages }
  loadedWith.set(next, made)
  return { ok: true, site: next }
}

/** A page's draft mark or publishing times: what makes what other files see of it depend on the clock. */
function hasTiming(page: PageRecord<unknown>): boolean {
  const own = page.source.data as { draft?: unknown; publishAt?: unknown; unpublishAt?: unknown } | undefined
  return (
    page.draft === true || own?.draft !== undefined || own?.publishAt !== undefined || own?.unpublishAt !== undefined
  )
}
