import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

/** A search page for a fixture site: the minimal site has none, and the index is written only for a site that searches. */
export const SEARCH_PAGE = [
  'title: Search | Example Co',
  'description: Search the site.',
  'navLabel: Search',
  'blocks:',
  '  - type: hero',
  '    title: Search',
  '  - type: search',
  '    label: Search the site',
  '    countLabel: "{count} pages for {query}"',
  '    emptyText: Nothing for {query}',
  '    errorText: Search is not available',
  '',
].join('\n')

/**
 * The pages in a build's search index (or in one shard of it: `2/` for `/_search/2/`): Pagefind's fragment files are
 * gzip'd JSON after a `pagefind_dcd` mark, one per page.
 */
export function indexedPages(
  outDir: string,
  shard = '',
): Array<{ url: string; meta: Record<string, string>; content: string }> {
  const dir = join(outDir, '_search', shard, 'fragment')
  return readdirSync(dir).map((file) =>
    JSON.parse(
      gunzipSync(readFileSync(join(dir, file)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    ),
  )
}
