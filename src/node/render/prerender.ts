import { join } from 'node:path'
import { assetInliner, leadImageOf } from './lead-image.ts'
import { iconTags, type LeadPicture } from './html.ts'
import { pageFeedLinks } from './feeds.ts'
import { pageStructuredData } from './page-structured-data.ts'
import { jsonLdDocument } from './structured-data.ts'
import { siteIcons, WEB_MANIFEST } from './site-files.ts'
import type { DocumentContext, PageJob, PageMade } from './page-document.ts'
import type { PageForIndex } from './index-text.ts'
import {
  inFlight,
  PageRenderError,
  type RenderPool,
  type RenderWorkerAhead,
  renderJobs,
  renderPool,
  renderWorkerAhead,
} from './render-pool.ts'
import { type KeptPage, ownInputsKey, type PageCache, siteInputsKey } from './page-cache.ts'
import { inputsKey } from '../util/inputs-key.ts'
import { prepareTemplate } from './template.ts'
import { valueAt } from '../model/connect.ts'
import { dataUrlOf, pageDataJson } from '../model/page-data.ts'
import { loadIconSet } from '../model/page-extras.ts'
import type { PageRecord, Site } from '../model/site.ts'
import { blockContracts } from '../content/contracts.ts'
import { locate } from '../content/yaml-source.ts'
import { folderMaker, linkOrCopy } from '../util/files.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'
import type { Picture } from '../../shared/picture.ts'

/**
 * The prerender: every page and not-found page of the site rendered to HTML by the server renderer, written with its
 * data file. The page's data goes to the renderer as the same bytes the browser fetches, so both render the same
 * data; the HTML around the app (head, #root's list of scripts, the boot script) is html.ts's.
 */

export interface PrerenderOptions {
  /** The build's folder: the bundles are in it, the pages go into it. */
  dir: string
  /** The built index.html, the template of every page (template.ts tunes it once). */
  template: string
  /** The boot script's code, inlined at the end of every page (boot-script.ts). */
  boot: string
  /** The server renderer's file (src/app/server.tsx as built), which each render worker loads. */
  serverEntry: string
  /** The server renderer, loaded in the build's thread (with one job). */
  loadServer: () => Promise<PageRenderer>
  /** How many threads render pages (render-pool.ts): one worker per core by default; 1 renders in this thread. */
  jobs?: number
  /** Names this build: the pages and their data carry it (#root's data-build, the data's `build`). */
  buildId: string
  /** The scripts a page needs for its first block types, from the bundler's manifest (bundle/bundle.ts). */
  scriptsFor: (blockTypes: string[]) => string[]
  /** Puts an unchanged page's file from the last build into this one (the build's file writer's hard link). */
  link?: (from: string, to: string) => void
  /**
   * Handed each published page's words as its render worker took them (index-text.ts), or for a page copied from the
   * last build what this returned for it then and a reader of its HTML (the search index, search-index.ts); not-found
   * pages are not.
   */
  published?: (page: PageRecord, html: PageForIndex) => Promise<string>
  /** What the last build into the same folder wrote (page-cache.ts): its unchanged pages are copied, not rendered. */
  cache?: PageCache
  /** Names the renderer's code and the bundles (bundle-cache.ts bundleKey): part of every page's inputs. */
  bundleKey: string
  /** Where the web font's subsets are kept between builds (fonts.ts), and whether this build may take one. */
  fontCache?: { dir: string; reuse: boolean }
}

/** What the prerender did, for the build's log and result. */
export interface PrerenderResult {
  /** The HTML files of the pages it rendered (`index.html`, `services/404.html`); the others were copied. */
  rendered: string[]
  copied: number
  /** How many pages it compared with the last build's by making their jobs (page-cache.ts). */
  compared: number
  /** Keeps what this build wrote for the next (page-cache.ts), once the build's folder has replaced the last. */
  save?: () => void
}

/**
 * Renders and writes every page of the site and its data file. What a page needs of the site (its data, its head's
 * facts, its JSON-LD) is worked out here; its document is made and its two files written by the render pool
 * (page-document.ts, in worker threads); the search index is handed each page's words here, in page order.
 */
export async function prerenderPages(site: Site, options: PrerenderOptions): Promise<PrerenderResult> {
  // A rebuild with the last build's bundles most likely renders a few pages in one worker (below): it starts now, and
  // loads the server renderer while this thread makes the template and compares the pages (0.1-0.2 s at 1,000 pages).
  const ahead =
    options.jobs !== 1 && options.cache?.bundles() === options.bundleKey
      ? renderWorkerAhead(options.serverEntry)
      : undefined
  try {
    return await prerenderWith(site, options, ahead)
  } finally {
    await ahead?.close()
  }
}

async function prerenderWith(
  site: Site,
  options: PrerenderOptions,
  ahead: RenderWorkerAhead | undefined,
): Promise<PrerenderResult> {
  const { dir } = options
  const contracts = blockContracts()
  const inline = assetInliner(site.siteDir)
  const {
    html: template,
    entry,
    fonts,
    fontsWritten,
  } = await prepareTemplate(
    options.template,
    dir,
    site,
    inline,
    options.boot,
    options.fontCache && { ...options.fontCache, dependencies: options.bundleKey },
  )
  const iconSet = await loadIconSet()
  const pages = [...site.pages, ...site.notFound]
  const context: DocumentContext = {
    template,
    config: site.config,
    icons: iconTags(siteIcons(site)),
    entry,
    fonts,
    buildId: options.buildId,
    manifest: WEB_MANIFEST,
    preloads: preloadTable(pages, options.scriptsFor),
    defaultLocale: site.locales?.default.code,
  }
  // Everything every page is made from: the context, the renderer's code, and the year (the footer's copyright
  // reads the clock as it renders).
  const contextKey = inputsKey(JSON.stringify(context), options.bundleKey, String(new Date().getFullYear()))
  const jobOf = (page: PageRecord): PageJob => {
    const lead = leadImageOf(page, contracts)
    const { things, article } = pageStructuredData(site, page, contracts)
    const picture = lead && leadPicture(page, lead.pointer)
    return {
      route: page.route,
      notFound: page.data.notFound === true,
      dataUrl: dataUrlOf(page),
      // The page's data, as the browser fetches it on hydration and on client-side navigation.
      json: pageDataJson(page.data, iconSet, page.locale?.code ?? site.config.language, options.buildId),
      // A page's own picture, else the site's, described in the page's language (its file's shareImage).
      image: page.data.image ?? site.locales?.list.find((l) => l.code === page.locale?.code)?.config.shareImage,
      alternates: pageFeedLinks(site, page, contracts),
      article: article ? { date: article.date } : undefined,
      lead: lead && { src: lead.src, picture },
      structuredData: jsonLdDocument(things),
      locale: page.locale,
    }
  }
  // A page's HTML file names it: a section's not-found page has the section's route (/services/404.html).
  const htmlOf = (page: PageRecord) => join(page.route.slice(1), page.data.notFound ? '404.html' : 'index.html')
  const filesOf = (page: PageRecord, job: PageJob) => [job.dataUrl.slice(1), htmlOf(page)]
  // What this build wrote for a page, recorded for the next build (page-cache.ts), once per page.
  const written = new Map<string, KeptPage>()
  const record = (page: PageRecord, job: PageJob): KeptPage => {
    // The page's data hashed as it is: written into the job's JSON, its every quote was escaped first (0.09 ms a page
    // in the build's main thread against 0.03 ms, on the bench's pages of 12 KB of data).
    const { json, ...facts } = job
    const entry = { key: inputsKey(json, JSON.stringify(facts)), files: filesOf(page, job), own: ownInputsKey(page) }
    written.set(htmlOf(page), entry)
    return entry
  }
  const filesFor = (page: PageRecord, job: PageJob) => ({
    dir,
    json: join(dir, job.dataUrl),
    html: join(dir, htmlOf(page)),
    indexed: !job.notFound && options.published !== undefined,
  })
  const poolFor = (jobs: number, worker?: boolean) =>
    renderPool({ jobs, worker, serverEntry: options.serverEntry, loadServer: options.loadServer, context })
  // The pages the last build wrote from the same context, and which of them are unchanged: worked out first, so
  // that a rebuild after one edit renders its few pages in one thread instead of starting a worker per core. The
  // jobs of the changed pages are kept for their render (a job is made once). The first FEW_PAGES changed pages go,
  // as they are found, to one render worker (the one started with the prerender, else one started at the first),
  // which loads the server renderer and renders them on the other core while this thread compares the rest. In this
  // thread, loading the renderer and the first render
  // (some 0.3 s) came after the comparison, and the search index waited for them before it was sent the edited
  // page's shard; at 1,000 pages a rebuild after an edit of a page's words now takes about 0.9x the time (14
  // interleaved pairs). `--jobs 1` keeps them in this thread.
  const last = options.cache?.kept(contextKey)
  const kept = last?.pages ?? new Map<string, KeptPage>()
  // When what every page reads of the site besides its own file is as it was (page-cache.ts siteInputsKey), a page
  // whose own file is as it was is taken without making its job: after an edit of one page's words, only that page is
  // compared (0.35 s of a rebuild at 1,000 pages, most of it making and hashing every page's data).
  const siteKey = siteInputsKey(site, contextKey)
  const sameSite = siteKey !== undefined && last?.site === siteKey
  const unchanged = new Set<string>()
  let compared = 0
  const changedJobs = new Map<PageRecord, PageJob>()
  let early: RenderPool | undefined
  const rendersEarly = new Map<PageRecord, Promise<PageMade>>()
  if (kept.size > 0)
    for (const page of pages) {
      const before = kept.get(htmlOf(page))
      if (sameSite && before?.own === ownInputsKey(page)) {
        unchanged.add(htmlOf(page))
        written.set(htmlOf(page), { ...before })
        continue
      }
      const job = jobOf(page)
      compared++
      // An unchanged page keeps the files it was copied with (its style sheet among them).
      if (before?.key === record(page, job).key) {
        unchanged.add(htmlOf(page))
        written.get(htmlOf(page))!.files = before.files
      } else {
        changedJobs.set(page, job)
        if (options.jobs === 1 || rendersEarly.size >= FEW_PAGES) continue
        early ??= ahead?.pool(context) ?? poolFor(1, true)
        const rendering = early.render(job, filesFor(page, job))
        // Awaited in page order below; a failure is not left unhandled meanwhile.
        rendering.catch(() => {})
        rendersEarly.set(page, rendering)
      }
    }
  // The worker started with the prerender, when no page went to it (none changed, or the context did and every page
  // renders in the pool): stopped now, not held with its renderer through the whole render.
  if (ahead && early === undefined) await ahead.close()
  const toRender = pages.length - unchanged.size
  let pool: RenderPool | undefined
  const poolOf = () =>
    (pool ??= toRender <= FEW_PAGES && early ? early : poolFor(toRender <= FEW_PAGES ? 1 : renderJobs(options.jobs)))
  const result: PrerenderResult = { rendered: [], copied: 0, compared }
  const link = options.link ?? linkInto()
  const settle = async (page: PageRecord, job: PageJob | undefined, rendering: Promise<PageMade> | undefined) => {
    if (!job || !rendering) {
      // A copied page is the last build's file, which stays where it is (host/write.ts replaceDist).
      const last = kept.get(htmlOf(page))!
      const read = () => options.cache!.read(htmlOf(page))
      if (!page.data.notFound && options.published)
        written.get(htmlOf(page))!.search = await options.published(
          page,
          last.search === undefined ? read() : { main: last.search, read },
        )
      result.copied++
      return
    }
    // Written by the render worker (render-pool.ts): only the page's words for the search index come back.
    const made = await rendering.catch((error: unknown) => {
      throw error instanceof PageRenderError ? renderError(page, error) : error
    })
    // Its style sheet is one of its files: a copy of the page in a later build brings it along.
    written.get(htmlOf(page))!.files = [...filesOf(page, job), made.sheet]
    if (made.indexText !== undefined && options.published)
      written.get(htmlOf(page))!.search = await options.published(page, { words: made.indexText })
    result.rendered.push(htmlOf(page))
  }
  try {
    // A few pages in the pool's hands at a time, settled in order as they come back.
    const queue: Array<[PageRecord, PageJob | undefined, Promise<PageMade> | undefined]> = []
    for (const page of pages) {
      if (unchanged.has(htmlOf(page)) && options.cache!.copy(kept.get(htmlOf(page))!, dir, link)) {
        queue.push([page, undefined, undefined])
        continue
      }
      // Made above when the last build's pages were compared (a page whose files were gone is made again here).
      const job = changedJobs.get(page) ?? jobOf(page)
      if (kept.size === 0) record(page, job)
      const rendering = rendersEarly.get(page) ?? poolOf().render(job, filesFor(page, job))
      // Awaited in turn below; a failure while an earlier page is written is not left unhandled meanwhile.
      rendering.catch(() => {})
      queue.push([page, job, rendering])
      // The pool that has the page (poolOf made it, for a page not rendered early).
      if (queue.length >= inFlight((pool ?? early)!)) await settle(...queue.shift()!)
    }
    while (queue.length > 0) await settle(...queue.shift()!)
    await fontsWritten
  } finally {
    await pool?.close()
    if (early !== pool) await early?.close()
  }
  // Kept for the next build once this one has replaced the last (build.ts).
  result.save = () => options.cache?.save(contextKey, written, siteKey, options.bundleKey)
  return result
}

/** A link of a file into a folder made as needed, for a prerender given no file writer's. */
function linkInto(): (from: string, to: string) => void {
  const folderOf = folderMaker()
  return (from, to) => {
    folderOf(to)
    linkOrCopy(from, to)
  }
}

/** Up to this many pages to render, the build's own thread renders them: starting workers would cost more. */
const FEW_PAGES = 16

/** The scripts a page preloads, for every block type a page of the site opens with, and for none. */
function preloadTable(pages: PageRecord[], scriptsFor: (blockTypes: string[]) => string[]): Record<string, string[]> {
  const table: Record<string, string[]> = { '': scriptsFor([]) }
  for (const page of pages) {
    const type = page.data.blocks[0]?.type
    if (type !== undefined) table[type] ??= scriptsFor([type])
  }
  return table
}

/** A page that failed to render, said at its file (and the block that throws, when one does). */
function renderError(page: PageRecord, error: PageRenderError): Error {
  const { block, message } = error.failure
  const place = block ? locate(page.source, `/blocks/${block.index}`) : { line: 1, column: 1 }
  const what = block ? `its block ${block.index + 1} (${block.type}) threw` : 'the renderer threw'
  return new Error(
    `${page.file}:${place.line}:${place.column}: the page ${page.route} could not be rendered: ${what}: ${message}`,
    { cause: error },
  )
}

/** The preload of a page's lead photograph (its best format's variants), when the build made variants of it. */
function leadPicture(page: PageRecord, pointer: string): LeadPicture | undefined {
  const picture = valueAt(page.data, pointer.replace(/\/src$/, '/picture')) as Picture | undefined
  const best = picture?.sources[0]
  return picture && best ? { type: best.type, srcset: best.srcset, sizes: picture.sizes } : undefined
}
