import { SEARCH_PATH, type SearchShards } from '../../shared/search.ts'

/**
 * Pagefind's browser API (`/_search/pagefind.js`, written by the build beside its index), loaded the first time the
 * visitor focuses a search box: until then a page with a search block fetches neither the runtime nor the index.
 * The index may be in several shards (render/search-index.ts), listed with their languages in `shards.json`, read
 * at the same time: the first shard holding the page's language (its <html lang>, as Pagefind reads it) is the one
 * Pagefind starts on, and the others holding it are merged into it (`mergeIndex`), so a search searches them all and
 * Pagefind ranks their results together, best first. Only the part of its API the search block uses is typed here.
 */

export interface SearchResult {
  url: string
  /** The page's words around the match, escaped HTML with the matched words in <mark>. */
  excerpt: string
  meta: { title?: string; category?: string }
}

interface PagefindModule {
  options: (options: { basePath?: string; excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  mergeIndex: (path: string, options: { excerptLength?: number }) => Promise<void>
  search: (query: string) => Promise<{ results: Array<{ id: string; data: () => Promise<SearchResult> }> } | null>
}

/** Finds the pages matching a query, best first, at most `limit` of them. */
export type Searcher = (query: string, limit: number) => Promise<SearchResult[]>

let loading: Promise<Searcher> | undefined

/** Loads Pagefind once per page view (every search box of the page shares it). A failed load is tried again next time. */
export function loadSearch(): Promise<Searcher> {
  loading ??= start().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function start(): Promise<Searcher> {
  // Not bundled: the build writes it after the bundles, next to the index it reads.
  const [pagefind, shards] = await Promise.all([
    import(/* @vite-ignore */ `${SEARCH_PATH}pagefind.js`) as Promise<PagefindModule>,
    fetch(`${SEARCH_PATH}shards.json`, { cache: 'no-cache' }).then((r) => r.json() as Promise<SearchShards>),
  ])
  const lang = document.documentElement.lang.toLowerCase()
  const holding = shards.filter((shard) => shard.languages.some((code) => code === lang || code === lang.split('-')[0]))
  // A language no shard holds: Pagefind takes each shard's largest language, as it would with one.
  const [first, ...others] = (holding.length > 0 ? holding : shards).map((shard) => shard.path)
  await pagefind.options({ basePath: first ?? SEARCH_PATH, excerptLength: 24 })
  await pagefind.init()
  await Promise.all(others.map((path) => pagefind.mergeIndex(path, { excerptLength: 24 })))
  return async (query, limit) => {
    const found = await pagefind.search(query)
    return Promise.all((found?.results ?? []).slice(0, limit).map((result) => result.data()))
  }
}

/** An excerpt as text runs, each marked or not: drawn as React text, never as HTML. */
export function excerptParts(excerpt: string): Array<{ text: string; marked: boolean }> {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>')
      return { text: decode(marked ? part.slice(6, -7) : part), marked }
    })
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' }

/** Pagefind escapes the text of its excerpts; any tag left but <mark> is dropped. */
function decode(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
}
