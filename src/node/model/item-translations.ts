import {
  type ContentError,
  type ContentNotice,
  type ContentWarning,
  contentError,
  contentNotice,
  contentWarning,
} from '../errors/errors.ts'
import { closest } from '../errors/suggest.ts'
import type { ValidFile } from '../content/validate.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import type { Locale, SiteLocales } from './locales.ts'
import type { CollectionRecord, PageRecord } from './site.ts'
import type { TranslationMap } from './translations.ts'
import { changedItemParts } from './source-version.ts'
import { joinRoute, normalizeRoute } from '../../shared/routes.ts'
import { fillTemplate } from '../../shared/text.ts'
import { megabytesIn } from '../../shared/files.ts'
import type { AnyEntry, Block } from '../../shared/types.ts'
import type { CollectionEntries, CollectionName } from '../../generated/schema-types.ts'

/**
 * Collection items in several languages (pure). A translation of the item collections/<collection>/<id>.yaml is the
 * file collections/<code>/<collection>/<id>.yaml: the same name ties them. A language's template page
 * pages/<code>/<folder>/[id].yaml (`translates: /<source folder>/[id]`) gives each of its items a page. On a page of a
 * language, the lists show that language's items, and the items it lacks in the default language, marked as such.
 */

/** One language's translation of one item, as validated against the item's collection schema. */
export interface ItemTranslation {
  code: string
  collection: string
  id: string
  valid: ValidFile<CollectionEntries[CollectionName]>
}

/** The translations of the items, by language, collection and id; what they say wrong; what each language lacks. */
export interface ItemStatus {
  /** `code\0collection\0id` → the translation (only those whose item exists). */
  byKey: Map<string, ItemTranslation>
  errors: ContentError[]
  warnings: ContentWarning[]
  /** The stale translations, as `code\0collection/id`. */
  stale: Set<string>
}

export const itemKey = (code: string, collection: string, id: string) => `${code}\0${collection}\0${id}`

/**
 * The item translations tied to their items, with their status: an error for a translation named after no item, a
 * warning for one whose item changed since it was marked (stale), a notice for each published item a language lacks.
 */
export function itemTranslationStatus(
  sources: ReadonlyArray<{ collection: string; id: string; valid: ValidFile<unknown> }>,
  translations: readonly ItemTranslation[],
  locales: SiteLocales,
): ItemStatus {
  const errors: ContentError[] = []
  const warnings: ContentWarning[] = []
  const bySource = new Map(sources.map((s) => [`${s.collection}\0${s.id}`, s]))
  const byKey = new Map<string, ItemTranslation>()
  const stale = new Set<string>()
  for (const translation of translations) {
    const { code, collection, id, valid } = translation
    const locale = locales.list.find((l) => l.code === code)!
    const source = bySource.get(`${collection}\0${id}`)
    if (!source) {
      const near = closest(
        id,
        sources.filter((s) => s.collection === collection).map((s) => s.id),
      )
      errors.push(
        contentError('translation-source-missing', {
          file: valid.source.file,
          line: 1,
          column: 1,
          message: `translates the ${collection} item "${id}", which the default language (${locales.default.code}) does not have: there is no collections/${collection}/${id}.yaml`,
          expected: `the file name of the ${collection} item this file translates`,
          found: `${id}.yaml`,
          hint: `${near ? `Did you mean "${near}.yaml"? ` : ''}Name the file after the item it translates, or write the item in collections/${collection}/ first.`,
        }),
      )
      continue
    }
    byKey.set(itemKey(code, collection, id), translation)
    const recorded = textField(valid.source.data, 'sourceVersion')
    const changed = recorded ? changedItemParts(recorded, source.valid.source.data) : ['no sourceVersion recorded']
    if (changed.length === 0) continue
    stale.add(`${code}\0${collection}/${id}`)
    warnings.push(
      contentWarning('stale-translation', {
        file: valid.source.file,
        ...(recorded ? locate(valid.source, '/sourceVersion') : { line: 1, column: 1 }),
        message: recorded
          ? `the ${collection} item "${id}" (${source.valid.source.file}) changed since this ${locale.label} (${code}) translation was made: ${changed.join(', ')}`
          : `records no sourceVersion, so whether the ${collection} item "${id}" (${source.valid.source.file}) changed since it was translated cannot be told`,
        expected: "the version of the source's text the translation was made from",
        found: recorded ?? 'none',
        hint: `${recorded ? 'Translate what changed, then run' : 'Check it against the source, then run'} npm run i18n -- --mark ${valid.source.file}`,
      }),
    )
  }
  return { byKey, errors, warnings, stale }
}

/**
 * Per language code, its translated, stale and missing items among the published ones (as `collection/id`), for
 * `npm run i18n`; and a notice for each item a language lacks.
 */
export function itemTable(
  status: ItemStatus,
  locales: SiteLocales,
  published: ReadonlyMap<string, CollectionRecord>,
): { table: Map<string, { translated: string[]; stale: string[]; missing: string[] }>; notices: ContentNotice[] } {
  const { byKey, stale } = status
  const notices: ContentNotice[] = []
  const table = new Map<string, { translated: string[]; stale: string[]; missing: string[] }>()
  for (const locale of locales.list.filter((l) => !l.isDefault)) {
    const row = { translated: [] as string[], stale: [] as string[], missing: [] as string[] }
    for (const [collection, record] of published)
      for (const { item, file } of record.entries) {
        const name = `${collection}/${item.id}`
        if (byKey.has(itemKey(locale.code, collection, item.id))) {
          row.translated.push(name)
          if (stale.has(`${locale.code}\0${name}`)) row.stale.push(name)
          continue
        }
        row.missing.push(name)
        notices.push(
          contentNotice('missing-translation', {
            file: file.source.file,
            ...locate(file.source, '/title'),
            message: `the ${collection} item "${item.id}" has no ${locale.label} (${locale.code}) translation: ${locale.code} visitors see it in ${locales.default.label}`,
            expected: `a file collections/${locale.code}/${collection}/${item.id}.yaml`,
            found: 'none',
            hint: `Copy ${file.source.file} into collections/${locale.code}/${collection}/, translate its text, then run npm run i18n -- --mark <the new file>.`,
          }),
        )
      }
    table.set(locale.code, row)
  }
  return { table, notices }
}

/**
 * The folder of each language's item pages, by language code and collection: the folder of the `[id].yaml` template
 * under pages/<code>/ (`/fr/etudes-de-cas`), which may be named in the language.
 */
export function languageItemFolders(
  files: ReadonlyArray<{ route: string; collection: string | undefined }>,
  locales: SiteLocales,
): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>()
  for (const { route, collection } of files) {
    const locale = locales.list.find((l) => !l.isDefault && route.startsWith(`${l.prefix}/`))
    if (!locale || !collection) continue
    const folders = out.get(locale.code) ?? new Map<string, string>()
    folders.set(collection, route.slice(0, route.lastIndexOf('/')))
    out.set(locale.code, folders)
  }
  return out
}

/**
 * Each language's own items, for its `[id].yaml` templates to make pages of: the translated items only, in their
 * collection's order, each at its address in that language (its template's folder and its id).
 */
export function translatedRecords(
  collections: ReadonlyMap<string, CollectionRecord>,
  status: ItemStatus,
  locale: Locale,
  folders: ReadonlyMap<string, string> | undefined,
): Map<string, CollectionRecord> {
  const out = new Map<string, CollectionRecord>()
  for (const [name, record] of collections) {
    const entries: CollectionRecord['entries'] = []
    for (const { item } of record.entries) {
      const translation = status.byKey.get(itemKey(locale.code, name, item.id))
      if (!translation) continue
      const folder = folders?.get(name)
      entries.push({
        item: translatedItem(item, translation, folder === undefined ? item.route : joinRoute(folder, item.id)),
        file: translation.valid,
      })
    }
    out.set(name, { name, entries })
  }
  return out
}

/** A translated item: its own fields, its source's id and file facts, at `route`. */
function translatedItem(source: AnyEntry, translation: ItemTranslation, route: string | undefined): AnyEntry {
  const { sourceVersion: _, ...fields } = translation.valid.data
  const item: AnyEntry = {
    ...fields,
    id: source.id,
    ...(route === undefined ? {} : { route }),
    ...(source.files ? { files: source.files } : {}),
  }
  return item
}

/**
 * Ties each translated item page (made by a language's template) to its source item's page in the translation map,
 * so the switcher, hreflang and the sitemap pair them as they pair ordinary pages, and links to the source item's
 * page on that language's pages lead to it.
 */
export function mapItemPages(
  pages: ReadonlyArray<PageRecord<Block>>,
  collections: ReadonlyMap<string, CollectionRecord>,
  locales: SiteLocales,
  map: TranslationMap,
): void {
  const sourceRoute = new Map<string, string>()
  for (const [name, record] of collections)
    for (const { item } of record.entries) if (item.route) sourceRoute.set(`${name}\0${item.id}`, item.route)
  for (const page of pages) {
    if (!page.entry) continue
    const locale = map.localeOf(page.route)
    const source = sourceRoute.get(`${page.entry.collection}\0${page.entry.item.id}`)
    if (!source) continue
    if (locale.isDefault) {
      if (source !== page.route) continue
      if (!map.bySource.has(source)) map.bySource.set(source, new Map([[locales.default.code, source]]))
      map.sourceOf.set(source, source)
      continue
    }
    const translations = map.bySource.get(source) ?? new Map([[locales.default.code, source]])
    translations.set(locale.code, page.route)
    map.bySource.set(source, translations)
    map.sourceOf.set(page.route, source)
  }
}

/**
 * The items a page of `locale` lists (pure): its translation of each item, else the default language's item. Each
 * leads to its page in that language when there is one (a translated page or a fallback copy); one that leads to a
 * page in another language (`fallback: leave-out`) says so: the language of its link (hreflang) and the words of
 * `labels.inLanguage`, and, when its text is not translated either, the language of its text.
 */
export function collectionsIn(
  collections: ReadonlyMap<string, CollectionRecord>,
  status: ItemStatus,
  locale: Locale,
  locales: SiteLocales,
  map: TranslationMap,
): Map<string, CollectionRecord> {
  if (locale.isDefault) return new Map(collections)
  const marker = locale.config.labels.inLanguage
  const out = new Map<string, CollectionRecord>()
  for (const [name, record] of collections) {
    const entries = record.entries.map(({ item, file }) => {
      const translation = status.byKey.get(itemKey(locale.code, name, item.id))
      const local = item.route ? map.bySource.get(normalizeRoute(item.route))?.get(locale.code) : undefined
      const route = local ?? item.route
      const own = translation ? translatedItem(item, translation, route) : { ...item, ...(route ? { route } : {}) }
      // An item with its own address (href) leads to that page in the language too.
      const base = 'href' in own && typeof own.href === 'string' && route ? { ...own, href: route } : own
      const elsewhere = route !== undefined && !local && route.startsWith('/') && !route.startsWith('//')
      const language = locales.default
      // The facts of its files (a PDF's size) written as the language writes numbers.
      const files = base.files
        ? Object.fromEntries(
            Object.entries(base.files).map(([path, info]) => [
              path,
              { ...info, size: megabytesIn(info.bytes, locale.code) },
            ]),
          )
        : undefined
      const shown: AnyEntry = {
        ...base,
        ...(files ? { files } : {}),
        ...(translation ? {} : { lang: language.code }),
        ...(elsewhere
          ? {
              linkLang: {
                code: language.code,
                ...(marker ? { marker: fillTemplate(marker, { language: language.label }) } : {}),
              },
            }
          : {}),
      }
      return {
        item: shown,
        file: translation?.valid ?? file,
      }
    })
    out.set(name, { name, entries })
  }
  return out
}

function textField(data: unknown, name: string): string | undefined {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/**
 * The mistakes of a language's `[id].yaml` templates: `translates:` naming no template of the default language with
 * the same collection (its item pages would pair with nothing), and two templates of one collection in one language.
 */
export function templateErrors(
  templates: ReadonlyArray<{ route: string; collection: string | undefined; source: YamlSource }>,
  locales: SiteLocales,
): ContentError[] {
  const errors: ContentError[] = []
  const localeOf = (route: string) => locales.list.find((l) => !l.isDefault && route.startsWith(`${l.prefix}/`))
  // A template's address as its files write it: /case-studies/[id] (the route says /case-studies/:id).
  const written = (route: string) => route.replace(/\/:([^/]+)/g, '/[$1]')
  const sources = templates.filter((t) => !localeOf(t.route)).map((t) => ({ ...t, route: written(t.route) }))
  const claimed = new Map<string, (typeof templates)[number]>()
  for (const template of templates) {
    const locale = localeOf(template.route)
    if (!locale || !template.collection) continue
    const translates = textField(template.source.data, 'translates')
    const source = sources.find((s) => s.collection === template.collection)
    if (translates !== undefined && translates !== source?.route) {
      const near =
        source?.route ??
        closest(
          translates,
          sources.map((s) => s.route),
        )
      errors.push(
        contentError('translation-source-missing', {
          file: template.source.file,
          ...locate(template.source, '/translates'),
          message: `translates ${translates}, which is not the default language's page of each ${template.collection} item`,
          expected: `the address of the default language's [id].yaml page with collection: ${template.collection}`,
          found: translates,
          hint: `${near ? `Did you mean "${near}"? ` : ''}Write the address of the template this one translates, or remove "translates".`,
        }),
      )
    }
    const key = `${locale.code}\0${template.collection}`
    const other = claimed.get(key)
    if (!other) {
      claimed.set(key, template)
      continue
    }
    for (const [one, two] of [
      [template, other],
      [other, template],
    ] as const)
      errors.push(
        contentError('duplicate-translation', {
          file: one.source.file,
          ...locate(one.source, '/collection'),
          message: `the ${template.collection} items have two ${locale.label} (${locale.code}) pages: this one (${written(one.route)}) and ${two.source.file} (${written(two.route)})`,
          expected: `one [id].yaml page per collection in each language`,
          found: '2 files',
          hint: `Keep one of the two: a ${template.collection} item has one address in each language.`,
        }),
      )
  }
  return errors
}
