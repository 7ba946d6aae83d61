import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The links of an HTML page, as written in its `<a href>`s. */
function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
}

/**
 * Crawls a served site the way a visitor (or a search engine) would: from `/`, following every link to the same site.
 * Returns the status of every address reached and the broken links found ("page → link", or "address: HTTP status").
 */
export async function crawl(baseUrl: string): Promise<{ seen: Map<string, number>; broken: string[] }> {
  const queue = ['/']
  const seen = new Map<string, number>()
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    const response = await fetch(`${baseUrl}${path}`)
    seen.set(path, response.status)
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) continue
    for (const href of links(await response.text())) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]!.split('?')[0]!
      if (!seen.has(target) && !queue.includes(target)) queue.push(target)
      else if (seen.has(target) && seen.get(target) !== 200) broken.push(`${path} → ${href}`)
    }
  }
  for (const [path, status] of seen) if (status !== 200) broken.push(`${path}: HTTP ${status}`)
  return { seen, broken }
}

/** Every route listed in a build's sitemap.xml. */
export function sitemapRoutes(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
}

/**
 * Every page a build wrote (each index.html outside _app/), as its address: the sitemap's routes and the pages the
 * sitemap leaves out, such as a language's copies of untranslated pages (fallback: default-language, /fr/services/…).
 */
export function builtRoutes(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)index\.html$/.test(file) && !file.startsWith('_app'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
    .sort()
}
