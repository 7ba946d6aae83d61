/**
 * What #root of a prerendered page tells the page's scripts: the build writes it as `data-*` attributes
 * (src/node/render/html.ts), the inlined boot script (src/app/boot.ts), the client entry (src/app/client.tsx) and the
 * app (src/app/hydrate.tsx) read them back. The names are written once, in this table; the browser's side reads
 * `#root`'s dataset through the type made from it (RootElement), so a renamed attribute fails the type check on both
 * sides and costs the scripts no byte: a type is erased, and boot.ts, inlined into every page, may import nothing
 * else.
 */

export interface RootData {
  /** The entry module and the modules it imports: boot.ts requests them after the first paint. */
  entry?: string[]
  /** The page's own scripts (the app core and its first blocks' code): client.tsx preloads them. */
  preloads?: string[]
  /** The address of the page's data. */
  dataUrl?: string
  /** The web manifest, linked by boot.ts after the first paint. */
  manifest?: string
  /** The build the page and its scripts come from: a page's data from another build is not rendered with them. */
  build?: string
  /**
   * Dev only: the page is one the dev server's last start drew (bundle/dev-snapshot.ts), shown while the app's code
   * loads, not hydrated: the app draws the page in its place (empty attribute).
   */
  preview?: string
}

/** The attribute of each field, without `data-` (`data-preload` is the dataset's `preload`). Lists are space-separated. */
export const ROOT_ATTRIBUTES = {
  entry: 'entry',
  preloads: 'preload',
  dataUrl: 'page',
  manifest: 'manifest',
  build: 'build',
  preview: 'preview',
} as const satisfies Record<keyof RootData, string>

/** #root's dataset as the browser reads it: each attribute of the table, as text, when the page has it. */
export type RootDataset = { readonly [K in keyof RootData as (typeof ROOT_ATTRIBUTES)[K]]?: string }

/**
 * #root as the browser's scripts see it: an element whose dataset has the table's attributes only (a misspelled or
 * removed one is a type error), which `document.getElementById('root') as RootElement | null` gives them.
 */
export type RootElement = Omit<HTMLElement, 'dataset'> & {
  readonly dataset: RootDataset
  /**
   * The request for the page's data that client.tsx makes alongside the app's code, for page-loader.ts to take when it
   * hydrates the page (a property of the element, not an attribute: the page's HTML never carries it).
   */
  pageData?: { url: string; response: Promise<Response> }
}
