import type { ComponentType } from 'react'
import type { PageModuleRef } from 'virtual:site'
import { blockLoaders } from '../blocks/registry.ts'
import type { BlockType } from '../generated/schema-types.ts'
import { notFoundScopeFor, normalizeRoute } from '../shared/routes.ts'
import type { PageData } from '../shared/types.ts'

export type BlockComponents = Partial<Record<BlockType, ComponentType<never>>>

/** A page's data with the code of the blocks loaded so far (all of its blocks, except on the page being hydrated). */
export interface LoadedPage {
  data: PageData
  components: BlockComponents
}

export interface PageTable {
  pages: Record<string, PageModuleRef>
  notFound: Record<string, PageModuleRef>
}

/** Which page module shows a path: the page itself, or the not-found page of the nearest folder that has one. */
export function resolvePath(path: string, table: PageTable): { key: string; ref: PageModuleRef } | undefined {
  const route = normalizeRoute(path)
  const page = table.pages[route]
  if (page) return { key: route, ref: page }
  const scope = notFoundScopeFor(route, Object.keys(table.notFound))
  return scope === undefined ? undefined : { key: `!${scope}`, ref: table.notFound[scope]! }
}

/** Loads page data and block code; results are cached, so a loaded page renders synchronously. */
export class PageCache {
  private readonly loaded = new Map<string, PageData>()
  private readonly pending = new Map<string, Promise<LoadedPage>>()
  /** The code of every block type loaded so far, shared by all pages. */
  private readonly code: BlockComponents = {}
  /** The page being hydrated, which may render before all its blocks' code is here (see BlockRenderer). */
  private hydrating: string | undefined

  constructor(private table: PageTable) {}

  setTable(table: PageTable) {
    this.table = table
  }

  private async loadCode(types: readonly BlockType[]): Promise<void> {
    const missing = [...new Set(types)].filter((type) => !this.code[type])
    const modules = await Promise.all(missing.map((type) => blockLoaders[type]()))
    // The cast joins the union of block modules to the union of components (the registry's mapped type checks each).
    missing.forEach((type, i) => (this.code[type] = modules[i]!.default as ComponentType<never>))
  }

  /** The code of one block type. */
  block = async (type: BlockType): Promise<ComponentType<never>> => {
    await this.loadCode([type])
    return this.code[type]!
  }

  private page(data: PageData): LoadedPage {
    return { data, components: this.code }
  }

  /** A page ready to render: its data and all its blocks' code (or the page being hydrated, whatever code it has). */
  peek(path: string): LoadedPage | undefined {
    const found = resolvePath(path, this.table)
    return found && this.ready(found)
  }

  private ready(found: { key: string; ref: PageModuleRef }): LoadedPage | undefined {
    const data = this.loaded.get(found.key)
    if (!data) return undefined
    const complete = found.ref.blocks.every((type: BlockType) => this.code[type])
    return complete || found.key === this.hydrating ? this.page(data) : undefined
  }

  /**
   * Loads a page's data and the code of its blocks, in parallel; the same promise for the same page until it is
   * done. `firstScreen` (hydration of a prerendered page): only the code of those block types; the page's other
   * blocks load theirs when they come near the screen.
   */
  load(path: string, firstScreen?: readonly BlockType[]): Promise<LoadedPage> {
    const found = resolvePath(path, this.table)
    if (!found) return Promise.reject(new Error(`No page or not-found page for ${path}`))
    if (firstScreen) this.hydrating = found.key
    else if (found.key !== this.hydrating) this.hydrating = undefined
    const ready = this.ready(found)
    if (ready && !firstScreen) return Promise.resolve(ready)
    const key = firstScreen ? `${found.key} ${firstScreen.join(' ')}` : found.key
    let promise = this.pending.get(key)
    if (!promise) {
      const data = this.loaded.get(found.key) ?? found.ref.load().then((module) => module.default)
      promise = Promise.all([data, this.loadCode(firstScreen ?? found.ref.blocks)]).then(([loaded]) => {
        this.loaded.set(found.key, loaded)
        this.pending.delete(key)
        return this.page(loaded)
      })
      this.pending.set(key, promise)
    }
    return promise
  }

  /** Replaces one page's data (dev: after an edit), loading the code of any new block types. */
  async replace(data: PageData, key: string): Promise<void> {
    await this.loadCode(data.blocks.map((b) => b.type))
    this.loaded.set(key, data)
  }

  clear() {
    this.loaded.clear()
    this.pending.clear()
  }
}
