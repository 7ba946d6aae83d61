import type { PageModuleRef } from 'virtual:site'
import { blockLoaders } from '../blocks/registry.ts'
import type { BlockComponent, BlockComponents } from '../blocks/types.ts'
import type { BlockType } from '../generated/schema-types.ts'
import { notFoundScopeFor, normalizeRoute } from '../shared/routes.ts'
import type { PageData } from '../shared/types.ts'

/** Loads one block type's code into `code`: the registry's mapped type keeps the component and its type together. */
async function loadInto<K extends BlockType>(type: K, code: BlockComponents): Promise<void> {
  const module = await blockLoaders[type]()
  Object.assign(code, { [type]: module.default })
}

/** A page's data with the code of the blocks loaded so far (all of its blocks, except on the page being hydrated). */
export interface LoadedPage {
  data: PageData
  components: BlockComponents
}

export interface PageTable {
  pages: Record<string, PageModuleRef>
  notFound: Record<string, PageModuleRef>
  /** Old addresses of moved pages → their new address (the hosts answer them with a 301). */
  redirects?: Record<string, string>
}

/**
 * Which page module shows a path: the page itself (the new page, for the old address of a moved page), or the
 * not-found page of the nearest folder that has one.
 */
export function resolvePath(path: string, table: PageTable): { key: string; ref: PageModuleRef } | undefined {
  const route = movedTo(path, table) ?? normalizeRoute(path)
  const page = table.pages[route]
  if (page) return { key: route, ref: page }
  const scope = notFoundScopeFor(route, Object.keys(table.notFound))
  return scope === undefined ? undefined : { key: `!${scope}`, ref: table.notFound[scope]! }
}

/** The new address of a moved page when `path` is one of its old addresses (`aliases`), else undefined. */
export function movedTo(path: string, table: PageTable): string | undefined {
  return table.redirects?.[normalizeRoute(path)]
}

/** Loads page data and block code; results are cached, so a loaded page renders synchronously. */
export class PageCache {
  private readonly loaded = new Map<string, PageData>()
  private readonly pending = new Map<string, Promise<LoadedPage>>()
  /** The code of every block type loaded so far, shared by all pages. */
  private readonly code: BlockComponents = {}

  /** The code of every block type loaded so far. */
  get components(): BlockComponents {
    return this.code
  }
  /** The page being hydrated, which may render before all its blocks' code is here (see BlockRenderer). */
  private hydrating: string | undefined

  constructor(private table: PageTable) {}

  setTable(table: PageTable) {
    this.table = table
  }

  /** The new address of a moved page when `path` is one of its old addresses. */
  movedTo(path: string): string | undefined {
    return movedTo(path, this.table)
  }

  private async loadCode(types: readonly BlockType[]): Promise<void> {
    const missing = [...new Set(types)].filter((type) => !this.code[type])
    await Promise.all(missing.map((type) => loadInto(type, this.code)))
  }

  /** The code of one block type. */
  block = async (type: BlockType): Promise<BlockComponent> => {
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
    return this.loadFound(found, firstScreen)
  }

  /** Loads the not-found page of a folder (`/`, `/services`) and the code of all its blocks. */
  loadNotFound(scope: string): Promise<LoadedPage> {
    const ref = this.table.notFound[scope]
    if (!ref) return Promise.reject(new Error(`No not-found page for ${scope}`))
    return this.loadFound({ key: `!${scope}`, ref })
  }

  private loadFound(
    found: { key: string; ref: PageModuleRef },
    firstScreen?: readonly BlockType[],
  ): Promise<LoadedPage> {
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

  clear() {
    this.loaded.clear()
    this.pending.clear()
  }
}
