import { renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { loadSite } from './load.ts'
import { bundleSite } from './bundle/bundle.ts'
import { bootScript } from './render/boot-script.ts'
import { prerenderPages } from './render/prerender.ts'
import { searchIndexer } from './render/search-index.ts'
import { writeSiteFiles } from './render/site-files.ts'
import { fileWriter, precompress, writeHostFiles } from './host/write.ts'
import { ContentErrors } from './errors/errors.ts'
import { formatAcknowledged, formatErrors, formatNotices, formatWarnings } from './errors/format.ts'
import type { Site } from './model/site.ts'

/**
 * `npm run build`: a site folder → dist/, as a list of timed phases (VitePress's build and Docusaurus's are the
 * same): load the site once → bundle (the browser's code and the server renderer, both handed that site) →
 * prerender every page → the files beside the pages (sitemap, hosting files, gzip copies). The work of each phase is
 * in its stage's folder; this file only orders them.
 */

export interface BuildOptions {
  root?: string
  siteDir?: string
  outDir?: string
  /** Print progress (default true). */
  log?: boolean
  /**
   * The moment the build publishes for: what is published then (publishAt, unpublishAt) goes out. Now by default;
   * `--build-time` or BUILD_TIME on the command line, fixed by tests.
   */
  buildTime?: Date
}

export interface BuildResult {
  outDir: string
  routes: string[]
  notFound: string[]
}

/** The builds this process has run. */
let builds = 0

/** The server renderer the bundle phase builds: its type checks it against what the prerender asks of it. */
type ServerEntry = typeof import('../app/server.tsx')

/**
 * Validates the site, builds the client and the server renderer, and prerenders every route.
 * Everything is written to a temporary folder that replaces `outDir` only when all of it succeeded,
 * so a failed build never leaves a half-written dist/.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const root = resolve(options.root ?? process.cwd())
  const siteDir = resolve(root, options.siteDir ?? process.env.SITE_DIR ?? 'site')
  const outDir = resolve(root, options.outDir ?? 'dist')
  const quiet = options.log === false
  const started = performance.now()
  const log = phaseLog(started, quiet)

  const buildTime = options.buildTime ?? new Date()
  const site = loadValidSite(siteDir, root, quiet, buildTime)
  log(`✔ content valid: ${site.pages.length} pages`)

  const staging = `${outDir}.tmp-${process.pid}`
  // A folder of its own per build: a second build in one process (a test building at two moments) must not get the
  // first one's server renderer back from Node's module cache.
  const serverDir = join(root, '.cache', `server-${process.pid}-${++builds}`)
  rmSync(staging, { recursive: true, force: true })
  try {
    const bundles = await bundleSite({ root, site, outDir: staging, serverDir, quiet })
    log(`✔ bundles built`)

    const boot = await bootScript()
    const server: ServerEntry = await import(pathToFileURL(bundles.serverEntry).href)
    const files = fileWriter()
    const search = await searchIndexer(site)
    try {
      await prerenderPages(site, {
        ...bundles,
        dir: staging,
        boot: boot.code,
        server,
        write: files.write,
        published: search?.add,
      })
      log(`✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages`)
      if (search) log(`✔ search index of ${await search.write(staging, files.write)} pages written`)
    } finally {
      await search?.close()
    }

    await writeHostFiles(site, { dir: staging, outDir, scripts: [boot.source], write: files.write })
    await writeSiteFiles(site, { root, dir: staging, write: files.write, buildTime })
    await files.flush()
    const compressed = await precompress(staging)
    log(`✔ hosting files written, ${compressed} files precompressed`)

    rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    if (!quiet) console.log(`✔ dist ready in ${Math.round(performance.now() - started)} ms`)
    return { outDir, routes: site.pages.map((p) => p.route), notFound: site.notFound.map((p) => p.route) }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    rmSync(serverDir, { recursive: true, force: true })
  }
}

/** Prints each phase with the time it took, so a change that slows one down is seen. */
function phaseLog(started: number, quiet: boolean): (text: string) => void {
  let phase = started
  return (text) => {
    if (quiet) return
    const now = performance.now()
    console.log(`${text} (${Math.round(now - phase)} ms)`)
    phase = now
  }
}

/** The site, loaded once; its warnings printed (they fail nothing); every content error thrown at once. */
function loadValidSite(siteDir: string, root: string, quiet: boolean, now: Date): Site {
  const loaded = loadSite({ siteDir, cwd: root, now })
  const format = process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human'
  if (!quiet && loaded.notices.length > 0) console.log(formatNotices(loaded.notices))
  if (!quiet && loaded.acknowledged.length > 0) console.log(formatAcknowledged(loaded.acknowledged))
  if (loaded.warnings.length > 0 && !quiet)
    console.warn(formatWarnings(loaded.warnings, format, { color: process.stderr.isTTY }))
  if (loaded.ok) return loaded.site
  throw new ContentErrors(loaded.errors, formatErrors(loaded.errors, format, { color: process.stderr.isTTY }))
}

export type { Site }

/** `--build-time 2026-11-30T08:00:00Z` (an ISO instant): refused plainly when it is not one. */
function parseBuildTime(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined
  const time = new Date(text)
  if (Number.isNaN(time.getTime()) || !/(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    console.error(`--build-time "${text}" is not an instant: write it as 2026-11-30T08:00:00Z (UTC) or with an offset.`)
    process.exit(2)
  }
  return time
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { site: { type: 'string' }, out: { type: 'string' }, 'build-time': { type: 'string' } },
  })
  const buildTime = parseBuildTime(values['build-time'] ?? process.env.BUILD_TIME)
  buildSite({ siteDir: values.site, outDir: values.out, buildTime }).catch((error: unknown) => {
    // Content errors are the author's to fix: their report alone, without a stack trace.
    console.error(error instanceof ContentErrors ? error.message : error)
    process.exitCode = 1
  })
}
