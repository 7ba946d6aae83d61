import type {
  Block,
  BlockNeeds,
  BlockType,
  CollectionEntries,
  CollectionName,
  PageFile,
  SiteConfig,
} from '../generated/schema-types.ts'

/**
 * A drawing as lucide describes it: its SVG elements with their attributes, on a 24-unit grid. The build reads it from
 * lucide (src/node/model/page-extras.ts) into each page's data; src/components/Svg.tsx draws it.
 */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number>])[]

/** What the build adds to every collection item: its id (the file name), its address and facts about its files. */
export interface EntryMeta {
  id: string
  /** The item's page: the one its collection's `[id].yaml` makes, or its own `href`. */
  route?: string
  /** Facts read from the files the item names at build time (PDF size and page count), keyed by their path. */
  files?: Record<string, FileInfo>
  /** On a page of another language: the language of the item's text, when it is not translated into the page's. */
  lang?: string
  /**
   * On a page of another language: the language of the page the item's link leads to, when it is not the page's
   * (`fallback: leave-out`), and the words that say so (site.yaml `labels.inLanguage`, filled).
   */
  linkLang?: { code: string; marker?: string }
}

/** An item of the collection `K`, as the build hands it to blocks: the fields of its YAML file plus EntryMeta. */
export type Entry<K extends CollectionName> = CollectionEntries[K] & EntryMeta

/** An item of any collection. */
export type AnyEntry = { [K in CollectionName]: Entry<K> }[CollectionName]

/** A downloadable file as the build measured it. */
export interface FileInfo {
  /** Size in bytes. */
  bytes: number
  /** Number of pages (PDFs). */
  pages: number
  /**
   * The size in megabytes as the page's language writes its numbers ("2,6" in French), on a page of a language other
   * than the default; written at build time (shared/files.ts megabytesIn).
   */
  size?: string
}

/** The props of one block type: the fields its schema allows, plus what the build resolves for it (`x-needs`). */
export type BlockProps<K extends BlockType> = Extract<Block, { type: K }> & BlockNeeds[K]

/** Any block with its needs resolved, tagged by `type`: what a page's data holds and the renderer draws. */
export type ResolvedBlock = { [K in BlockType]: BlockProps<K> }[BlockType]

/** A block as the build's connector (src/node/model/connect.ts) makes it: typed by the contract, not by the compiler. */
export type ConnectedBlock = { readonly type: BlockType } & { readonly [prop: string]: unknown }

/**
 * One page's data, built and validated at build time and sent to the browser per route: the page file's title,
 * description and share image (the title filled from the item on a collection page) and its blocks with their needs
 * resolved.
 */
export interface PageData<B = ResolvedBlock> extends Pick<PageFile, 'title' | 'description' | 'image'> {
  route: string
  blocks: B[]
  /** True for not-found pages: served with HTTP 404. */
  notFound?: boolean
  /** True for a page marked `draft: true` (or showing a draft item): only the dev server has such pages, with a banner. */
  draft?: boolean
  /**
   * A page whose publishAt has not come (scheduled) or whose unpublishAt has passed (expired): the words of its banner
   * (site.yaml labels.scheduled / labels.expired, the time filled in). Only the dev server has such pages.
   */
  publication?: { banner: string }
  /** The drawings of the icons the page's content names, by name (added by the build: src/node/model/page-extras.ts). */
  icons?: Record<string, IconNode>
  /** The dates the page's content holds, written out in the site's language (added by the build: page-extras.ts). */
  dates?: Record<string, string>
  /** The build that wrote the page (added by the build): a page open since an earlier build loads it as a new document. */
  build?: string
  /** On a site in several languages: the language switcher's links (this page in each language, else its home). */
  languages?: Array<{ code: string; label: string; href: string; current?: true; dir?: 'rtl' }>
  /** On a page of a language other than the default: the site's words in that language (its header, footer, forms). */
  site?: ClientConfig
  /** A fallback page (not translated, shown in the default language): the language of its content and the notice. */
  untranslated?: { lang: string; notice: string }
}

/** The company as pages show it: without what only search engines read (its schema.org kind, its hours as data). */
export type ClientCompany = Omit<SiteConfig['company'], 'type' | 'hours'> & {
  hours: Array<Omit<SiteConfig['company']['hours'][number], 'weekdays' | 'opens' | 'closes'>>
}

/**
 * site.yaml as every page's script receives it: without what only the build (url, shareImage, the address rules, the
 * feeds, the time zone, the company's facts for search engines) or the blocks that declare them use.
 */
export type ClientConfig = Omit<
  SiteConfig,
  | 'forms'
  | 'shareImage'
  | 'url'
  | 'imageOrigins'
  | 'httpLinkOrigins'
  | 'feeds'
  | 'company'
  | 'timeZone'
  | 'locales'
  | 'vocabularies'
  | 'labels'
  | 'theme'
> & {
  company: ClientCompany
  labels: Omit<SiteConfig['labels'], 'scheduled' | 'expired' | 'pageMoved'>
  theme: Omit<SiteConfig['theme'], 'fonts'> & { fonts: Omit<SiteConfig['theme']['fonts'], 'faces'> }
  /** The home page of the language, on a page of a language other than the default (`/fr`); `/` otherwise. */
  home?: string
}

/** A route as the site map lists it. */
export interface RouteSummary {
  route: string
  title: string
  navLabel: string
}

export type { Block, BlockType, CollectionName, SiteConfig }
