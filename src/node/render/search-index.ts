import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import { searchCategory, siteSearches } from '../model/search.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { escapeHtml } from '../util/escape-html.ts'
import { indexText, type PageForIndex } from './index-text.ts'
import { filesUnder, folderMaker, linkOrCopy } from '../util/files.ts'
import { inputsKey } from '../util/inputs-key.ts'
import { SEARCH_PATH, type SearchShards } from '../../shared/search.ts'

/**
 * The site's search index (Pagefind, run through its Node API): each published page's prerendered HTML is handed to
 * it as the prerender makes it, and its files are written under `SEARCH_PATH` at the end. Only what is in <main> is
 * indexed (the header and footer are on every page), and each page carries its category (searchCategory) as
 * Pagefind metadata and a filter, and its language: Pagefind keeps an index per language and a search page reads the
 * one of its own <html lang>, so a French search page finds the French pages. Those attributes go into the copy Pagefind reads, not into the page served: the
 * pages keep every byte of their first round trip.
 */

/** Pagefind's stock interfaces (its UI, modular UI, web component) and its highlighter: the search block is ours. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

export interface SearchIndexer {
  /**
   * Indexes one published page from its prerendered HTML, or a page copied from the last build by the key of its
   * <main> (which this returns for the next build to hand back) and a reader of its HTML, read only if Pagefind is
   * to be sent it. A shard that this page fills is written while the next pages go on.
   */
  add: (page: PageRecord, html: PageForIndex) => Promise<string>
  /**
   * Writes the last shard and the list of shards (or links the kept index, when every page gave Pagefind what it gave
   * it last time); returns how many pages the index holds.
   */
  write: () => Promise<number>
  /**
   * Keeps the index this build wrote, for the next build (nothing, when it was taken from the last one). Called once
   * the build's folder is finished: `kept` names its files that are the last build's as they are (host/write.ts
   * keepUnchanged). The kept index holds those as the build's folder does, one file: the next build that takes the
   * index finds each file already there instead of comparing two copies byte by byte (about a third of a second
   * at 1,000 pages, and every rebuild after one that wrote the index paid it).
   */
  keep: (kept: ReadonlySet<string>) => void
  /** Whether the index written is the last build's, kept (no page was sent to Pagefind). */
  reused: () => boolean
  /** Where the shards written are (`/_search/`, `/_search/2/`…), once written. */
  shards: () => string[]
  /**
   * Stops Pagefind's process (it runs beside the build's), if it was started, and deletes what was made to be kept and
   * was not (a build that failed keeps no index). Called last, whether the build succeeded or not.
   */
  close: () => Promise<void>
}

/**
 * Where the index goes: the build's folder, which Pagefind writes its shards into, and the build's writer's link, which
 * puts the last build's kept index there.
 */
export interface SearchOutput {
  dir: string
  link: (from: string, to: string) => void
  /** The folder the build replaces when it succeeds (its `outDir`): where the files it keeps from the last build stay. */
  outDir: string
}

/** Where the index is kept between builds, and whether this build may take it (BuildOptions.cache). */
export interface SearchCache {
  /** `<root>/.cache/search-index/<key of the build's folder>` */
  dir: string
  reuse: boolean
  /** Names the code and the dependencies (Pagefind's version): another one makes the kept index another's. */
  dependencies: string
}

/** What is kept beside the index's files: what each page gave Pagefind, in order (a hash each), and the files. */
interface KeptIndex {
  dependencies: string
  /** The most pages a shard held: another split makes other shards. */
  shardPages: number
  marks: string[]
  /** Every file of every shard and the list of shards, relative to SEARCH_PATH. */
  files: string[]
}

/** How many pages may wait for Pagefind's answer at a time. */
const INDEXING = 64

/**
 * The most pages a shard of the index holds (BuildOptions.searchShardPages sets another, for tests).
 *
 * Pagefind holds every page it is sent until its index is written, in its own process: about 125 KB a page (a
 * 10,000-page build's Pagefind process peaked at 1.28 GB in one index). With shards of 2,000 pages it peaked at
 * 0.35-0.46 GB (one shard being written while the next fills), whatever the site's size, under the build's own process
 * (about 0.99 GB at 10,000 pages). Each shard more costs the browser a search of one more index: at the first search its
 * entry and metadata (13 KB for 2,000 pages; 63 KB for one index of 10,000), then for each word typed one index chunk
 * per shard. Measured in Chromium on the 10,000-page site (5 shards against one index): the first search asks for 35
 * files, 206 KB, instead of 18, 171 KB, in about the same 0.9 s; a second word 26 files, 55 KB, instead of 27, 62 KB,
 * in 0.25-0.3 s either way (the search block runs one search at a time). Smaller shards would save little more memory
 * (the build's process is the larger) and cost more requests: a 10,000-page site has 5 shards; a site under 2,000
 * pages (the Zuma site, the clinic) has one, as before sharding.
 */
export const SHARD_PAGES = 2000

/** The list of the index's shards the search block reads (SearchShards), under SEARCH_PATH. */
export const SHARDS_FILE = 'shards.json'

/** Where the shard at this place (from 0) is, relative to SEARCH_PATH: the first at SEARCH_PATH itself. */
const shardFolder = (shard: number) => (shard === 0 ? '' : `${shard + 1}/`)

/**
 * An indexer for the site, or undefined when no published page searches (no index written, nothing allowed).
 *
 * Sharding: the pages go to Pagefind in the order they are added, `shardPages` to an index (a shard). When one is
 * full, the next pages go to a new index while the full one's files are written (`/_search/` for the first,
 * `/_search/2/`, `/_search/3/`… for the next) and Pagefind lets go of it, so Pagefind's memory is one shard's or two,
 * not the site's. Each shard is a whole Pagefind bundle; the search block searches them all and Pagefind merges their
 * results (`mergeIndex`). `/_search/shards.json` lists the shards and the languages each holds.
 *
 * Pagefind builds its index from every page at once: it cannot take the last index and one changed page. So a rebuild
 * reuses the whole index (every shard) or none of it. The last build's index is kept (`cache`) with a hash of what
 * each page gave Pagefind; while the pages of this build give the same, in the same order, they are held back instead
 * of sent, and when every page did, the kept files are the index (an edit of a page's title or description, which is
 * outside <main>, changes nothing Pagefind reads). The first page that differs starts Pagefind, which is sent the pages
 * held back and then each page as it comes, as in a first build.
 */
export async function searchIndexer(
  site: Site,
  out: SearchOutput,
  options: { cache?: SearchCache; shardPages?: number } = {},
): Promise<SearchIndexer | undefined> {
  if (!siteSearches(site)) return undefined
  const { cache } = options
  const shardPages = Math.max(1, Math.floor(options.shardPages ?? SHARD_PAGES))
  const language = escapeHtml(site.config.language)
  const labels = new Map(site.pages.map((page) => [page.route, page.navLabel]))
  const kept = cache?.reuse ? keptIndex(cache, shardPages) : undefined
  // Pagefind indexes in its own process: the prerender hands it a page and goes on to the next without waiting for
  // the answer (waiting made each page a round trip to that process); the answers are checked before a shard is
  // written. At most INDEXING pages wait for their answer: a prerender in worker threads outpaces Pagefind, and the
  // pages it had not read yet piled up in the build's memory (a 10,000-page build peaked 230 MB higher).
  const pending = new Set<Promise<void>>()
  const marks: string[] = []
  let heldBack: Array<{ url: string; content: () => string }> | undefined = kept ? [] : undefined
  /** The shard being filled: its index in Pagefind's process, and how many pages it was sent. */
  let index: pagefind.PagefindIndex | undefined
  let inShard = 0
  /** The shards written or being written, in order: the languages each holds. */
  const shards: Array<Promise<string[]>> = []
  const keeper = cache ? indexKeeper(cache, shardPages) : undefined
  let started = false
  let failure: unknown
  /** The list of shards, once written. */
  let written: SearchShards = []
  const start = async () => {
    started = true
    const created = await pagefind.createIndex()
    if (!created.index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`)
    return created.index
  }
  /**
   * Writes a full shard's files and lets go of its index in Pagefind's process; returns its languages. Pagefind
   * writes the files itself, into the build's folder: taken through its API (getFiles), a shard of 2,000 pages came
   * into the build's memory whole, as base64 in one message, and a 10,000-page build's peak rose with each.
   */
  const writeShard = async (shard: number, full: pagefind.PagefindIndex, answers: Array<Promise<void>>) => {
    await Promise.all(answers)
    if (failure) throw failure
    const folder = join(out.dir, SEARCH_PATH, shardFolder(shard))
    const { errors } = await full.writeFiles({ outputPath: folder })
    if (errors.length > 0) throw new Error(`Pagefind could not write its index: ${errors.join('; ')}`)
    await full.deleteIndex()
    // The first shard's folder holds the others' (2/, 3/…): its own files are Pagefind's, in none of those.
    const files = filesUnder(folder, (file) => shard > 0 || !/^\d+\//.test(file))
    for (const file of files.filter((f) => UNUSED.test(f))) rmSync(join(folder, file))
    keeper?.add(
      join(out.dir, SEARCH_PATH),
      files.filter((f) => !UNUSED.test(f)).map((f) => `${shardFolder(shard)}${f}`),
    )
    const entry = readFileSync(join(folder, 'pagefind-entry.json'), 'utf8')
    return Object.keys((JSON.parse(entry) as { languages: object }).languages)
  }
  /** Closes the shard being filled: its files are written while the next pages go on. */
  const closeShard = () => {
    if (!index) return
    const writing = writeShard(shards.length, index, [...pending])
    // A failure is thrown by write(); until then the next pages go on (and this promise is not left unhandled).
    writing.catch((error: unknown) => {
      failure ??= error
    })
    shards.push(writing)
    index = undefined
    inShard = 0
  }
  const send = async (url: string, content: string) => {
    index ??= await start()
    const answered: Promise<void> = index
      .addHTMLFile({ url, content })
      .then(
        (result) => {
          if (result.errors.length > 0)
            failure ??= new Error(`Pagefind could not index ${url}: ${result.errors.join('; ')}`)
        },
        (error: unknown) => {
          failure ??= error
        },
      )
      .finally(() => pending.delete(answered))
    pending.add(answered)
    if (++inShard >= shardPages) closeShard()
    if (pending.size >= INDEXING) await Promise.race(pending)
  }
  /** Sends the pages held back: this build's index is not the last one's. */
  const sendHeldBack = async () => {
    const held = heldBack ?? []
    heldBack = undefined
    for (const page of held) await send(page.url, page.content())
  }
  if (!kept) index = await start()
  return {
    async add(page, html) {
      const category = escapeHtml(searchCategory(page, labels))
      const lang = page.locale ? escapeHtml(page.locale.code) : language
      // Only <main> goes to Pagefind (the head's styles and the header and footer are most of a page's bytes, sent to
      // its process for nothing), with the page's language and its category.
      const marked = (main: string) =>
        `<html lang="${lang}"><body><main data-pagefind-body><i data-pagefind-meta="category:${category}" data-pagefind-filter="category:${category}"></i>${main}</main></body></html>`
      let rendered: string | undefined
      let copied: { main: string; read: () => string } | undefined
      if (typeof html === 'string') rendered = indexText(html)
      else if ('words' in html) rendered = html.words
      else copied = html
      const mainKey = copied ? copied.main : inputsKey(rendered!)
      const mark = inputsKey(page.route, lang, category, mainKey)
      marks.push(mark)
      // A copied page is read only if Pagefind is to be sent it.
      const content = () => marked(copied ? indexText(copied.read()) : rendered!)
      if (heldBack && kept?.marks[marks.length - 1] === mark) heldBack.push({ url: page.route, content })
      else {
        await sendHeldBack()
        await send(page.route, content())
      }
      return mainKey
    },
    async write() {
      if (heldBack && kept && marks.length === kept.marks.length) {
        for (const file of kept.files) out.link(join(cache!.dir, FILES, file), join(out.dir, SEARCH_PATH, file))
        heldBack = undefined
        written = JSON.parse(readFileSync(join(cache!.dir, FILES, SHARDS_FILE), 'utf8')) as SearchShards
        return marks.length
      }
      await sendHeldBack()
      // The last shard (or the only one: a site with no page writes an empty index, as Pagefind makes it).
      if (inShard > 0 || shards.length === 0) {
        index ??= await start()
        closeShard()
      }
      const languages = await Promise.all(shards)
      if (failure) throw failure
      written = languages.map((codes, shard) => ({ path: `${SEARCH_PATH}${shardFolder(shard)}`, languages: codes }))
      writeFileSync(join(out.dir, SEARCH_PATH, SHARDS_FILE), JSON.stringify(written))
      keeper?.add(join(out.dir, SEARCH_PATH), [SHARDS_FILE])
      return marks.length
    },
    keep(kept) {
      if (started) keeper?.keep(marks, kept, join(out.outDir, SEARCH_PATH))
    },
    reused: () => !started,
    shards: () => written.map((shard) => shard.path),
    close: () => {
      keeper?.drop()
      return started ? pagefind.close().then(() => undefined) : Promise.resolve()
    },
  }
}

/** The kept index's files, in its folder. */
const FILES = 'files'
const KEPT = 'kept.json'

/** The index the last build kept, when it was made by the same code and dependencies and its files are all there. */
function keptIndex(cache: SearchCache, shardPages: number): KeptIndex | undefined {
  try {
    const kept = JSON.parse(readFileSync(join(cache.dir, KEPT), 'utf8')) as KeptIndex
    if (kept.dependencies !== cache.dependencies || kept.shardPages !== shardPages) return undefined
    return kept.files.every((file) => existsSync(join(cache.dir, FILES, file))) ? kept : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps an index for the next build, a shard's files at a time as they are written, in a new folder renamed into place
 * at the end (`keep`), so a build beside this one never sees half. Not kept, when a file could not be written or the
 * build failed (`drop`): the next build indexes every page, as a first build does.
 */
function indexKeeper(
  cache: SearchCache,
  shardPages: number,
): {
  /** Links files of the build's index (paths relative to `from`, its folder) into the one kept. */
  add: (from: string, files: string[]) => void
  /**
   * Puts the index in place for the next build. The files of the build's folder it keeps from the last build (`kept`,
   * relative to the build's folder) are linked from that folder (`there`, its SEARCH_PATH) instead.
   */
  keep: (marks: string[], kept: ReadonlySet<string>, there: string) => void
  drop: () => void
} {
  const temporary = `${cache.dir}.tmp-${process.pid}`
  const old = `${cache.dir}.old-${process.pid}`
  const folderOf = folderMaker()
  const paths: string[] = []
  let broken = false
  rmSync(temporary, { recursive: true, force: true })
  const drop = () => {
    rmSync(temporary, { recursive: true, force: true })
    rmSync(old, { recursive: true, force: true })
  }
  return {
    add(from, files) {
      if (broken) return
      try {
        for (const file of files) {
          const to = join(temporary, FILES, file)
          folderOf(to)
          linkOrCopy(join(from, file), to)
          paths.push(file)
        }
      } catch {
        broken = true
      }
    },
    keep(marks, kept, there) {
      try {
        if (broken) return
        const build = SEARCH_PATH.slice(1)
        for (const file of paths)
          if (kept.has(`${build}${file}`)) {
            const to = join(temporary, FILES, file)
            rmSync(to)
            linkOrCopy(join(there, file), to)
          }
        const body: KeptIndex = { dependencies: cache.dependencies, shardPages, marks, files: paths }
        writeFileSync(join(temporary, KEPT), JSON.stringify(body))
        if (existsSync(cache.dir)) renameSync(cache.dir, old)
        renameSync(temporary, cache.dir)
      } catch {
        // Not kept.
      } finally {
        drop()
      }
    },
    drop,
  }
}
