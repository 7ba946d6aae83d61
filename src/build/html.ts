import type { SiteConfig } from '../shared/types.ts'

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

export interface HeadParts {
  title: string
  description: string
  route: string
  image?: { src: string; alt: string }
  notFound: boolean
  styles: string
  preloads: string[]
}

/** The per-page <head> tags: title, description, canonical URL, sharing cards, critical styles and preloads. */
export function headTags(config: SiteConfig, parts: HeadParts): string {
  const url = `${config.url}${parts.route === '/' ? '/' : parts.route}`
  const image = parts.image ?? config.shareImage
  const imageUrl = image ? (image.src.startsWith('http') ? image.src : `${config.url}${image.src}`) : undefined
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    meta('name', 'description', parts.description),
    parts.notFound ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.company.name),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    parts.notFound ? '' : meta('property', 'og:url', url),
    imageUrl ? meta('property', 'og:image', imageUrl) : '',
    image ? meta('property', 'og:image:alt', image.alt) : '',
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', parts.title),
    meta('name', 'twitter:description', parts.description),
    imageUrl ? meta('name', 'twitter:image', imageUrl) : '',
    meta('name', 'theme-color', config.theme.colors.navyDeep),
    ...parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
    parts.styles,
  ]
    .filter(Boolean)
    .join('\n    ')
}

/** Fills the built index.html with a page's head and body. */
export function renderDocument(template: string, config: SiteConfig, head: string, body: string): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(config.language)}"`)
    .replace('<!--site-head-->', head)
    .replace('<!--site-app-->', body)
}

/** sitemap.xml of every route (not-found pages excluded). */
export function sitemapXml(config: SiteConfig, routes: Array<{ route: string; lastModified: Date }>): string {
  const entries = routes.map(
    ({ route, lastModified }) => `  <url>\n    <loc>${escapeHtml(`${config.url}${route === '/' ? '/' : route}`)}</loc>\n    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}/sitemap.xml\n`
}
