import type { Locale, SiteLocales } from './locales.ts'
import { clientConfig } from './page-extras.ts'
import type { PageLocale, PageRecord } from './site.ts'
import type { TranslationMap } from './translations.ts'
import { fillTemplate } from '../../shared/text.ts'
import { normalizeRoute } from '../../shared/routes.ts'
import type { Block, ClientConfig, SiteConfig } from '../../shared/types.ts'
import { withoutTimedOutLinks } from './menu-timing.ts'
import type { TimedOut } from './published.ts'

/**
 * The pages of a site in several languages, made whole (pure): the fallback pages a language gets for the pages it
 * lacks (`fallback: default-language`), each page's links sent to its own language's pages where they exist, and
 * what each page says of its language: `lang`, `dir`, the language switcher's links, the language's site words.
 */

/**
 * The fallback pages (`fallback: default-language`): each published page of the default language that a language
 * lacks, shown at that language's address (/fr/…) in the default language. They join the translation map, so links
 * and the switcher lead to them. Not-found pages are not copied: each language folder may have its own.
 */
export function fallbackPages(
  pages: ReadonlyArray<PageRecord<Block>>,
  locales: SiteLocales,
  map: TranslationMap,
  /** A page's address in a language when it is not the language's prefix and the page's own (an item's page). */
  addressIn?: (page: PageRecord<Block>, locale: Locale) => string | undefined,
): { pages: Array<PageRecord<Block>>; sources: Map<string, string> } {
  const out: Array<PageRecord<Block>> = []
  const sources = new Map<string, string>()
  if (locales.fallback !== 'default-language') return { pages: out, sources }
  for (const locale of locales.list.filter((l) => !l.isDefault))
    for (const page of pages) {
      if (!map.localeOf(page.route).isDefault) continue
      const translations = map.bySource.get(page.route) ?? new Map([[locales.default.code, page.route]])
      if (translations.has(locale.code)) continue
      const route = addressIn?.(page, locale) ?? `${locale.prefix}${page.route === '/' ? '' : page.route}`
      translations.set(locale.code, route)
      map.bySource.set(page.route, translations)
      out.push({ ...page, route, aliases: [], data: { ...page.data, route } })
      sources.set(route, page.route)
    }
  return { pages: out, sources }
}

/**
 * Each page's site settings: its language's (site.yaml with the language's words), with the menu entries to pages
 * left out for their time dropped (menu-timing.ts), as the default language's are.
 */
export function languageConfigs(
  locales: SiteLocales,
  map: TranslationMap,
  timedOut: ReadonlyMap<string, TimedOut>,
): { configOf: (route: string) => SiteConfig } {
  const configs = new Map(locales.list.map((l) => [l.code, withoutTimedOutLinks(l.config, timedOut).config]))
  return { configOf: (route) => configs.get(map.localeOf(route).code)! }
}

/** An address in a language: its translation there when it has one, else the address as written. */
export function localHref(href: string, code: string, map: TranslationMap): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const translated = map.bySource.get(normalizeRoute(href))?.get(code)
  return translated ? `${translated}${cut === -1 ? '' : href.slice(cut)}` : href
}

/** How a page of a language says a link leads to a page in another: that language's code, and the words to add. */
export interface OtherLanguageMark {
  code: string
  marker?: string
  /**
   * Where the words go: after the link's own words (`label`, else `linkLabel`, else the `title` that is the link's
   * text), as a page's blocks show them; or (`field`) in the link's `marker`, for the header's and footer's links,
   * which show the language's code and give the words to screen readers (components/SmartLink.tsx).
   */
  into?: 'words' | 'field'
}

/** The key of a link's own words: its `label`, else its `linkLabel`, else the `title` that is then its text. */
const WORDS_KEYS = ['label', 'linkLabel', 'title'] as const

/**
 * Every `href` in a value (blocks, menus) sent to the language's own pages. With `mark`, a link that still leads to
 * a page of the default language (not translated, fallback: leave-out) says so: `hrefLang`, and the marker's words
 * (`OtherLanguageMark.into`).
 */
export function localLinks<T>(value: T, code: string, map: TranslationMap, mark?: OtherLanguageMark): T {
  const elsewhere = (href: string) => {
    if (!mark || !href.startsWith('/') || href.startsWith('//')) return false
    const route = normalizeRoute(href)
    return map.sourceOf.get(route) === route && !map.bySource.get(route)?.has(code)
  }
  const visit = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(visit)
    if (item === null || typeof item !== 'object') return item
    const out = Object.fromEntries(
      Object.entries(item).map(([key, inner]) => [
        key,
        key === 'href' && typeof inner === 'string' ? localHref(inner, code, map) : visit(inner),
      ]),
    )
    const href = (item as { href?: unknown }).href
    if (mark && typeof href === 'string' && elsewhere(href) && !('hrefLang' in out)) {
      out.hrefLang = mark.code
      if (mark.into === 'field') out.marker = mark.marker ?? ''
      else if (mark.marker) {
        const words = WORDS_KEYS.find((key) => typeof out[key] === 'string')
        if (words) out[words] = `${out[words] as string} ${mark.marker}`
      }
    }
    return out
  }
  return visit(value) as T
}

/**
 * The pages with their language: links sent to the language's pages (not-found pages too), `lang` and `dir`, the
 * switcher's links (the same page in each language, else that language's home), and, for a language other than
 * the default, its site words (the browser shows its header and footer from them). `fallbacks` are the routes of
 * fallback pages, by the source each shows.
 */
export function withLanguages(
  pages: readonly PageRecord[],
  locales: SiteLocales,
  map: TranslationMap,
  fallbacks: ReadonlyMap<string, string>,
): PageRecord[] {
  // A link to a page only the default language has says so (fallback: leave-out): in a page's blocks and in its
  // language's menus and footer.
  const marks = new Map<string, OtherLanguageMark>()
  const markOf = (locale: Locale) => {
    if (locales.fallback !== 'leave-out') return undefined
    let mark = marks.get(locale.code)
    if (!mark) {
      const words = locale.config.labels.inLanguage
      mark = {
        code: locales.default.code,
        ...(words ? { marker: fillTemplate(words, { language: locales.default.label }) } : {}),
      }
      marks.set(locale.code, mark)
    }
    return mark
  }
  const configs = new Map<string, ClientConfig>()
  const configOf = (locale: Locale) => {
    let config = configs.get(locale.code)
    if (!config) {
      const mark = markOf(locale)
      config = {
        ...localLinks(
          clientConfig(locale.config, { drafts: pages.some((p) => p.draft) }),
          locale.code,
          map,
          mark && { ...mark, into: 'field' },
        ),
        home: locale.prefix,
      }
      configs.set(locale.code, config)
    }
    return config
  }
  return pages.map((page) => {
    const locale = map.localeOf(page.route)
    const source = fallbacks.get(page.route) ?? map.sourceOf.get(page.route)
    const translations = source ? map.bySource.get(source) : undefined
    // In the order of site.yaml's languages, the default first.
    const alternates = fallbacks.has(page.route)
      ? []
      : locales.list.flatMap(({ code, ogLocale }) => {
          const route = translations?.get(code)
          return route && !fallbacks.has(route) ? [{ code, route, ogLocale }] : []
        })
    const languages = locales.list.map((l) => ({
      code: l.code,
      label: l.label,
      href: translations?.get(l.code) ?? (l.prefix || '/'),
      ...(l.dir === 'rtl' ? { dir: 'rtl' as const } : {}),
      ...(l === locale ? { current: true as const } : {}),
    }))
    const fallbackOf = fallbacks.get(page.route)
    const data: PageRecord['data'] = {
      ...(locale.isDefault ? page.data : { ...localLinks(page.data, locale.code, map, markOf(locale)) }),
      languages,
      ...(locale.isDefault ? {} : { site: configOf(locale) }),
      ...(fallbackOf && locale.config.labels.untranslated
        ? {
            untranslated: {
              lang: locales.default.code,
              notice: fillTemplate(locale.config.labels.untranslated, { language: locales.default.label }),
            },
          }
        : {}),
    }
    const pageLocale: PageLocale = {
      code: locale.code,
      dir: locale.dir,
      ogLocale: locale.ogLocale,
      alternates: alternates.length > 1 ? alternates : [],
      ...(fallbackOf ? { fallbackOf } : {}),
    }
    return { ...page, data, locale: pageLocale }
  })
}
