/**
 * Where the build writes the site's search index (Pagefind's files) and where the search block loads it from: one
 * address for both. It starts with `_`, as `/_data/` does, so no page file can claim it (`_`-prefixed files are not
 * routes).
 */
export const SEARCH_PATH = '/_search/'

/**
 * The shards of the search index, listed in `${SEARCH_PATH}shards.json` (render/search-index.ts): where each is (the
 * first at SEARCH_PATH) and the languages it holds pages of (Pagefind's keys, as in its `pagefind-entry.json`).
 */
export type SearchShards = Array<{ path: string; languages: string[] }>
