declare module 'virtual:site' {
  import type { ClientConfig, PageData } from './shared/types.ts'
  import type { BlockType } from './generated/schema-types.ts'
  export interface PageModuleRef {
    load: () => Promise<{ default: PageData }>
    /** The block types the page uses, so their code loads alongside its data. */
    blocks: BlockType[]
  }
  export const site: ClientConfig
  export const pages: Record<string, PageModuleRef>
  export const notFound: Record<string, PageModuleRef>
  /** Old addresses of moved pages (their `aliases`) → their new address. */
  export const redirects: Record<string, string>
}

declare module 'virtual:site/gallery' {
  import type { PageData, ResolvedBlock } from './shared/types.ts'
  /** Every block type with its schema's example, connected like a page's blocks (src/build/gallery.ts). */
  export const items: Array<{ type: string; description: string; block?: ResolvedBlock; problem?: string }>
  /** Every icon the schema allows, by name, in the schema's order (the examples draw theirs from it). */
  export const icons: NonNullable<PageData['icons']>
  /** The icon list's description in the schema (defs/icon.schema.json). */
  export const iconsDescription: string
}
