import type { SiteConfig } from '../../shared/types.ts'
import type { PageLocale } from '../model/site.ts'
import { join } from 'node:path'
import { compressedSize, wireSize } from '../util/compression.ts'
import { escapeHtml } from '../util/escape-html.ts'
import { ROOT_ATTRIBUTES, type RootData } from '../../shared/root-data.ts'
import { EMOTION_KEY } from '../../shared/rendered-page.ts'

export interface HeadParts {
  title: string
  description: string
  route: string
  image?: { src: string; alt: string }
  notFound: boolean
  /**
   * The page's style sheet (page-document.ts stylesheetFile), linked with data-emotion: the browser's Emotion takes
   * the names of the rules there as its own (src/app/prerendered-styles.ts).
   */
  stylesheet: string
  /** The picture that paints first (the hero's): fetched before the scripts so it is not queued behind them. */
  leadImage?: string | LeadPicture
  /**
   * The preloads React asks for as it renders the page (`hoistedPreloads`: the pictures it draws with high priority,
   * such as the header's logo), put after the lead picture's.
   */
  preloads?: string[]
  /** The web fonts to preload (template.ts), asked for after the pictures. */
  fonts?: string[]
  /** Icon links (favicon set, apple-touch-icon). */
  icons?: string[]
  /** Other forms of the page's content (its feeds: feeds.ts), linked for readers and browsers to discover. */
  alternates?: ReadonlyArray<{ type: string; title: string; href: string }>
  /** Open Graph type: `article` for articles, `website` otherwise. */
  ogType?: 'website' | 'article'
  /** Extra Open Graph properties (article:published_time …). */
  ogExtra?: Record<string, string>
  /** On a site in several languages: the page's language, its translations, and the page a fallback page shows. */
  locale?: PageLocale
  /** The default language's code (x-default: the page in it). */
  defaultLocale?: string
}

/**
 * A JSON-LD <script> block. The JSON is written by the build, never from markup, and `<`, `>` and `&` are escaped
 * as \u003c… so no value can close the element. (A data block, not a script the browser runs: the CSP does not apply.)
 */
export function jsonLdTag(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  return `<script type="application/ld+json">${json}</script>`
}

/** The per-page <head> tags: title, description, canonical URL, sharing cards, the style sheet and preloads. */
export function headTags(config: SiteConfig, parts: HeadParts): string {
  const url = pageUrl(config, parts.route)
  // A fallback page (a language's copy of an untranslated page) sends search engines to the page it copies.
  const canonical = parts.locale?.fallbackOf ? pageUrl(config, parts.locale.fallbackOf) : url
  const image = parts.image ?? config.shareImage
  const imageUrl = image ? (image.src.startsWith('http') ? image.src : `${config.url}${image.src}`) : undefined
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    ...preloadTags(parts),
    meta('name', 'description', parts.description),
    parts.notFound ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(parts.notFound ? [] : languageLinks(config, parts.locale, parts.defaultLocale)),
    ...(parts.icons ?? []),
    meta('property', 'og:type', parts.ogType ?? 'website'),
    meta('property', 'og:site_name', config.company.name),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    ...(parts.locale ? ogLocales(parts.locale).map(([key, code]) => meta('property', key, code)) : []),
    // The shared object is the canonical page (a fallback copy shares the page it copies).
    parts.notFound ? '' : meta('property', 'og:url', canonical),
    imageUrl ? meta('property', 'og:image', imageUrl) : '',
    image ? meta('property', 'og:image:alt', image.alt) : '',
    ...Object.entries(parts.ogExtra ?? {}).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    // No twitter:title or twitter:description: X reads og:title and og:description when they are absent.
    imageUrl ? meta('name', 'twitter:image', imageUrl) : '',
    meta('name', 'theme-color', config.theme.colors.brandDeep),
    `<link rel="stylesheet" href="/${escapeHtml(parts.stylesheet)}" data-emotion="${EMOTION_KEY}" />`,
    ...(parts.alternates ?? []).map(
      (a) => `<link rel="alternate" type="${a.type}" title="${escapeHtml(a.title)}" href="${escapeHtml(a.href)}" />`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** The full address of a page of the site. */
function pageUrl(config: SiteConfig, route: string): string {
  return `${config.url}${route === '/' ? '/' : route}`
}

/** og:locale, and og:locale:alternate for each other language the page is written in. */
function ogLocales(locale: PageLocale): Array<[string, string]> {
  return [
    ['og:locale', locale.ogLocale],
    ...locale.alternates
      .filter((a) => a.code !== locale.code)
      .map((a): [string, string] => ['og:locale:alternate', a.ogLocale]),
  ]
}

/**
 * The page in each language it is written in (itself among them) and x-default (the default language's page), for
 * search engines to show each reader their own; nothing for a page with no translation.
 */
export function hreflangAlternates(
  config: SiteConfig,
  locale: PageLocale | undefined,
  defaultLocale: string | undefined,
): Array<{ hreflang: string; href: string }> {
  if (!locale || locale.alternates.length < 2) return []
  const fallback = locale.alternates.find((a) => a.code === defaultLocale) ?? locale.alternates[0]!
  return [
    ...locale.alternates.map((a) => ({ hreflang: a.code, href: pageUrl(config, a.route) })),
    { hreflang: 'x-default', href: pageUrl(config, fallback.route) },
  ]
}

function languageLinks(config: SiteConfig, locale: PageLocale | undefined, defaultLocale?: string): string[] {
  return hreflangAlternates(config, locale, defaultLocale).map(
    (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
  )
}

/**
 * Fills the built index.html with a page's head and body. The scripts and data the page needs are listed on #root
 * (`data-entry`, `data-preload`, `data-page`, `data-manifest`: src/shared/root-data.ts) for the inlined boot script to
 * request after the first paint: as tags in the head they would compete with the page's picture and font for the
 * network. `data-build` names the build, for the app to refuse page data of another one.
 */
export function renderDocument(
  template: string,
  config: SiteConfig,
  head: string,
  body: string,
  root: RootData = {},
  locale?: Pick<PageLocale, 'code' | 'dir'>,
): string {
  const attribute = (name: string, value: string | undefined) => (value ? ` data-${name}="${escapeHtml(value)}"` : '')
  const attributes = [
    attribute(ROOT_ATTRIBUTES.entry, root.entry?.join(' ')),
    attribute(ROOT_ATTRIBUTES.preloads, root.preloads?.join(' ')),
    attribute(ROOT_ATTRIBUTES.dataUrl, root.dataUrl),
    attribute(ROOT_ATTRIBUTES.manifest, root.manifest),
    attribute(ROOT_ATTRIBUTES.build, root.build),
  ].join('')
  return template
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeHtml(locale?.code ?? config.language)}"${locale?.dir === 'rtl' ? ' dir="rtl"' : ''}`,
    )
    .replace('<!--site-head-->', head)
    .replace('<div id="root"><!--site-app--></div>', `<div id="root"${attributes}>${body}</div>`)
}

/**
 * A page with its JSON-LD (page-structured-data.ts) as the last thing in it, after the boot script: it is for search
 * engines, and there nothing a visitor needs waits for it. (In the head, every byte of it would come before the page's
 * text.) It still counts when the build decides whether a page may carry its lead picture inside (page-document.ts):
 * Lighthouse's model of a slow phone paints a page once the whole document has come.
 */
export function withStructuredData(html: string, structuredData: object | undefined): string {
  if (!structuredData) return html
  const end = html.lastIndexOf('</body>')
  return `${html.slice(0, end)}${jsonLdTag(structuredData)}\n  ${html.slice(end)}`
}

/** A page without its JSON-LD: what comes before it. */
export function withoutStructuredData(html: string): string {
  return html.replace(/<script type="application\/ld\+json">[^<]*<\/script>\n {2}(?=<\/body>)/, '')
}

/**
 * The scripts a built page loads on its first visit: the entry and its imports (#root's data-entry) and the page's
 * own (data-preload). Budgets and the benchmark add up their sizes.
 */
export function listedScripts(html: string): string[] {
  const listed = (name: string) => (new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? '').split(' ')
  return [...new Set([...listed(ROOT_ATTRIBUTES.entry), ...listed(ROOT_ATTRIBUTES.preloads)].filter(Boolean))]
}

/**
 * The gzip bytes of a page's CSS as a visitor downloads it: its <style> tags' text, and the style sheets it links
 * (from the build's folder `dir`).
 */
export function pageCssSize(dir: string, html: string): number {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!)
  return compressedSize(inline) + sheets.reduce((sum, sheet) => sum + wireSize(join(dir, sheet)), 0)
}

/** sitemap.xml of every route (not-found pages excluded). */
export function sitemapXml(
  config: SiteConfig,
  routes: Array<{ route: string; lastModified: Date; locale?: PageLocale }>,
  defaultLocale?: string,
): string {
  let alternates = false
  const entries = routes.map(({ route, lastModified, locale }) => {
    const links = hreflangAlternates(config, locale, defaultLocale).map(
      (a) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    )
    if (links.length > 0) alternates = true
    return `  <url>\n    <loc>${escapeHtml(pageUrl(config, route))}</loc>\n    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>${links.join('')}\n  </url>`
  })
  // The xhtml namespace only where a page has translations: a site in one language keeps its sitemap as it was.
  const xhtml = alternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`
}

export interface IconFile {
  src: string
  sizes: string
  type: string
  /** Only for `<link rel="apple-touch-icon">`. */
  apple?: boolean
}

/**
 * `<link>` tags of the favicon set (the SVG favicon is in index.html; the web manifest is linked after the first paint,
 * see src/shared/root-data.ts).
 */
export function iconTags(icons: IconFile[]): string[] {
  return [
    ...icons
      .filter((i) => !i.apple && i.type === 'image/png' && Number.parseInt(i.sizes, 10) <= 48)
      .map((i) => `<link rel="icon" type="image/png" sizes="${i.sizes}" href="${escapeHtml(i.src)}" />`),
    ...icons
      .filter((i) => i.apple)
      .map((i) => `<link rel="apple-touch-icon" sizes="${i.sizes}" href="${escapeHtml(i.src)}" />`),
  ]
}

/** site.webmanifest from site.yaml: the company's name, the theme's colours and the icons. */
export function webManifest(config: SiteConfig, icons: IconFile[]): string {
  const manifest = {
    name: config.company.name,
    short_name: config.company.name,
    description: config.footer.tagline,
    lang: config.language,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: config.theme.colors.surface,
    theme_color: config.theme.colors.brandDeep,
    icons: icons
      .filter((i) => !i.apple && (i.type === 'image/svg+xml' || Number.parseInt(i.sizes, 10) >= 192))
      .map(({ src, sizes, type }) => ({ src, sizes, type })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

/** A lead photograph's best format (the build's `<picture>` lists it first): preloaded by `imagesrcset`, for browsers that read its type. */
export interface LeadPicture {
  type: string
  srcset: string
  sizes: string
}

/**
 * The page's preloads, in the order they are asked for: its pictures (the lead picture, then those React hoisted but
 * for the lead picture again), then its fonts. The fonts come last on purpose. Over HTTP/2 everything shares one
 * connection, and the first round trip carries the document, its style sheet and then what fits of these. The small
 * pictures (a drawing or the logo, 1-2 KB each) fit into what is left of it. The font (11-16 KB) needs the next round
 * trip whatever its place, so asking for it first would only push the pictures behind it.
 * In Lighthouse's simulation (Lantern), a picture asked for after the font took one more round trip on some runs: LCP
 * 1.05 s instead of 0.90 s on the article and the not-found page (the README's Performance section says why).
 */
function preloadTags(parts: Pick<HeadParts, 'leadImage' | 'preloads' | 'fonts'>): string[] {
  const lead = parts.leadImage
  const again = typeof lead === 'string' ? `href="${escapeHtml(lead)}"` : undefined
  return [
    leadImageTag(lead),
    ...(parts.preloads ?? []).filter((tag) => !(again && tag.includes(` ${again}`))),
    ...(parts.fonts ?? []).map(
      (url) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(url)}" crossorigin />`,
    ),
  ]
}

/**
 * The `<link rel="preload">` tags React puts at the start of a page it renders (for an image it draws with
 * `fetchPriority="high"`, it asks the browser to fetch it early), taken out of the page's body for its head. There
 * the browser reads them before the rest of the head and in the order the head sets (preloadTags). React skips
 * elements it did not render when it hydrates the root, so the body it hydrates loses nothing.
 */
export function hoistedPreloads(html: string): { preloads: string[]; body: string } {
  const run = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html)?.[0] ?? ''
  return { preloads: run.match(/<link[^>]*\/>/g) ?? [], body: html.slice(run.length) }
}

/** The preload of the page's lead picture: a file, or the responsive variants of a photograph. */
function leadImageTag(lead: string | LeadPicture | undefined): string {
  if (!lead) return ''
  if (typeof lead === 'string')
    return `<link rel="preload" as="image" href="${escapeHtml(lead)}" fetchpriority="high" />`
  return `<link rel="preload" as="image" type="${escapeHtml(lead.type)}" imagesrcset="${escapeHtml(lead.srcset)}" imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high" />`
}
