import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { inputsKey } from '../util/inputs-key.ts'
import { CACHE_IN_USE_MS, cacheDir } from '../util/paths.ts'
import { stampOf, writeWhole } from '../util/files.ts'
import { lastRead } from '../content/file-cache.ts'
import { pageSummary } from '../model/pages.ts'
import type { PageRecord, Site } from '../model/site.ts'

/**
 * What a build wrote for each page, kept for the next build into the same folder (incremental builds). A page's files
 * are made from its job (page-document.ts: its data with the collection items, menus and site settings it reads,
 * resolved by the contracts; its head's facts; its JSON-LD) and from the document context every page shares (the
 * template, the site settings, the scripts, the renderer's code): nothing else. So a page whose job and context hash
 * as they did last time is the same page, and its files are copied from the last build's folder instead of rendered.
 * An edit of a case study's title changes the jobs of exactly the pages that show it; an edit of site.yaml or of the
 * code changes the context, and every page is rendered again.
 *
 * Comparing every page's job costs a rebuild a third of a second at 1,000 pages (making each page's data and hashing
 * it), so the cache also keeps what every page reads of the site besides its own file (siteInputsKey) and, per page,
 * its own file (ownInputsKey). When the first is as it was, a page whose own file is as it was has the same job and
 * is taken without making it: after an edit of one page's words, only that page is compared.
 */

/** A page as the last build wrote it: the hash of its inputs and its files (relative to the build's folder). */
export interface KeptPage {
  key: string
  files: string[]
  /** What the search index read of it, the key of its <main> (search-index.ts): a copy of it is not read again. */
  search?: string
  /** Its own file as that build read it (ownInputsKey). */
  own?: string
}

/** The pages a last build wrote, and what they read of the site besides their own files then (siteInputsKey). */
export interface KeptPages {
  pages: ReadonlyMap<string, KeptPage>
  site?: string
}

interface PageCacheFile {
  /** The build's folder, written first so that `sweepFolderCaches` reads it from the file's first bytes. */
  outDir: string
  /** The renderer's code and the bundles it was made with (bundle-cache.ts bundleKey). */
  bundles?: string
  context: string
  site?: string
  pages: Record<string, KeptPage>
}

export interface PageCache {
  /**
   * The last build's pages by their HTML file (`services/index.html`; `services/404.html` is the section's not-found
   * page, of the same route), when it was made with the same document context (else none).
   */
  kept(context: string): KeptPages
  /**
   * Puts a kept page's files from the last build's folder into this build's through `link` (the build's file writer
   * makes hard links: the last build's folder is replaced by this one's at the end, and stays whole if this build
   * fails); false when one is gone.
   */
  copy(page: KeptPage, into: string, link: (from: string, to: string) => void): boolean
  /** The text of a file of the last build's folder (a copied page's HTML, for the search index). */
  read(name: string): string
  /** Records what this build wrote, once it has replaced the last one. */
  save(context: string, pages: ReadonlyMap<string, KeptPage>, site?: string, bundles?: string): void
  /** The bundles the last build was made with (none when nothing is to be taken from it). */
  bundles(): string | undefined
}

/** The caches kept per build folder, each entry named by `inputsKey(outDir)`: a file here, a folder in the other. */
const PAGES = 'pages'
const SEARCH_INDEXES = 'search-index'

/** Where the search index of the build into `outDir` is kept (search-index.ts SearchCache). */
export function searchIndexCacheDir(root: string, outDir: string): string {
  return cacheDir(root, SEARCH_INDEXES, inputsKey(outDir))
}

/**
 * Removes what is kept for build folders that are gone (a test's or the bench's temporary folder): their page cache
 * and their search index, and what a stopped build left half written. Nothing changed in the last minutes goes: a
 * build beside this one may be writing it. Without this, every folder ever built into kept its entries for ever.
 */
export function sweepFolderCaches(root: string, now = Date.now()): void {
  const recent = (path: string) => now - statSync(path).mtimeMs < CACHE_IN_USE_MS
  const live = new Set<string>()
  const pages = cacheDir(root, PAGES)
  for (const name of namesIn(pages)) {
    const file = join(pages, name)
    const key = name.endsWith('.json') ? name.slice(0, -'.json'.length) : undefined
    try {
      const outDir = key === undefined ? undefined : outDirOf(file)
      if ((outDir !== undefined && existsSync(outDir)) || recent(file)) {
        if (key !== undefined) live.add(key)
        continue
      }
      rmSync(file, { force: true })
    } catch {
      // Gone meanwhile, or unreadable: left for the next sweep.
    }
  }
  const indexes = cacheDir(root, SEARCH_INDEXES)
  for (const name of namesIn(indexes)) {
    const dir = join(indexes, name)
    try {
      if (!live.has(name) && !recent(dir)) rmSync(dir, { recursive: true, force: true })
    } catch {
      // As above.
    }
  }
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

/** The build folder a page cache file names in its first bytes (undefined for a file of an older format). */
function outDirOf(file: string): string | undefined {
  const head = Buffer.alloc(4096)
  const fd = openSync(file, 'r')
  try {
    const text = head.subarray(0, readSync(fd, head, 0, head.length, 0)).toString('utf8')
    const quoted = /^\{"outDir":("(?:[^"\\]|\\.)*")/.exec(text)?.[1]
    return quoted === undefined ? undefined : (JSON.parse(quoted) as string)
  } finally {
    closeSync(fd)
  }
}

/**
 * The cache of the pages a build writes into `outDir`, kept in `<root>/.cache/pages/`; with `reuse` false nothing is
 * read from it (every page is rendered), and what the build wrote is still recorded.
 */
export function pageCache(root: string, outDir: string, reuse = true): PageCache {
  const file = cacheDir(root, PAGES, `${inputsKey(outDir)}.json`)
  let last: PageCacheFile | undefined | null
  /** The file as the last build wrote it, read once (null: none, or none to take). */
  const lastBuild = () => {
    if (last !== undefined) return last
    try {
      last = reuse ? (JSON.parse(readFileSync(file, 'utf8')) as PageCacheFile) : null
    } catch {
      last = null
    }
    return last
  }
  return {
    kept(context) {
      const read = lastBuild()
      return read?.context === context
        ? { pages: new Map(Object.entries(read.pages)), site: read.site }
        : { pages: new Map() }
    },
    bundles: () => lastBuild()?.bundles,
    copy(page, into, link) {
      if (!page.files.every((name) => existsSync(join(outDir, name)))) return false
      for (const name of page.files) link(join(outDir, name), join(into, name))
      return true
    },
    read(name) {
      return readFileSync(join(outDir, name), 'utf8')
    },
    save(context, pages, site, bundles) {
      const body: PageCacheFile = { outDir, bundles, context, site, pages: Object.fromEntries(pages) }
      try {
        writeWhole(file, JSON.stringify(body))
      } catch {
        // Not kept: the next build renders every page, as a first build does.
      }
    },
  }
}

/**
 * What every page's job reads of the site besides its own file and the document context: the site's other content
 * files (site.yaml, the collections' items, as this process read them), its assets (their size, time of change and
 * inode, as a build's copy of them checks), and of every page what other pages read of it (its address, title, menu
 * label, old addresses: pageSummary) and its sections; what the clock decided (which pages and items are published,
 * the next change) and what was left out. Undefined (every page compared) on a site in several languages, whose pages
 * also read their translations' files, or when a content file's bytes are not known.
 */
export function siteInputsKey(site: Site, context: string): string | undefined {
  if (site.locales) return undefined
  const pagesDir = join(site.siteDir, 'pages/')
  const files: Array<[string, string]> = []
  for (const file of site.files) {
    if (file.startsWith(pagesDir)) continue
    const hash = lastRead(file)?.hash
    if (hash === undefined) return undefined
    files.push([file, hash])
  }
  const assets = [...site.assets].map((name) => [name, stampOf(join(site.siteDir, name)) ?? ''])
  const pages = [...site.pages, ...site.notFound].map((page) => [
    pageSummary(page),
    [...(site.sectionIds?.get(page.route) ?? [])],
  ])
  const collections = [...site.collections].map(([name, c]) => [name, c.entries.map((e) => e.file.source.file)])
  return inputsKey(
    context,
    JSON.stringify({
      files,
      assets,
      pages,
      collections,
      redirects: site.redirects,
      drafts: site.drafts && [[...site.drafts.routes], [...site.drafts.entries]],
      timedOut: [...(site.timedOut ?? [])],
      nextChange: site.nextChange?.toISOString(),
    }),
  )
}

/**
 * A page's own file (a collection page's template, with its item's file), as this build read it: by the hash of its
 * bytes the file cache took (content/file-cache.ts), so that a file it knew unchanged by its stamp is not read.
 */
export function ownInputsKey(page: PageRecord): string {
  return createHash('sha1')
    .update(`${page.file}\0${page.entry?.file ?? ''}\0`)
    .update(page.source.hash ?? `text\0${page.source.text}`)
    .digest('hex')
}
