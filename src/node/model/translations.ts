import {
  type ContentError,
  type ContentNotice,
  type ContentWarning,
  contentError,
  contentNotice,
  contentWarning,
} from '../errors/errors.ts'
import { closest } from '../errors/suggest.ts'
import { locate } from '../content/yaml-source.ts'
import type { Locale, SiteLocales } from './locales.ts'
import type { PageRecord } from './site.ts'
import { changedParts } from './source-version.ts'
import type { Block } from '../../shared/types.ts'

/**
 * Which page translates which (pure). A translation is a page file under site/pages/<code>/ (its address is
 * /<code>/…, which may differ from its source's: /fr/a-propos) that names its source with `translates: /about`. The
 * result maps each source to its translations, and brings the errors (a source that does not exist, two translations
 * of one page in one language), the warnings (a translation whose source changed since: stale) and the notices (a
 * page a language lacks).
 */

/** Each default-language page's translations, by language code; and the language of every page. */
export interface TranslationMap {
  /** Source address → language code → the translation's address (the source itself under the default code). */
  bySource: Map<string, Map<string, string>>
  /** The language of an address: the one whose prefix it starts with, else the default. */
  localeOf: (route: string) => Locale
  /** The source address of a page (itself for a default-language page), if it has one. */
  sourceOf: Map<string, string>
}

export interface TranslationStatus {
  map: TranslationMap
  errors: ContentError[]
  warnings: ContentWarning[]
  notices: ContentNotice[]
  /** Per language: its translations, the stale ones and the pages it lacks, for `npm run i18n`. */
  table: Array<{ locale: Locale; translated: string[]; stale: string[]; missing: string[] }>
}

/** The language whose prefix an address starts with (`/fr`, `/fr/a-propos`), else the default. */
export function localeFinder(locales: SiteLocales): (route: string) => Locale {
  return (route) =>
    locales.list.find((l) => !l.isDefault && (route === l.prefix || route.startsWith(`${l.prefix}/`))) ??
    locales.default
}

/**
 * The translations among `pages` (every page the files make, drafts too: a source that is a draft exists) and their
 * status. `published` are the addresses published now: only they are listed as missing a translation.
 */
export function translationStatus(
  pages: ReadonlyArray<PageRecord<Block>>,
  locales: SiteLocales,
  published: ReadonlySet<string>,
): TranslationStatus {
  const localeOf = localeFinder(locales)
  const errors: ContentError[] = []
  const warnings: ContentWarning[] = []
  const notices: ContentNotice[] = []
  const byRoute = new Map(pages.map((p) => [p.route, p]))
  const sources = pages.filter((p) => !p.entry && localeOf(p.route).isDefault)
  const bySource = new Map(sources.map((p) => [p.route, new Map([[locales.default.code, p.route]])]))
  const sourceOf = new Map(sources.map((p) => [p.route, p.route]))
  const claimed = new Map<string, PageRecord<Block>>()
  const stale = new Set<string>()
  for (const page of pages) {
    const file = {
      translates: textField(page.source.data, 'translates'),
      sourceVersion: textField(page.source.data, 'sourceVersion'),
    }
    if (page.entry || file.translates === undefined) continue
    const locale = localeOf(page.route)
    if (locale.isDefault) {
      errors.push(
        contentError('invalid-value', {
          file: page.file,
          ...locate(page.source, '/translates'),
          message: 'a page of the default language translates no other page',
          expected: `translates on a page under site/pages/<language>/ (${otherCodes(locales)})`,
          found: file.translates,
          hint: `Move the file into the folder of its language (site/pages/${otherCodes(locales).split(', ')[0]}/), or remove "translates".`,
        }),
      )
      continue
    }
    const source = byRoute.get(file.translates)
    if (!source || source.entry || !localeOf(source.route).isDefault) {
      const near = closest(
        file.translates,
        sources.map((s) => s.route),
      )
      errors.push(
        contentError('translation-source-missing', {
          file: page.file,
          ...locate(page.source, '/translates'),
          message: `translates ${file.translates}, which is no page of the default language (${locales.default.code})`,
          expected: 'the address of the default-language page this page translates',
          found: file.translates,
          hint: `${near ? `Did you mean "${near}"? ` : ''}Write the address of the page this one translates, or remove "translates" from a page only this language has.`,
        }),
      )
      continue
    }
    const key = `${locale.code}\0${source.route}`
    const other = claimed.get(key)
    if (other) {
      for (const [one, two] of [
        [page, other],
        [other, page],
      ] as const)
        errors.push(
          contentError('duplicate-translation', {
            file: one.file,
            ...locate(one.source, '/translates'),
            message: `${source.route} has two ${locale.label} (${locale.code}) translations: this one (${one.route}) and ${two.file} (${two.route})`,
            expected: 'one translation of a page per language',
            found: '2 files',
            hint: `Keep one of the two, or point the other's "translates" at the page it really translates.`,
          }),
        )
      continue
    }
    claimed.set(key, page)
    bySource.get(source.route)!.set(locale.code, page.route)
    sourceOf.set(page.route, source.route)
    const changed = file.sourceVersion
      ? changedParts(file.sourceVersion, source.source.data)
      : ['no sourceVersion recorded']
    if (changed.length > 0) {
      stale.add(page.route)
      warnings.push(
        contentWarning('stale-translation', {
          file: page.file,
          ...locate(page.source, file.sourceVersion ? '/sourceVersion' : '/translates'),
          message: file.sourceVersion
            ? `${source.route} (${source.file}) changed since this translation was made: ${changed.join(', ')}`
            : `records no sourceVersion, so whether ${source.route} changed since it was translated cannot be told`,
          expected: "the version of the source's text the translation was made from",
          found: file.sourceVersion ?? 'none',
          hint: `${file.sourceVersion ? 'Translate what changed, then run' : 'Check it against the source, then run'} npm run i18n -- --mark ${page.file}`,
        }),
      )
    }
  }
  const table = locales.list
    .filter((l) => !l.isDefault)
    .map((locale) => {
      const translated: string[] = []
      const missing: string[] = []
      for (const source of sources) {
        if (source.data.notFound || !published.has(source.route)) continue
        const translation = bySource.get(source.route)?.get(locale.code)
        if (translation) translated.push(translation)
        else {
          missing.push(source.route)
          notices.push(
            contentNotice('missing-translation', {
              file: source.file,
              ...locate(source.source, '/title'),
              message: `${source.route} has no ${locale.label} (${locale.code}) translation: ${
                locales.fallback === 'leave-out'
                  ? `${locale.code} visitors are sent to the ${locales.default.label} page`
                  : `${locale.prefix}${source.route === '/' ? '' : source.route} shows it in ${locales.default.label}`
              }`,
              expected: `a page under site/pages/${locale.code}/ with translates: ${source.route}`,
              found: 'none',
              hint: `Copy ${source.file} into site/pages/${locale.code}/, add "translates: ${source.route}", translate it, then run npm run i18n -- --mark <the new file>.`,
            }),
          )
        }
      }
      return { locale, translated, stale: translated.filter((r) => stale.has(r)), missing }
    })
  return { map: { bySource, localeOf, sourceOf }, errors, warnings, notices, table }
}

/** A text field of a page file as YAML gives it (translates, sourceVersion): validated by page.schema.json already. */
function textField(data: unknown, name: 'translates' | 'sourceVersion'): string | undefined {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

function otherCodes(locales: SiteLocales): string {
  return locales.list
    .filter((l) => !l.isDefault)
    .map((l) => l.code)
    .join(', ')
}
