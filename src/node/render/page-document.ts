import { createHash } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { APP_DIR } from '../util/app-entries.ts'
import { writeWhole } from '../util/files.ts'
import { indexText } from './index-text.ts'
import { headTags, hoistedPreloads, renderDocument, withStructuredData, type LeadPicture } from './html.ts'
// Only what a page's document needs: a render worker loads these and nothing else of the engine.
import type { SiteConfig } from '../../shared/types.ts'
import type { PageRenderer, RenderedPage } from '../../shared/rendered-page.ts'
import type { PageLocale } from '../model/site.ts'

/**
 * One page's document from what the prerender worked out for it (a `PageJob`): the server renderer's HTML, the head
 * around it, the list of scripts on #root and the JSON-LD at the end. This is the part of a page's prerender that
 * costs (React's render, Emotion's styles, the gzip that checks the first round trip), and it needs no `Site`: it
 * runs in a render worker (render-worker.ts) or, with one job, in the build's own thread, the same code either way.
 */

/** What every page's document is made with: the same for the whole build, handed to each worker once. */
export interface DocumentContext {
  /** The tuned template (template.ts). */
  template: string
  config: SiteConfig
  /** The icon links of every page's head. */
  icons: string[]
  /** The entry script and its imports (#root's data-entry). */
  entry: string[]
  /** The web fonts every page preloads (template.ts). */
  fonts: string[]
  buildId: string
  /** The web manifest's address (site-files.ts). */
  manifest: string
  /**
   * The scripts a page preloads, by the block types the renderer names (`preloadTypes` joined by spaces): worked out
   * by the main thread from the bundler's manifest, for every first block of the site and for none.
   */
  preloads: Record<string, string[]>
  /** On a site in several languages: the default language's code (hreflang x-default). */
  defaultLocale?: string
}

/** What the main thread hands over for one page: its data as the browser fetches it, and the facts of its head. */
export interface PageJob {
  route: string
  notFound: boolean
  /** Where the page's data file is served (#root's data-page). */
  dataUrl: string
  /** The page's data file (model/page-data.ts). */
  json: string
  image?: { src: string; alt: string }
  alternates: Array<{ type: string; title: string; href: string }>
  /** The page is an article (Open Graph `article`), published at this date when it has one. */
  article?: { date?: string }
  /** The page's first picture: its address, and its variants to preload when it is a photograph. */
  lead?: { src: string; picture?: LeadPicture }
  /** The JSON-LD of the page (structured-data.ts), if it describes anything. */
  structuredData?: object
  /** On a site in several languages: the page's language, its translations, the page a fallback page shows. */
  locale?: PageLocale
}

/** A page's HTML, and the style sheet it links (its data file is the job's `json`, as it is). */
export interface PageOutput {
  html: string
  /** The page's style sheet: where it goes (stylesheetFile) and its text. */
  sheet: { file: string; css: string }
}

/** Where a page's two files go (absolute paths), and whether the search index reads the page. */
export interface PageFiles {
  /** The build's folder, where a page's style sheet goes (stylesheetFile). */
  dir: string
  json: string
  html: string
  indexed: boolean
}

/** What comes back to the build's thread of a page made and written: the words the search index reads, if it does. */
export interface PageMade {
  indexText?: string
  /** The page's style sheet, relative to the build's folder (stylesheetFile). */
  sheet: string
}

/**
 * Makes a page and writes its two files where it is made (a render worker, or the build's thread with one job), so
 * that only its words for the search index go back to the build's thread, not both files' contents (which that thread
 * wrote, then dropped, for every page); or says why the renderer could not make it. A failure to write (a full disk)
 * is thrown: it is the build's, not the page's.
 */
export async function makePage(
  context: DocumentContext,
  server: PageRenderer,
  job: PageJob,
  files: PageFiles,
  folderOf: (file: string) => void,
): Promise<{ made: PageMade } | { failure: RenderFailure }> {
  let output: PageOutput
  try {
    output = await pageDocument(context, server, job)
  } catch (error) {
    return { failure: await renderFailure(server, job, error) }
  }
  folderOf(files.json)
  writeFileSync(files.json, job.json)
  folderOf(files.html)
  writeFileSync(files.html, output.html)
  // Pages that show the same blocks share one: the first writes it (its name is its text's hash; a render thread beside
  // this one may write the same file, each whole).
  const sheet = join(files.dir, output.sheet.file)
  if (!existsSync(sheet)) writeWhole(sheet, output.sheet.css)
  const made: PageMade = { sheet: output.sheet.file }
  if (files.indexed) made.indexText = indexText(output.html)
  return { made }
}

/**
 * Where a page's styles go: a style sheet named by its text's hash, among the app's files (cached for good, as the
 * scripts are), linked in the page's <head>. Pages that show the same blocks share one (the Zuma site's 68 pages: 19).
 */
export function stylesheetFile(css: string): string {
  return `${APP_DIR}/styles-${createHash('sha256').update(css).digest('base64url').slice(0, 12)}.css`
}

/** The scripts of `preloadTypes`, from the context's table. */
export function preloadsOf(context: DocumentContext, types: string[]): string[] {
  const listed = context.preloads[types.join(' ')]
  if (!listed) throw new Error(`no preloads were worked out for the block types "${types.join(' ')}"`)
  return listed
}

/** Renders one page and makes its document. */
async function pageDocument(context: DocumentContext, server: PageRenderer, job: PageJob): Promise<PageOutput> {
  const { config } = context
  // The renderer gets the same bytes as the browser, so both render the same data.
  const rendered = await renderJob(server, job, job.json)
  const sheet = { file: stylesheetFile(rendered.sheet), css: rendered.sheet }
  const preloads = preloadsOf(context, rendered.preloadTypes).filter((href) => !context.entry.includes(href))
  const hoisted = hoistedPreloads(rendered.html)
  // The page's data for search engines goes at the end of the response, after what the browser paints.
  const html = withStructuredData(
    renderDocument(
      context.template,
      config,
      headTags(config, {
        title: rendered.title,
        description: rendered.description,
        route: job.route,
        image: job.image,
        notFound: job.notFound,
        stylesheet: sheet.file,
        leadImage: job.lead?.picture ?? job.lead?.src,
        preloads: hoisted.preloads,
        fonts: context.fonts,
        icons: context.icons,
        alternates: job.alternates,
        ogType: job.article ? 'article' : 'website',
        ogExtra: job.article?.date ? { 'article:published_time': job.article.date } : {},
        locale: job.locale,
        defaultLocale: context.defaultLocale,
      }),
      hoisted.body,
      { entry: context.entry, preloads, dataUrl: job.dataUrl, manifest: context.manifest, build: context.buildId },
      job.locale,
    ),
    job.structuredData,
  )
  return { html, sheet }
}

/** The server renderer's page, or the error of a part of it React could not render. */
async function renderJob(server: PageRenderer, job: PageJob, json: string): Promise<RenderedPage> {
  const rendered = job.notFound ? await server.renderNotFound(job.route, json) : await server.render(job.route, json)
  const fallback = rendered.html.indexOf(CLIENT_FALLBACK)
  if (fallback === -1) return rendered
  // React's development build says why in the boundary's template (its production build does not).
  const said = /^<template[^>]*? data-msg="([^"]*)"/.exec(rendered.html.slice(fallback + CLIENT_FALLBACK.length))?.[1]
  throw new Error(
    said
      ? unescapeHtml(said).split('\n\n').at(-1)!
      : 'React could not render it on the server (its production build does not say why: `npm run dev` shows the error on the page)',
  )
}

/**
 * React's mark of a part of a page it could not render on the server and leaves to the browser (a suspense boundary
 * whose content threw: each block's code is one). A built page never ships with it: the build fails instead.
 */
const CLIENT_FALLBACK = '<!--$!-->'

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** Why a page could not be rendered: the error's words, and the block that throws it when one alone does. */
export interface RenderFailure {
  message: string
  stack?: string
  block?: { index: number; type: string }
}

/**
 * What went wrong in a page's render, found again by rendering the page with its first block, its first two, … until
 * one fails: that block is named (React's render says nothing of where an error was). Run only
 * when a page failed, so it costs nothing in a build that succeeds.
 */
async function renderFailure(server: PageRenderer, job: PageJob, error: unknown): Promise<RenderFailure> {
  const failure: RenderFailure =
    error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) }
  try {
    const data = JSON.parse(job.json) as { blocks?: Array<{ type: string }> }
    const blocks = data.blocks ?? []
    for (let count = 1; count <= blocks.length; count++) {
      const json = JSON.stringify({ ...data, blocks: blocks.slice(0, count) })
      try {
        await renderJob(server, job, json)
      } catch {
        return { ...failure, block: { index: count - 1, type: blocks[count - 1]!.type } }
      }
    }
  } catch {
    // The page's data is not JSON: the failure is said as it is.
  }
  return failure
}
