import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
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
  /** How many of the index's shards are the last build's, taken as they were (all: no page was sent to Pagefind). */
  taken: () => number
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
 * The most pages a shard of the index holds, for memory (shardSize makes smaller ones, for rebuilds;
 * BuildOptions.searchShardPages sets another, for tests).
 *
 * Pagefind holds every page it is sent until its index is written, in its own process: about 125 KB a page (a
 * 10,000-page build's Pagefind process peaked at 1.28 GB in one index). With shards of 2,000 pages it peaked at
 * 0.35-0.46 GB (one shard being written while the next fills), whatever the site's size, under the build's own process
 * (about 0.99 GB at 10,000 pages). Each shard more costs the browser a search of one more index: at the first search its
 * entry and metadata (13 KB for 2,000 pages; 63 KB for one index of 10,000), then for each word typed one index chunk
 * per shard. Measured in Chromium on the 10,000-page site (5 shards against one index): the first search asks for 35
 * files, 206 KB, instead of 18, 171 KB, in about the same 0.9 s; a second word 26 files, 55 KB, instead of 27, 62 KB,
 * in 0.25-0.3 s either way (the search block runs one search at a time). Smaller shards would save little more memory
 * (the build's process is the larger) and cost more requests: a 10,000-page site has 5 shards.
 */
export const SHARD_PAGES = 2000

/**
 * The pages of a shard for a site of `pages` pages. A rebuild after an edit of a page's words makes that page's shard
 * again and takes the others from the last build, and a cold build writes each shard but the last while the pages
 * render: so a site of more than 500 pages is split into 3 or 4 shards of 250, 500 or 1,000 pages (a size that changes
 * only as the site crosses 1,000, 2,000 and 4,000 pages, when the whole index is made again), and one of more than
 * 4,000 into shards of SHARD_PAGES. A site of up to 500 pages (the Zuma site, the clinic) has one index, made again
 * whole in about 0.5 s. At 1,000 pages (`npm run bench`), a rebuild after an edit of a page's words took 3.0-3.9 s
 * with one index (Pagefind was sent every page again and wrote the whole index), 1.8-2.0 s with 4 shards; a cold
 * build's index was done 0.25-0.45 s after the last page instead of 1.0-1.2 s. In Chromium, the first search of a word
 * on that site asked for 12 files, 48-55 KB, over 4 shards, against 9-15 files, 19-112 KB, in one index.
 */
export function shardSize(pages: number): number {
  if (pages <= 500) return SHARD_PAGES
  return [250, 500, 1000].find((size) => pages <= size * 4) ?? SHARD_PAGES
}

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
 * Pagefind builds an index from every page of it at once: it cannot take the last index and one changed page. So a
 * rebuild reuses a shard whole or makes it again. The last build's index is kept (`cache`) with a hash of what each
 * page gave Pagefind; while the pages of a shard give the same as the kept index's pages at the same places, they are
 * held back instead of sent, and when each of them did, the kept shard's files are the shard (an edit of a page's
 * title or description, which is outside <main>, changes nothing Pagefind reads). The first page of a shard that
 * differs starts Pagefind, which is sent the shard's pages held back and then each of its pages as it comes, as in a
 * first build. An edit of a page's words makes its shard again (shardSize: a quarter of a site of 1,000 pages); a page
 * added or removed, the shards from its place on.
 */
export async function searchIndexer(
  site: Site,
  out: SearchOutput,
  options: { cache?: SearchCache; shardPages?: number } = {},
): Promise<SearchIndexer | undefined> {
  if (!siteSearches(site)) return undefined
  const { cache } = options
  const shardPages = Math.max(1, Math.floor(options.shardPages ?? shardSize(site.pages.length)))
  const language = escapeHtml(site.config.language)
  const labels = new Map(site.pages.map((page) => [page.route, page.navLabel]))
  const kept = cache?.reuse ? keptIndex(cache, shardPages) : undefined
  // Pagefind indexes in its own process: the prerender hands it a page and goes on to the next without waiting for
  // the answer (waiting made each page a round trip to that process); the answers are checked before a shard is
  // written. At most INDEXING pages wait for their answer: a prerender in worker threads outpaces Pagefind, and the
  // pages it had not read yet piled up in the build's memory (a 10,000-page build peaked 230 MB higher).
  const pending = new Set<Promise<void>>()
  const marks: string[] = []
  /** The pages of the shard being filled held back, while each gives Pagefind what the kept index's page there gave. */
  let heldBack: Array<{ url: string; content: () => string }> = []
  /** The shard being filled, once its pages go to Pagefind: its index in Pagefind's process; and its pages so far. */
  let index: pagefind.PagefindIndex | undefined
  let inShard = 0
  /** The shards written, being written or taken from the last build, in order: the languages each holds. */
  const shards: Array<Promise<string[]>> = []
  /** The files of the shards taken from the kept index (relative to SEARCH_PATH). */
  const takenFiles: string[] = []
  let takenShards = 0
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
  /**
   * Whether the shard being filled is the kept index's shard at its place: each of its pages was held back (it gave
   * what the kept index's page there gave), and the kept shard ends where this one does (a full shard; the last one
   * ends the kept index too).
   */
  const sameAsKept = (last: boolean) =>
    kept !== undefined &&
    index === undefined &&
    heldBack.length === inShard &&
    (last ? kept.marks.length === marks.length : kept.marks.length >= marks.length)
  /** Puts the kept index's shard at this place into the build, and into the index kept for the next; its languages. */
  const takeKept = (shard: number) => {
    const files = kept!.files.filter((file) =>
      shard === 0 ? !/^\d+\//.test(file) && file !== SHARDS_FILE : file.startsWith(shardFolder(shard)),
    )
    for (const file of files) out.link(join(cache!.dir, FILES, file), join(out.dir, SEARCH_PATH, file))
    takenFiles.push(...files)
    takenShards++
    const entry = readFileSync(join(cache!.dir, FILES, shardFolder(shard), 'pagefind-entry.json'), 'utf8')
    return Object.keys((JSON.parse(entry) as { languages: object }).languages)
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
    if (pending.size >= INDEXING) await Promise.race(pending)
  }
  /** Sends the pages held back: this shard is not the kept index's. */
  const sendHeldBack = async () => {
    const held = heldBack
    heldBack = []
    for (const page of held) await send(page.url, page.content())
  }
  /**
   * Closes the shard being filled: the kept index's shard when its pages gave what they gave it, else Pagefind's, whose
   * files are written while the next pages go on.
   */
  const closeShard = async (last: boolean) => {
    const shard = shards.length
    if (sameAsKept(last)) shards.push(Promise.resolve(takeKept(shard)))
    else {
      await sendHeldBack()
      // A site with no page writes an empty index, as Pagefind makes it.
      index ??= await start()
      const writing = writeShard(shard, index, [...pending])
      // A failure is thrown by write(); until then the next pages go on (and this promise is not left unhandled).
      writing.catch((error: unknown) => {
        failure ??= error
      })
      shards.push(writing)
    }
    heldBack = []
    index = undefined
    inShard = 0
  }
  // Nothing to take from the last build: Pagefind starts while the pages' renderers do.
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
      if (index === undefined && kept?.marks[marks.length - 1] === mark) heldBack.push({ url: page.route, content })
      else {
        await sendHeldBack()
        await send(page.route, content())
      }
      if (++inShard >= shardPages) await closeShard(false)
      return mainKey
    },
    async write() {
      // The last shard (or the only one: a site with no page writes an empty index).
      if (inShard > 0 || shards.length === 0) await closeShard(true)
      const languages = await Promise.all(shards)
      if (failure) throw failure
      written = languages.map((codes, shard) => ({ path: `${SEARCH_PATH}${shardFolder(shard)}`, languages: codes }))
      // (Its folder is not there yet when each shard's files are the last build's, kept in the build's folder.)
      mkdirSync(join(out.dir, SEARCH_PATH), { recursive: true })
      writeFileSync(join(out.dir, SEARCH_PATH, SHARDS_FILE), JSON.stringify(written))
      keeper?.add(join(out.dir, SEARCH_PATH), [SHARDS_FILE])
      return marks.length
    },
    keep(kept) {
      // Nothing to keep when every shard was taken from the kept index.
      if (!started) return
      keeper?.add(join(cache!.dir, FILES), takenFiles)
      // A taken shard's files in the build's folder are the kept index's already (one inode): only the shards Pagefind
      // wrote again can have files the folder kept from the last build as other copies.
      const taken = new Set(takenFiles)
      const build = SEARCH_PATH.slice(1)
      keeper?.keep(marks, (file) => !taken.has(file) && kept.has(`${build}${file}`), join(out.outDir, SEARCH_PATH))
    },
    taken: () => takenShards,
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
   * Puts the index in place for the next build. The files `fromThere` names (relative to SEARCH_PATH), which the build's
   * folder keeps from the last build, are linked from that folder (`there`, its SEARCH_PATH) instead.
   */
  keep: (marks: string[], fromThere: (file: string) => boolean, there: string) => void
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
    keep(marks, fromThere, there) {
      try {
        if (broken) return
        for (const file of paths)
          if (fromThere(file)) {
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
