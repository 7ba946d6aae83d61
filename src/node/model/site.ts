import type { ContentError, ContentNotice, ContentWarning } from '../errors/errors.ts'
import type { ValidFile } from '../content/validate.ts'
import type { YamlSource } from '../content/yaml-source.ts'
import type { Reference } from '../content/schemas.ts'
import type { AliasClaim, Redirect } from './redirects.ts'
import type { TimedOut } from './published.ts'
import type { SiteLocales } from './locales.ts'
import type { AnyEntry, ConnectedBlock, PageData, RouteSummary, SiteConfig } from '../../shared/types.ts'

/**
 * The site model's types: what loading a site makes (load.ts) and every later stage reads (the checks, the bundle,
 * the prerender, the host files). They live here, below all their users, so no stage imports a type from the
 * orchestrator that imports it back.
 */

/** How to load a site (load.ts `loadSite`; the dev server's plugin is handed that function). */
export interface EngineOptions {
  /** The content folder (holds site.yaml, pages/, collections/, assets/). */
  siteDir: string
  /** The schema folder. Defaults to the engine's own schema/. */
  schemaDir?: string
  /** Paths in messages are shown relative to this folder. Defaults to the working directory. */
  cwd?: string
  /**
   * Pages and items marked `draft: true`: left out as the production build does (the default: no page, not in any
   * list, a link to one from a published page is an error, placeholder texts on a published page are errors), or
   * shown, as the dev server does.
   */
  drafts?: 'leave-out' | 'show'
  /**
   * The moment publishAt and unpublishAt are read against (model/published.ts): now, unless a test or a build fixes
   * it (`npm run build -- --build-time 2026-11-30T09:00:00Z`).
   */
  now?: Date
  /**
   * A folder where each content file's reading and verdict are kept between runs (content/file-cache.ts): a second
   * `npm run build` or `npm run validate` after one edit parses that one file. Without it they are kept in memory only.
   */
  cacheDir?: string
  /**
   * Whether what the file cache holds is taken (true unless false): a build with `--no-cache` reads and checks every
   * file again, and keeps what it found for the next run.
   */
  reuseCache?: boolean
  /**
   * The dev server watches the site folder and forgets each file it is told changed (content/file-cache.ts
   * forgetFile): a file read before and not reported is taken as it was, without looking at the disk.
   */
  watched?: boolean
  /**
   * The file cache is written to disk by the caller (LoadedSite `saveCache`) instead of as the load ends: a cold build
   * writes it while Pagefind writes the search index on one core, not while the site is checked beside the bundler
   * (3.4 MB at 1,000 pages, 0.15-0.29 s of the build's thread).
   */
  saveCacheLater?: boolean
}

/** A page the site makes; its blocks are `Block`s as written until the connect stage resolves their needs. */
export interface PageRecord<B = ConnectedBlock> {
  route: string
  /** The page file, as shown in messages. */
  file: string
  source: YamlSource
  /** The references of the page file and, on a collection page, of its item's file. */
  references: Reference[]
  navLabel: string
  /** The item a `[id].yaml` page shows, with its collection and file. */
  entry?: { collection: string; item: AnyEntry; file: string }
  /** What the browser receives: blocks with their needs resolved (connect.ts). */
  data: PageData<B>
  /** Marked `draft: true` (in its file or its item's): only a load that shows drafts keeps it. */
  draft?: boolean
  /** What the page file says it is about, for search engines (`describes`), when no block of it says. */
  describes?: 'Service'
  /** The page's old addresses (`aliases` of its file, or of its item on a collection page). */
  aliases?: AliasClaim[]
  /** Its language, on a site with several (model/localise.ts): hreflang, og:locale, the sitemap's alternates. */
  locale?: PageLocale
}

/** Per language other than the default: the addresses of its translations, of the stale ones, and of the pages it lacks. */
export type TranslationTable = Array<{
  code: string
  label: string
  translated: string[]
  stale: string[]
  missing: string[]
}>

/** What a page knows of its language, for the head (hreflang, og:locale) and the sitemap (render/). */
export interface PageLocale {
  code: string
  dir: 'ltr' | 'rtl'
  /** Its language's Open Graph locale (fr_FR; `Locale.ogLocale`). */
  ogLocale: string
  /** The page in every language it is written in (itself among them), when it has a translation: hreflang alternates. */
  alternates: Array<{ code: string; route: string; ogLocale: string }>
  /** A fallback page: the default language's page it shows (search engines are sent there: its canonical). */
  fallbackOf?: string
}

export interface CollectionRecord {
  name: string
  entries: Array<{ item: AnyEntry; file: ValidFile<unknown> }>
}

/** The sections (`#id`) links can jump to on each page: its blocks' `id`s and the ids the layout gives every page. */
export type SectionIds = ReadonlyMap<string, ReadonlySet<string>>

/** What the reference checks and the connector read of a site. */
export interface SiteFacts {
  config: SiteConfig
  collections: ReadonlyMap<string, CollectionRecord>
  /** Every file under assets/, as "/assets/…". */
  assets: ReadonlySet<string>
  routes: RouteSummary[]
  /** Old addresses of moved pages: links to them are not dead, they redirect. */
  redirects?: readonly Redirect[]
  /** What a load that leaves drafts out left out: their addresses, and their items as "collection/id". */
  drafts?: { routes: ReadonlySet<string>; entries: ReadonlySet<string> }
  /** What a load that leaves drafts out left out because of its publishAt / unpublishAt, by address. */
  timedOut?: ReadonlyMap<string, TimedOut>
  /** The sections (`#id`) links can jump to, by page address. */
  sectionIds?: SectionIds
  /** The site's languages, when it has more than one (site.yaml `locales`). */
  locales?: SiteLocales
}

/** A site that loaded without a content error. */
export interface Site extends SiteFacts {
  siteDir: string
  pages: PageRecord[]
  notFound: PageRecord[]
  collections: ReadonlyMap<string, CollectionRecord>
  /** Every file under assets/, as "/assets/…". */
  assets: ReadonlySet<string>
  routes: RouteSummary[]
  /** Old addresses of moved pages and where they go (redirects.ts): the hosting files and fallback pages. */
  redirects: Redirect[]
  /** Every YAML file read, for dev-server watching. */
  files: string[]
  /** The next moment a publishAt or unpublishAt changes what is published (the build writes it: schedule.json). */
  nextChange?: Date
}

/**
 * The result of loading a site: the site, or every content error found (with the files read, to watch them); and,
 * either way, the warnings (content that works but may not be what its author meant), which fail nothing.
 */
export type LoadedSite =
  | ({ ok: true; site: Site; errors: [] } & Heard)
  | ({ ok: false; errors: ContentError[] } & Heard)

/**
 * What a load says besides its errors: the new warnings, the warnings the content acknowledges (with their reasons:
 * printed as one line), the notices (what is scheduled or expired), and the files read (to watch them).
 */
interface Heard {
  /** On a site in several languages: per language, its translated, stale and missing pages (`npm run i18n`). */
  translations?: TranslationTable
  warnings: ContentWarning[]
  acknowledged: Array<ContentWarning & { reason: string }>
  notices: ContentNotice[]
  files: string[]
  /** Writes what the file cache learnt to disk (EngineOptions `saveCacheLater`); once written, a call does nothing. */
  saveCache: () => void
}

/** What `buildSite` (build.ts) is asked: the folders, whether to print, the moment to publish for, the picture cache. */
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
  /** Where processed pictures are kept between builds (default .cache/images under the root; never inside dist/). */
  imageCacheDir?: string
  /**
   * How many threads prerender the pages (render/render-pool.ts): one worker thread per core by default
   * (`os.availableParallelism()`); 1 renders in the build's own thread. `--jobs N` on the command line.
   */
  jobs?: number
  /**
   * Whether the build writes a gzip copy (`file.gz`) of the files every page shares, for hosts that send them as
   * they are (nginx's `gzip_static`, the local server). True by default; false (`--no-gzip-copies`) for hosts that
   * compress on their own (Netlify, Cloudflare Pages, Vercel, GitHub Pages).
   */
  gzipCopies?: boolean
  /**
   * Whether the build may reuse what the last build into the same folder made (incremental builds): its bundles when
   * no code, dependency or site setting the bundler reads changed (bundle/bundle-cache.ts), and the files of each
   * page whose inputs did not change (render/page-cache.ts). True by default; false (`--no-cache`) builds everything
   * (and still keeps what it made for the next build).
   */
  cache?: boolean
  /**
   * The most pages a shard of the search index holds (render/search-index.ts shardSize by default, from the site's
   * size, chosen by measurement); tests set a few to build several shards from a small site.
   */
  searchShardPages?: number
}

export interface BuildResult {
  outDir: string
  routes: string[]
  notFound: string[]
  /** Pictures encoded by this build (0 when every variant came from the cache). */
  imageEncodes: number
  /** How long the picture phase took (checks, encodes or cache copies), in milliseconds. */
  imageMs: number
  /** How long the prerender took (render threads and writing the pages), in milliseconds. */
  prerenderMs: number
  /**
   * The HTML files of the pages this build rendered (`index.html`, `case-studies/index.html`, `services/404.html`);
   * the others were copied from the last build, unchanged.
   */
  rendered: string[]
  /**
   * How many pages the build compared with the last build's by making their data (the others it rendered, as a first
   * build does, or took unchanged because neither their own file nor what they read of the site changed).
   */
  compared: number
  /** Whether the bundles were the last build's (no code or bundler input changed). */
  bundlesReused: boolean
}
