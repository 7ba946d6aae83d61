import { readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fitsCompressed } from '../util/compression.ts'
import { valueAt } from '../model/connect.ts'
import type { ContractTable } from '../content/contracts.ts'
import type { PageRecord } from '../model/site.ts'
import { CONTENT_TYPES } from '../util/content-types.ts'

/**
 * Largest lead image written into the page itself. The picture at the top of a page is usually the largest thing
 * painted first (Lighthouse's LCP element on every page type with a hero); fetched as a file, it arrives a round trip
 * or more after the text, and the page's largest paint waits for it. Inlined, it paints with the first frame.
 * Vite inlines assets up to 4 KB; the lead image is worth more, as it is on the path to that paint (the site's hero
 * drawings are 5-6 KB, 1.5 KB gzip). Larger pictures (photographs) stay files, preloaded with high priority.
 */
export const INLINE_LIMIT = 8 * 1024

/**
 * The compressed size of a page that still arrives in the first round trip of a new connection: a server's first
 * flight is ten segments (RFC 6928, 14,600 bytes), less the response headers (1.1 KB measured with the security
 * headers of hosting.ts, 1,200 bytes allowed). A page that misses it arrives a whole round trip later (150 ms on a slow
 * 4G phone) and paints that much later, so a lead image is only inlined when the page with it stays within this size.
 */
export const FIRST_ROUND_TRIP = 14_600 - 1_200

/**
 * Whether a page (its HTML) arrives in the first round trip. Asked only of pages with a lead image small enough to
 * inline.
 */
export function fitsFirstRoundTrip(html: string | Buffer): boolean {
  return fitsCompressed(html, FIRST_ROUND_TRIP)
}

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

/** A copy of `data` with the value at a JSON pointer replaced (each object on the way is copied, the rest shared). */
export function withValueAt<T>(data: T, pointer: string, value: unknown): T {
  const [head, ...rest] = pointer.split('/').slice(1)
  if (head === undefined) return value as T
  const key = head.replace(/~1/g, '/').replace(/~0/g, '~')
  const node = data as Record<string, unknown>
  const next = withValueAt(node[key], rest.length ? `/${rest.join('/')}` : '', value)
  return (Array.isArray(data) ? Object.assign([...data], { [key]: next }) : { ...node, [key]: next }) as T
}
