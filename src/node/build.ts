import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadSite } from './load.ts'
import { cacheDir } from './util/paths.ts'
import { bundleSite, bundlesAhead } from './bundle/bundle.ts'
import { keptForCode } from './bundle/bundle-cache.ts'
import { bootScript } from './render/boot-script.ts'
import { type PrerenderResult, prerenderPages } from './render/prerender.ts'
import { pageCache, searchIndexCacheDir, sweepFolderCaches } from './render/page-cache.ts'
import { type SearchIndexer, searchIndexer } from './render/search-index.ts'
import { writeSiteFiles } from './render/site-files.ts'
import {
  fileWriter,
  keepUnchanged,
  precompress,
  replaceDist,
  writeHostAssets,
  writeHostFiles,
  WRITTEN_BEFORE_INDEX,
  WRITTEN_WITH_INDEX,
  type FilePart,
} from './host/write.ts'
import { picturePhase } from './render/pictures.ts'
import { cleanCopiedOriginals, RASTER } from './render/images.ts'
import { report } from './checks/reports.ts'
import { phaseLog } from './util/phase-log.ts'
import type { BuildOptions, BuildResult, Site } from './model/site.ts'

export type { BuildOptions, BuildResult } from './model/site.ts'

/**
 * `npm run build`: a site folder → dist/, as a list of timed phases (VitePress's build and Docusaurus's are the
 * same): load the site once → bundle (the browser's code and the server renderer, both handed that site) →
 * prerender every page → the files beside the pages (sitemap, hosting files, gzip copies). The work of each phase is
 * in its stage's folder; this file only orders them.
 */

/** The builds this process has run. */
let builds = 0

/** The server renderer the bundle phase builds: its type checks it against what the prerender asks of it. */
type ServerEntry = typeof import('../app/server.tsx')

/**
 * Validates the site, builds the client and the server renderer, and prerenders every route.
 * Everything new is written to a temporary folder that updates `outDir` only when all of it succeeded (host/write.ts
 * replaceDist: what the last build wrote and this one did not change stays, the rest is moved in or deleted), so a
 * failed build never leaves a half-written dist/.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? process.cwd())
  const siteDir = resolve(root, options.siteDir ?? process.env.SITE_DIR ?? 'site')
  const outDir = resolve(root, options.outDir ?? 'dist')
  const quiet = options.log === false
  const started = performance.now()
  // As Vite's production build sets it, and before React is loaded: a build whose bundles are the last build's
  // (bundle-cache.ts) runs no Vite, and must still render with React's production build.
  process.env.NODE_ENV ??= 'production'
  const log = phaseLog(started, quiet)

  const buildTime = options.buildTime ?? new Date()
  const cache = options.cache !== false
  const staging = `${outDir}.tmp-${process.pid}`
  // A folder of its own per build: a second build in one process (a test building at two moments) must not get the
  // first one's server renderer back from Node's module cache.
  const serverDir = cacheDir(root, `server-${process.pid}-${++builds}`)
  rmSync(staging, { recursive: true, force: true })
  // Bundles that cannot come from the cache (the engine's code changed, or a cold build) are begun in a thread of their
  // own while this one checks the site: a 1,000-page site takes as long to check as the bundles take to build.
  const ahead =
    cache && keptForCode(root) ? undefined : bundlesAhead({ root, siteDir, outDir: staging, serverDir, quiet })
  let valid: ValidSite
  try {
    valid = loadValidSite(siteDir, root, quiet, buildTime, cache)
  } catch (error) {
    await ahead?.abandon()
    rmSync(staging, { recursive: true, force: true })
    rmSync(serverDir, { recursive: true, force: true })
    throw error
  }
  const { site: loaded, saveCache: saveContentCache } = valid
  log(`✔ content valid: ${loaded.pages.length} pages`)

  let search: SearchIndexer | undefined
  try {
    const bundles = ahead
      ? await ahead.finish(loaded)
      : await bundleSite({ root, site: loaded, outDir: staging, serverDir, quiet, cache })
    log(bundles.reused ? `✔ bundles unchanged: taken from the last build` : `✔ bundles built`)

    const imageCache = options.imageCacheDir ?? cacheDir(root, 'images')
    const pictures = await picturePhase(loaded, { cacheDir: imageCache, outDir: staging, quiet })
    const site = pictures.site
    log(`✔ pictures: ${pictures.encodes} encoded`)

    // Kept between builds, taken only when the build may reuse.
    const boot = await bootScript(cache ? cacheDir(root, 'boot') : undefined)
    const files = fileWriter({ staging, outDir })
    const gzipCopies = options.gzipCopies !== false
    let gzipped = 0
    /**
     * These files finished: those the last build's folder holds as they are left out of this one (keepUnchanged), the
     * others given their gzip copy.
     */
    const finish = async (part: FilePart) => {
      await files.flush()
      keepUnchanged(staging, outDir, files.kept, part)
      if (gzipCopies) gzipped += await precompress(staging, { outDir, kept: files.kept }, part)
    }
    let prerenderMs = 0
    let prerendered: PrerenderResult
    search = await searchIndexer(
      site,
      { dir: staging, link: files.link, outDir },
      {
        cache: {
          dir: searchIndexCacheDir(root, outDir),
          reuse: cache,
          dependencies: bundles.bundleKey,
        },
        shardPages: options.searchShardPages,
      },
    )
    // Pagefind makes the index's last shard in its own process at the end: the site's files are written meanwhile.
    let indexing: Promise<void> | undefined
    try {
      const prerenderStarted = performance.now()
      prerendered = await prerenderPages(site, {
        ...bundles,
        dir: staging,
        boot: boot.code,
        jobs: options.jobs,
        loadServer: async (): Promise<ServerEntry> => import(pathToFileURL(bundles.serverEntry).href),
        link: files.link,
        published: search?.add,
        // Read only when the build may reuse; what it writes is always recorded, for the next build.
        cache: pageCache(root, outDir, cache),
        fontCache: { dir: cacheDir(root, 'fonts'), reuse: cache },
      })
      prerenderMs = performance.now() - prerenderStarted
      log(
        `✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages${prerendered.copied > 0 ? ` (${prerendered.copied} unchanged, copied from the last build)` : ''}`,
      )
      indexing = search?.write().then((indexed) => {
        const shards = search?.shards().length ?? 0
        const taken = search?.taken() ?? 0
        log(
          taken === shards
            ? `✔ search index of ${indexed} pages unchanged: taken from the last build`
            : `✔ search index of ${indexed} pages written${taken > 0 ? ` (${taken} of its ${shards} shards unchanged, taken from the last build)` : ''}`,
        )
      })
      // A failure below is the build's; the index's own failure is awaited after (and not left unhandled before).
      indexing?.catch(() => {})
      await writeSiteFiles(site, { root, dir: staging, write: files.write, buildTime })
      await writeHostAssets(site, {
        dir: staging,
        write: files.write,
        copy: files.copy,
        cleaned: (name) => RASTER.test(name),
      })
      // The originals go out as committed, except that none carries its camera's metadata (render/images.ts).
      await cleanCopiedOriginals(join(staging, 'assets'), imageCache)
      // Pagefind writes the index in its own process, on one core (0.75 s of a 1,000-page build): the files it does not
      // write, and that do not name its shards, are finished meanwhile on the other.
      await finish(WRITTEN_BEFORE_INDEX)
      // What checking the site learnt, for the next build: written here, beside Pagefind, rather than while the site
      // was checked beside the bundler, when both cores were busy.
      saveContentCache()
      await indexing
    } finally {
      await indexing?.catch(() => {})
    }

    // The hosting files name the index's shards (their cache rules): written once it is.
    await writeHostFiles(site, {
      dir: staging,
      outDir,
      scripts: [boot.source],
      write: files.write,
      searchShards: search?.shards(),
    })
    await finish(WRITTEN_WITH_INDEX)
    // Once the files kept from the last build are known: the index kept for the next build holds them as this one does.
    search?.keep(files.kept)
    if (!gzipCopies) log(`✔ hosting files written, no gzip copies (the host compresses)`)
    else log(`✔ hosting files written, ${gzipped} files precompressed`)

    replaceDist(staging, outDir, files.kept)
    prerendered.save?.()
    sweepFolderCaches(root)
    if (!quiet) console.log(`✔ dist ready in ${Math.round(performance.now() - started)} ms`)
    return {
      outDir,
      routes: site.pages.map((p) => p.route),
      notFound: site.notFound.map((p) => p.route),
      imageEncodes: pictures.encodes,
      imageMs: pictures.ms,
      prerenderMs,
      rendered: prerendered.rendered,
      compared: prerendered.compared,
      bundlesReused: bundles.reused,
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    await search?.close()
    // Once (a failed build keeps it too: the site was valid).
    saveContentCache()
    rmSync(serverDir, { recursive: true, force: true })
  }
}

/** A site that loaded without a content error, and the writer of what checking it found (content/file-cache.ts). */
interface ValidSite {
  site: Site
  saveCache: () => void
}

/**
 * The site, loaded once; what it says about the content printed (warnings fail nothing); every error thrown at once.
 * The content cache is written by the build once the pages are (`saveCache`), or here when the site has errors.
 */
function loadValidSite(siteDir: string, root: string, quiet: boolean, now: Date, reuseCache: boolean): ValidSite {
  const loaded = loadSite({
    siteDir,
    cwd: root,
    now,
    cacheDir: cacheDir(root, 'content'),
    reuseCache,
    saveCacheLater: true,
  })
  if (!loaded.ok) loaded.saveCache()
  report(loaded, quiet)
  if (!loaded.ok) throw new Error('unreachable: report throws the errors of a site that did not load')
  return { site: loaded.site, saveCache: loaded.saveCache }
}

export type { Site }
