/**
 * What kind of file each file name ending is, for every part of the engine that sends or inlines a file: the local
 * static server, the dev server's site assets, the lead image the prerender inlines, the precompression of the build.
 */

/** The content type of each kind of file the site serves (also the dev server's, for site/assets). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  // The search index (Pagefind): gzip-compressed binary parts its runtime fetches and unpacks itself (its WebAssembly
  // too, `wasm.<language>.pagefind`, compiled from the unpacked bytes), so no host may compress them again or
  // announce them as anything else.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
}
/**
 * Text worth compressing: the build writes a `.gz` copy of the files every page shares; the others are compressed as
 * they are sent (by the host, or once by the local static server, which keeps the result).
 */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|rss|atom|txt|svg|webmanifest)$/

/** The folder of the site's feeds (render/feeds.ts): its `.json` files are JSON Feeds, not plain JSON. */
export const FEEDS_FOLDER = '/feeds/'
export const JSON_FEED_TYPE = 'application/feed+json; charset=utf-8'

/** The content type of a file the site serves, by its address (`/feeds/articles.json` is a JSON Feed). */
export function contentTypeOf(pathname: string): string | undefined {
  const dot = pathname.lastIndexOf('.')
  const ext = dot > pathname.lastIndexOf('/') ? pathname.slice(dot).toLowerCase() : ''
  if (ext === '.json' && pathname.startsWith(FEEDS_FOLDER)) return JSON_FEED_TYPE
  return CONTENT_TYPES[ext]
}
