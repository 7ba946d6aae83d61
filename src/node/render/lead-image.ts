import { readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { valueAt } from '../model/connect.ts'
import type { ContractTable } from '../content/contracts.ts'
import type { PageRecord } from '../model/site.ts'
import { CONTENT_TYPES } from '../util/content-types.ts'

/**
 * Largest site asset written into the page itself as a data URL: the favicon of `index.html` (template.ts), which then
 * costs no request. Lead images are not: a page links its style sheet and preloads its font and lead image, which
 * over one HTTP/2 connection arrive together, and a picture inside the page only made the page heavier (every hero
 * drawing in the HTML and in the page's data: the Zuma site's median page 6.8 KB gzip with them, 5.2 KB without).
 */
export const INLINE_LIMIT = 8 * 1024

/**
 * The compressed size of a page that still arrives in the first round trip of a new connection: a server's first
 * flight is ten segments (RFC 6928, 14,600 bytes), less the response headers (1.1 KB measured with the security
 * headers of hosting.ts, 1,200 bytes allowed). A page that misses it arrives a whole round trip later (150 ms on a slow
 * 4G phone) and paints that much later (a budget, tests/e2e/budgets.e2e.ts).
 */
export const FIRST_ROUND_TRIP = 14_600 - 1_200

/** The page's lead image: where it sits in the page's data (a JSON pointer) and its address. */
export function leadImageOf(page: PageRecord, contracts: ContractTable): { pointer: string; src: string } | undefined {
  const first = page.data.blocks[0]
  const pointer = first && contracts.get(first.type)?.leadImage
  const src = pointer ? valueAt(first, pointer) : undefined
  return pointer && typeof src === 'string' ? { pointer: `/blocks/0${pointer}`, src } : undefined
}

/**
 * For one build: a site asset (`/assets/…`) as a data URL, when it is small enough to travel inside the page; else
 * undefined. Each file is read once (many pages open with the same picture).
 */
export function assetInliner(siteDir: string): (src: string) => string | undefined {
  const inlined = new Map<string, string | undefined>()
  return (src) => {
    if (!inlined.has(src)) inlined.set(src, inlinedAsset(siteDir, src))
    return inlined.get(src)
  }
}

function inlinedAsset(siteDir: string, src: string): string | undefined {
  const type = CONTENT_TYPES[extname(src).toLowerCase()]
  if (!type?.startsWith('image/') || !src.startsWith('/assets/')) return undefined
  const file = join(siteDir, src)
  const size = statSync(file, { throwIfNoEntry: false })?.size
  if (size === undefined || size > INLINE_LIMIT) return undefined
  const bytes = readFileSync(file)
  // SVG as text (gzip compresses it with the page); other pictures as base64. The apostrophe, which
  // encodeURIComponent leaves, is encoded too: then no character of the URL is one HTML escapes (& < > " '), and the
  // URL reads the same in a page's HTML as in its data (prerender.ts swaps one for the other).
  return type === 'image/svg+xml'
    ? `data:${type},${encodeURIComponent(bytes.toString('utf8').trim()).replace(/'/g, '%27')}`
    : `data:${type};base64,${bytes.toString('base64')}`
}
