/**
 * Where the build writes the site's search index (Pagefind's files) and where the search block loads it from: one
 * address for both. It starts with `_`, as `/_data/` does, so no page file can claim it (`_`-prefixed files are not
 * routes).
 */
export const SEARCH_PATH = '/_search/'
