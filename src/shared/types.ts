import type { IconNode } from '../components/Svg.tsx'
import type { Block, SiteConfig } from '../generated/schema-types.ts'

/** A collection item as the browser receives it: its fields plus its id and route. */
export interface CollectionEntry {
  id: string
  route?: string
  /** Facts read from the files the item names at build time (PDF size and page count), keyed by their path. */
  files?: Record<string, FileInfo>
  [field: string]: unknown
}

/** A downloadable file as the build measured it. */
export interface FileInfo {
  /** Size in bytes. */
  bytes: number
  /** Number of pages (PDFs). */
  pages: number
}

/** One page's data, built and validated at build time and sent to the browser per route. */
export interface PageData {
  route: string
  title: string
  description: string
  image?: { src: string; alt: string }
  blocks: Block[]
  /** The collection item this page shows, on a `[id].yaml` page. */
  entry?: CollectionEntry
  /** Items of the collections the page's blocks list or reference. */
  collections: Record<string, CollectionEntry[]>
  /** True for not-found pages: served with HTTP 404. */
  notFound?: boolean
  /** The drawings of the icons the page's content names, by name (added by the build: src/build/page-extras.ts). */
  icons?: Record<string, IconNode>
  /** Every route of the site, on pages with a site map (added by the build). */
  routes?: RouteSummary[]
  /** site.yaml's `forms`, on pages with a form (added by the build). */
  forms?: SiteConfig['forms']
}

/** site.yaml as every page's script receives it: without what only the build (url, shareImage) or pages with a form use. */
export type ClientConfig = Omit<SiteConfig, 'forms' | 'shareImage' | 'url'>

/** A route as the site map lists it. */
export interface RouteSummary {
  route: string
  title: string
  navLabel: string
}

export type { Block, SiteConfig }
