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
}

declare module 'virtual:site/gallery' {
  import type { CollectionEntry, PageData, RouteSummary } from './shared/types.ts'
  export const items: Array<{ type: string; description: string; example: Record<string, unknown> | undefined; entry?: CollectionEntry }>
  export const collections: Record<string, CollectionEntry[]>
  export const icons: NonNullable<PageData['icons']>
  export const routes: RouteSummary[]
  export const forms: PageData['forms']
}
