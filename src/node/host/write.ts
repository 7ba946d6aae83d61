import { copyFileSync, existsSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import { frameOrigins, headersFile, hostingPlan, movedPage, redirectsFile } from './hosting.ts'
import { nginxConfig } from './nginx-config.ts'
import { movedJson } from '../model/page-data.ts'
import { siteSearches } from '../model/search.ts'
import type { Site } from '../model/site.ts'
import { COMPRESSIBLE } from '../util/content-types.ts'
import { filesUnder, folderMaker, linkOrCopy } from '../util/files.ts'
import { pageDataUrl } from '../../shared/routes.ts'
import { SEARCH_PATH } from '../../shared/search.ts'

/**
 * Writing the build's files: the writer every stage of a build writes through, what a host needs beside the pages
 * (the site's assets, a page at each old address of a moved page, the hosting files) and the gzip copies of the files
 * every page shares.
 */

const gzip = promisify(gzipCallback)

/** Writes one file of the build (the `write` of fileWriter). */
export type WriteFile = (file: string, content: string | Uint8Array) => Promise<void>

/** Puts a file of the last build (or of a cache) into this one as a hard link (the `link` of fileWriter). */
export type LinkFile = (from: string, to: string) => void

/**
 * Copies a file of the site into the build (the `copy` of fileWriter); `anew`: even when the last build's folder holds
 * it as it is (a file the build changes after copying it).
 */
export type CopyFile = (from: string, to: string, anew?: boolean) => void

/**
 * Writes the build's files while the next page renders: a few writes in flight at a time on libuv's thread pool, and
 * each folder made once (two files a page: with a blocking write and a `mkdir -p` each, the disk took a third of a
 * 10,000-page build). `flush` waits for the last ones and reports the first failure.
 */
export function fileWriter(into?: { staging: string; outDir: string }): {
  write: WriteFile
  link: LinkFile
  copy: CopyFile
  /** The files of the build's folder that are the last build's as they are (relative to it): not in the staging one. */
  kept: Set<string>
  flush: () => Promise<void>
} {
  const folderOf = folderMaker()
  const kept = new Set<string>()
  const pending = new Set<Promise<void>>()
  let failure: { error: unknown } | undefined
  const check = () => {
    if (failure) throw failure.error
  }
  return {
    async write(file, content) {
      check()
      folderOf(file)
      const written: Promise<void> = writeFile(file, content)
        .catch((error: unknown) => {
          failure ??= { error }
        })
        .finally(() => pending.delete(written))
      pending.add(written)
      if (pending.size >= 32) await Promise.race(pending)
    },
    link(from, to) {
      // A file the last build's folder already holds at the same place (an unchanged page, a kept search index
      // linked there before) stays where it is: replaceDist leaves it.
      if (into) {
        const name = relative(into.staging, to)
        const there = join(into.outDir, name)
        if (from === there || sameFile(from, there)) {
          kept.add(name)
          return
        }
      }
      folderOf(to)
      linkOrCopy(from, to)
    },
    copy(from, to, anew = false) {
      // A copy has its file's time of change. The last build's copy at the same place, of the same size and time (within
      // a millisecond: Node sets a time in seconds, as a float), is the same file and stays as it is, unread (the quick
      // check of make and rsync); one of another time is compared byte for byte once, and given the file's time when it
      // is the same. The site's assets were copied anew and compared with the last build's at every build: 15 MB on the
      // Zuma site, 0.2 s of a rebuild.
      const source = statSync(from)
      if (into && !anew) {
        const name = relative(into.staging, to)
        const last = join(into.outDir, name)
        const found = statSync(last, { throwIfNoEntry: false })
        const there = found?.isFile() ? found : undefined
        const sameTime = there !== undefined && Math.abs(there.mtimeMs - source.mtimeMs) < 1
        if (there?.size === source.size && (sameTime || readFileSync(last).equals(readFileSync(from)))) {
          if (!sameTime) utimesSync(last, there.atimeMs / 1000, source.mtimeMs / 1000)
          kept.add(name)
          return
        }
      }
      folderOf(to)
      copyFileSync(from, to)
      utimesSync(to, source.atimeMs / 1000, source.mtimeMs / 1000)
    },
    kept,
    async flush() {
      await Promise.all(pending)
      check()
    },
  }
}

/**
 * What the host serves beside the pages, but the hosting files: a page at each old address of a moved page, for hosts
 * that read neither _redirects nor the nginx config (and, where the app looks for the old address's data, a note of
 * the new address); the site's assets and favicon.ico.
 */
export async function writeHostAssets(
  site: Site,
  options: {
    dir: string
    write: WriteFile
    copy: CopyFile
    /** Assets copied anew whatever the last build holds: those the build cleans after (pictures' camera metadata). */
    cleaned?: (name: string) => boolean
  },
): Promise<void> {
  const { dir, write, copy, cleaned = () => false } = options
  const names = new Map(site.pages.map((p) => [p.route, p.navLabel]))
  for (const redirect of site.redirects) {
    await write(join(dir, pageDataUrl(redirect.from)), movedJson(redirect))
    await write(
      join(dir, redirect.from, 'index.html'),
      movedPage(site.config, redirect, names.get(redirect.to) ?? redirect.to),
    )
  }
  const assets = join(site.siteDir, 'assets')
  for (const name of filesUnder(assets)) copy(join(assets, name), join(dir, 'assets', name), cleaned(name))
  if (site.assets.has('/assets/brand/favicon.ico')) copy(join(assets, 'brand/favicon.ico'), join(dir, 'favicon.ico'))
}

/** The hosting files (hosting.ts), which name the search index's shards: written once the index is. */
const HOSTING_FILES = { headers: '_headers', redirects: '_redirects', nginx: 'nginx.conf' }

/**
 * The hosting files, with the same headers, cache rules and not-found scopes for every host (hosting.ts). `outDir` is
 * where the build ends up (nginx's root).
 */
export async function writeHostFiles(
  site: Site,
  options: { dir: string; outDir: string; scripts: string[]; write: WriteFile; searchShards?: readonly string[] },
): Promise<void> {
  const { dir, write } = options
  const plan = hostingPlan({
    config: site.config,
    notFoundRoutes: site.notFound.map((p) => p.route),
    frameOrigins: frameOrigins(site.pages.flatMap((p) => p.references)),
    redirects: site.redirects,
    scripts: options.scripts,
    searchIndex: siteSearches(site),
    searchShards: options.searchShards,
  })
  await write(join(dir, HOSTING_FILES.headers), headersFile(plan))
  await write(join(dir, HOSTING_FILES.redirects), redirectsFile(plan))
  await write(join(dir, HOSTING_FILES.nginx), nginxConfig(plan, { root: options.outDir }))
}

/** Some of a build's files: those `keep` names, in the folders `enter` allows (filesUnder). */
export interface FilePart {
  keep: (name: string) => boolean
  enter: (folder: string) => boolean
}

const EVERY_FILE: FilePart = { keep: () => true, enter: () => true }
const SEARCH_FOLDER = SEARCH_PATH.slice(1, -1)
const inSearchFolder = (path: string) => path === SEARCH_FOLDER || path.startsWith(`${SEARCH_FOLDER}/`)

/**
 * The files of a build written once its search index is (relative to its folder): the index's own, which Pagefind
 * writes in its process, and the hosting files.
 */
export const WRITTEN_WITH_INDEX: FilePart = {
  keep: (name) => inSearchFolder(name) || Object.values(HOSTING_FILES).includes(name),
  enter: inSearchFolder,
}

/**
 * The others, finished (keepUnchanged, precompress) while Pagefind writes the index: its folder is not even listed,
 * as files come and go in it meanwhile.
 */
export const WRITTEN_BEFORE_INDEX: FilePart = {
  keep: (name) => !WRITTEN_WITH_INDEX.keep(name),
  enter: (folder) => !inSearchFolder(folder),
}

/** A page (`about/index.html`, a folder's `404.html`, a moved page's fallback) or a page's data (`_data/…`). */
const PAGE_FILE = /(^|\/)(index|404)\.html$|^_data\//

/**
 * Writes a gzip copy (file.gz) next to the files every page shares (the hashed scripts and styles, the site's
 * drawings, sitemap.xml), at the best level, for nginx's gzip_static and the local server. Pages and their data are
 * left to the host, which compresses text as it sends it (the shipped nginx config at level 6, Netlify and Cloudflare
 * Pages on their own): precompressing two files per page at level 9 took a third of a 10,000-page build to make pages
 * 0.4 % smaller than the host's level 6 does. The files are compressed on libuv's thread pool, a few at a time. `part`:
 * of those files (a build does those it has finished while Pagefind writes its index, then the rest).
 */
export async function precompress(
  dir: string,
  last?: { outDir: string; kept: Set<string> },
  part: FilePart = EVERY_FILE,
): Promise<number> {
  const compressible = (name: string) => COMPRESSIBLE.test(name) && !PAGE_FILE.test(name) && part.keep(name)
  const files = filesUnder(dir, compressible, part.enter).map((name) => ({
    from: join(dir, name),
    to: join(dir, `${name}.gz`),
  }))
  // A file kept from the last build keeps its gzip copy (made from the same bytes), or gets one made from it.
  let keptCopies = 0
  for (const name of last?.kept ?? [])
    if (compressible(name))
      if (existsSync(join(last!.outDir, `${name}.gz`))) {
        last!.kept.add(`${name}.gz`)
        keptCopies++
      } else files.push({ from: join(last!.outDir, name), to: join(dir, `${name}.gz`) })
  const folderOf = folderMaker()
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      folderOf(file.to)
      await writeFile(file.to, await gzip(await readFile(file.from), { level: 9 }))
    }
  }
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism() * 2) }, worker))
  return files.length + keptCopies
}

/**
 * Leaves out of the staging folder the files the last build's folder already holds with the same bytes (the bundles
 * taken from the bundle cache, the site's assets, an unchanged sitemap): they stay where they are, `kept`, with their
 * gzip copies, and replaceDist moves only what changed. Returns how many were left out. `part`: of those files.
 */
export function keepUnchanged(staging: string, outDir: string, kept: Set<string>, part: FilePart = EVERY_FILE): number {
  if (!existsSync(outDir)) return 0
  let same = 0
  for (const name of filesUnder(staging, part.keep, part.enter)) {
    const fresh = join(staging, name)
    const there = join(outDir, name)
    try {
      if (statSync(there).size !== statSync(fresh).size || !readFileSync(there).equals(readFileSync(fresh))) continue
    } catch {
      continue
    }
    rmSync(fresh)
    kept.add(name)
    same++
  }
  return same
}

/** Whether two paths are one file (hard links of each other). */
function sameFile(one: string, two: string): boolean {
  try {
    const a = statSync(one)
    const b = statSync(two)
    return a.ino === b.ino && a.dev === b.dev
  } catch {
    return false
  }
}

/**
 * Puts a build's staging folder in place of the last build's folder. A first build's folder is renamed into place.
 * Otherwise the last build's folder is updated instead of deleted and written again (deleting a thousand pages'
 * folders took a rebuild after one edit longer than everything else): the files it keeps as they are (`kept`) stay,
 * the files of the staging folder are moved over it, and every other file (a removed page's) is deleted, with the
 * folders it leaves empty. Called once everything succeeded: a build that fails leaves the last one's folder whole.
 */
export function replaceDist(staging: string, outDir: string, kept: ReadonlySet<string>): void {
  if (!existsSync(outDir)) {
    renameSync(staging, outDir)
    return
  }
  const fresh = filesUnder(staging)
  const belongs = new Set([...fresh, ...kept])
  const emptied = new Set<string>()
  for (const name of filesUnder(outDir))
    if (!belongs.has(name)) {
      rmSync(join(outDir, name), { force: true })
      emptied.add(dirname(name))
    }
  // Deepest first, each up to the first folder still holding something.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length))
    for (let at = folder; at !== '.' && at !== ''; at = dirname(at))
      try {
        rmdirSync(join(outDir, at))
      } catch {
        break
      }
  const folderOf = folderMaker()
  for (const name of fresh) {
    const to = join(outDir, name)
    folderOf(to)
    renameSync(join(staging, name), to)
  }
  rmSync(staging, { recursive: true, force: true })
}
