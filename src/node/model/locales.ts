import type { ErrorObject } from 'ajv'
import { type ContentError, contentError } from '../errors/errors.ts'
import { closest } from '../errors/suggest.ts'
import { toContentErrors } from '../content/schema-errors.ts'
import { validateWith, type SchemaSet } from '../content/schemas.ts'
import type { ValidFile } from '../content/validate.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import type { SiteConfig } from '../../shared/types.ts'

/**
 * The site's languages (site.yaml `locales`), each with its own site settings: site.yaml with the language's file
 * (site/locales/<code>.yaml) merged over it. A site without `locales` has one language, site.yaml's `language`,
 * and no locale files.
 */

/** Languages whose text runs right to left unless site.yaml says otherwise. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa'])

/** One language of the site. */
export interface Locale {
  code: string
  label: string
  dir: 'ltr' | 'rtl'
  /** Its Open Graph locale: fr_FR with `region: FR`, pt_BR for pt-BR, else the code alone. */
  ogLocale: string
  isDefault: boolean
  /** The address prefix of its pages: '' for the default language, '/fr' for French. */
  prefix: string
  /** site.yaml with this language's words merged in. */
  config: SiteConfig
}

/** The languages of a site: the default first, then the others in site.yaml's order. */
export interface SiteLocales {
  list: Locale[]
  default: Locale
  fallback: 'leave-out' | 'default-language'
}

/**
 * Objects merge key by key; a list or a value replaces site.yaml's whole. So a language gives only the labels it
 * translates, and a menu (a list) once, in its order.
 */
export function mergeWords<T>(base: T, words: unknown): T {
  if (!isObject(base) || !isObject(words)) return (words === undefined ? base : words) as T
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(words)) out[key] = mergeWords(out[key], value)
  return out as T
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The text direction of a language: as site.yaml says, else rtl for Arabic, Hebrew and Persian. */
export function directionOf(code: string, written?: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  return written ?? (RIGHT_TO_LEFT.has(code.split('-')[0]!) ? 'rtl' : 'ltr')
}

/**
 * The site's locales from site.yaml and the locale files, or the errors: a default language missing from the list,
 * a locale file of no declared language, a locale file (or the settings it makes) that breaks its schema.
 */
export function resolveLocales(
  config: ValidFile<SiteConfig>,
  localeFiles: ReadonlyArray<{ code: string; source: YamlSource }>,
  schemas: SchemaSet,
): { locales: SiteLocales; errors: ContentError[] } {
  const errors: ContentError[] = []
  const site = config.data
  const declared = site.locales?.languages ?? [{ code: site.language, label: site.language }]
  const codes = declared.map((l) => l.code)
  if (site.locales && !codes.includes(site.language))
    errors.push(
      contentError('unknown-reference', {
        file: config.source.file,
        ...locate(config.source, '/language'),
        message: `the default language "${site.language}" is not one of locales.languages`,
        expected: `one of: ${codes.join(', ')}`,
        found: `"${site.language}"`,
        hint: `Add { code: ${site.language}, label: … } to locales.languages, or set language to one of them.`,
      }),
    )
  const byCode = new Map(localeFiles.map((f) => [f.code, f.source]))
  for (const [code, source] of byCode) {
    if (codes.includes(code) && code !== site.language) continue
    const near = closest(
      code,
      codes.filter((c) => c !== site.language),
    )
    errors.push(
      contentError('unknown-reference', {
        file: source.file,
        line: 1,
        column: 1,
        message:
          code === site.language
            ? `"${code}" is the default language: its words are site.yaml's`
            : `"${code}" is not one of the site's languages`,
        expected: `a file named after one of locales.languages other than ${site.language}: ${codes.filter((c) => c !== site.language).join(', ') || 'none'}`,
        found: `${code}.yaml`,
        hint:
          code === site.language
            ? `Move its words into site.yaml and delete ${code}.yaml.`
            : `${near ? `Did you mean "${near}"? ` : ''}Rename the file, or add the language to locales.languages in site.yaml.`,
      }),
    )
  }
  const localeSchema = schemas.locale
  const list: Locale[] = []
  for (const language of declared) {
    const isDefault = language.code === site.language
    const source = isDefault ? undefined : byCode.get(language.code)
    let merged = site
    if (source && localeSchema) {
      if (!validateWith(localeSchema, source.data).valid) {
        errors.push(...toContentErrors(localeSchema.errors, source, schemas.blockTypes))
      } else {
        const { hours, ...words } = source.data as { hours?: Array<{ days: string; time: string }> }
        merged = withHours(mergeWords(site, words), hours, source, errors)
        if (!validateWith(schemas.site, merged).valid)
          errors.push(...placedErrors(schemas.site.errors ?? [], source, config.source))
      }
    }
    list.push({
      code: language.code,
      label: language.label,
      dir: directionOf(language.code, 'direction' in language ? language.direction : undefined),
      ogLocale:
        'region' in language && language.region
          ? `${language.code}_${language.region}`
          : language.code.replace('-', '_'),
      isDefault,
      prefix: isDefault ? '' : `/${language.code}`,
      config: merged,
    })
  }
  const first = list.find((l) => l.isDefault) ?? list[0]!
  return {
    locales: {
      list: [first, ...list.filter((l) => l !== first)],
      default: first,
      fallback: site.locales?.fallback ?? 'leave-out',
    },
    errors,
  }
}

/**
 * A language's office hours (its file's `hours`): each entry's words over site.yaml's entry of the same place, whose
 * data for search engines (weekdays, opens, closes) stays. A list of another length is an error: which entry is
 * which could not be told.
 */
function withHours(
  site: SiteConfig,
  hours: Array<{ days: string; time: string }> | undefined,
  source: YamlSource,
  errors: ContentError[],
): SiteConfig {
  if (!hours) return site
  const written = site.company.hours
  if (hours.length !== written.length) {
    errors.push(
      contentError('invalid-value', {
        file: source.file,
        ...locate(source, '/hours'),
        message: `hours has ${hours.length} entr${hours.length === 1 ? 'y' : 'ies'}, and site.yaml's company.hours ${written.length}`,
        expected: `${written.length} entr${written.length === 1 ? 'y' : 'ies'}, in the order of company.hours: ${written.map((h) => h.days).join('; ')}`,
        found: `${hours.length}`,
        hint: 'Write one entry (days, time) for each entry of company.hours in site.yaml, in the same order.',
      }),
    )
    return site
  }
  return { ...site, company: { ...site.company, hours: written.map((entry, i) => ({ ...entry, ...hours[i] })) } }
}

/**
 * The errors of a merged language's settings, each placed in the file its value came from: the locale file when it
 * gives the value (or the group of values) in question, else site.yaml.
 */
function placedErrors(errors: ErrorObject[], locale: YamlSource, site: YamlSource): ContentError[] {
  const inLocale = (error: ErrorObject) => {
    const [top, second] = error.instancePath.split('/').slice(1)
    const given = (locale.data as Record<string, unknown>)[top ?? '']
    if (given === undefined) return false
    return Array.isArray(given) || second === undefined || (isObject(given) && second in given)
  }
  return [
    ...toContentErrors(errors.filter(inLocale), locale, []),
    ...toContentErrors(
      errors.filter((e) => !inLocale(e)),
      site,
      [],
    ),
  ]
}
