declare module 'virtual:site' {
  import type { ClientConfig } from './shared/types.ts'
  export const site: ClientConfig
  /** The folders that have their own not-found page (page data itself is fetched by address: page-loader.ts). */
  export const notFoundScopes: string[]
}

declare module 'virtual:site/gallery' {
  import type { PageData, ResolvedBlock } from './shared/types.ts'
  /** Every block type with its schema's example, connected like a page's blocks (src/node/bundle/gallery.ts). */
  export const items: Array<{ type: string; description: string; block?: ResolvedBlock; problem?: string }>
  /** Every icon the schema allows, by name, in the schema's order (the examples draw theirs from it). */
  export const icons: NonNullable<PageData['icons']>
  /** The icon list's description in the schema (defs/icon.schema.json). */
  export const iconsDescription: string
}

/** The site's web font stylesheet (a side-effect import; empty when the site declares none). */
declare module 'virtual:site/fonts' {}
