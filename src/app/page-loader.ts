import type { ComponentType } from 'react'
import type { PageModuleRef } from 'virtual:site'
import { blockLoaders } from '../blocks/registry.ts'
import type { BlockType } from '../generated/schema-types.ts'
import { notFoundScopeFor, normalizeRoute } from '../shared/routes.ts'
import type { PageData } from '../shared/types.ts'

export type BlockComponents = Partial<Record<BlockType, ComponentType<never>>>

/** A page's data with the code of every block it uses, ready to render without suspending. */
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

async function loadComponents(types: readonly BlockType[]): Promise<BlockComponents> {
  const unique = [...new Set(types)]
  const modules = await Promise.all(unique.map((type) => blockLoaders[type]()))
  return Object.fromEntries(unique.map((type, i) => [type, modules[i]!.default]))
}

/** Loads page data and block code in parallel; results are cached, so a loaded page renders synchronously. */
export class PageCache {
  private readonly loaded = new Map<string, LoadedPage>()
  private readonly pending = new Map<string, Promise<LoadedPage>>()

  constructor(private table: PageTable) {}

  setTable(table: PageTable) {
    this.table = table
  }

  peek(path: string): LoadedPage | undefined {
    const found = resolvePath(path, this.table)
    return found ? this.loaded.get(found.key) : undefined
  }

  load(path: string): Promise<LoadedPage> {
    const found = resolvePath(path, this.table)
    if (!found) return Promise.reject(new Error(`No page or not-found page for ${path}`))
    const done = this.loaded.get(found.key)
    if (done) return Promise.resolve(done)
    let promise = this.pending.get(found.key)
    if (!promise) {
      promise = Promise.all([found.ref.load(), loadComponents(found.ref.blocks)]).then(([module, components]) => {
        const page = { data: module.default, components }
        this.loaded.set(found.key, page)
        this.pending.delete(found.key)
        return page
      })
      this.pending.set(found.key, promise)
    }
    return promise
  }

  /** Replaces one page's data (dev: after an edit), keeping its block code and loading any new block types. */
  async replace(data: PageData, key: string): Promise<void> {
    const components = await loadComponents(data.blocks.map((b) => b.type))
    this.loaded.set(key, { data, components })
  }

  clear() {
    this.loaded.clear()
    this.pending.clear()
  }
}
