import { renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { loadSite } from './load.ts'
import { bundleSite } from './bundle/bundle.ts'
import { bootScript } from './render/boot-script.ts'
import { prerenderPages } from './render/prerender.ts'
import { writeSiteFiles } from './render/site-files.ts'
import { fileWriter, precompress, writeHostFiles } from './host/write.ts'
import { imagePipeline } from './render/images.ts'
import { makePictures } from './render/pictures.ts'
import { ContentErrors, type ContentError, type ContentWarning } from './errors/errors.ts'
import { formatErrors, formatWarnings } from './errors/format.ts'
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
  /** Where processed pictures are kept between builds (default .cache/images under the root; never inside dist/). */
  imageCacheDir?: string
}

export interface BuildResult {
  outDir: string
  routes: string[]
  notFound: string[]
  /** Pictures encoded by this build (0 when every variant came from the cache). */
  imageEncodes: number
  /** How long the picture phase took (checks, encodes or cache copies), in milliseconds. */
  imageMs: number
}

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

  const loaded = loadValidSite(siteDir, root, quiet)
  log(`✔ content valid: ${loaded.pages.length} pages`)

  const staging = `${outDir}.tmp-${process.pid}`
  const serverDir = join(root, '.cache', `server-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  try {
    const bundles = await bundleSite({ root, site: loaded, outDir: staging, serverDir, quiet })
    log(`✔ bundles built`)

    const imagesStarted = performance.now()
    const images = imagePipeline({ cacheDir: options.imageCacheDir ?? join(root, '.cache', 'images'), outDir: staging })
    const pictures = await makePictures(loaded, images)
    const site = pictures.site
    reportProblems(pictures, quiet)
    const imageMs = performance.now() - imagesStarted
    log(`✔ pictures: ${images.encodes} encoded`)

    const boot = await bootScript()
    const server: ServerEntry = await import(pathToFileURL(bundles.serverEntry).href)
    const files = fileWriter()
    await prerenderPages(site, { ...bundles, dir: staging, boot: boot.code, server, write: files.write })
    log(`✔ prerendered ${site.pages.length} pages and ${site.notFound.length} not-found pages`)

    await writeHostFiles(site, { dir: staging, outDir, scripts: [boot.source], write: files.write })
    await writeSiteFiles(site, { root, dir: staging, write: files.write })
    await files.flush()
    const compressed = await precompress(staging)
    log(`✔ hosting files written, ${compressed} files precompressed`)

    rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    if (!quiet) console.log(`✔ dist ready in ${Math.round(performance.now() - started)} ms`)
    return {
      outDir,
      routes: site.pages.map((p) => p.route),
      notFound: site.notFound.map((p) => p.route),
      imageEncodes: images.encodes,
      imageMs,
    }
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
function loadValidSite(siteDir: string, root: string, quiet: boolean): Site {
  const loaded = loadSite({ siteDir, cwd: root })
  const format = process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human'
  if (loaded.warnings.length > 0 && !quiet)
    console.warn(formatWarnings(loaded.warnings, format, { color: process.stderr.isTTY }))
  if (loaded.ok) return loaded.site
  throw new ContentErrors(loaded.errors, formatErrors(loaded.errors, format, { color: process.stderr.isTTY }))
}

/** The picture phase's warnings printed, its errors thrown (pictures are checked as they are processed). */
function reportProblems(result: { errors: ContentError[]; warnings: ContentWarning[] }, quiet: boolean): void {
  const format = process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human'
  if (result.warnings.length > 0 && !quiet)
    console.warn(formatWarnings(result.warnings, format, { color: process.stderr.isTTY }))
  if (result.errors.length > 0)
    throw new ContentErrors(result.errors, formatErrors(result.errors, format, { color: process.stderr.isTTY }))
}

export type { Site }

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { site: { type: 'string' }, out: { type: 'string' } },
  })
  buildSite({ siteDir: values.site, outDir: values.out }).catch((error: unknown) => {
    // Content errors are the author's to fix: their report alone, without a stack trace.
    console.error(error instanceof ContentErrors ? error.message : error)
    process.exitCode = 1
  })
}
