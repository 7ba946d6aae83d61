import { stylesReady } from './prerendered-styles.ts'
import type { BlockComponent, BlockComponents } from '../blocks/types.ts'
import type { BlockType } from '../generated/schema-types.ts'
import { notFoundDataUrl, notFoundScopeFor, normalizeRoute, pageDataUrl } from '../shared/routes.ts'
import type { RootElement } from '../shared/root-data.ts'
import type { PageData } from '../shared/types.ts'

/**
 * Loads one block type's code into `code`: the registry's mapped type keeps the component and its type together. The
 * registry is a chunk of its own, which a page whose blocks are all static never needs (a page with an interactive
 * first block lists it among its scripts: src/node/bundle/bundle.ts). A name that is no block type (read from the
 * page) has no code.
 */
async function loadInto(type: string, code: BlockComponents): Promise<void> {
  const { blockLoaders, isBlockType } = await import('../blocks/registry.ts')
  if (!isBlockType(type)) return
  const module = await blockLoaders[type]()
  Object.assign(code, { [type]: module.default })
}

/**
 * The language switcher and the untranslated-page notice (src/layout/Languages): code of their own, loaded with the
 * first page of a site in several languages (its data lists `languages`), so a site in one language never loads it.
 */
export let languages: typeof import('../layout/Languages/Languages.tsx') | undefined

/** Loads the language parts for a page that has languages (the server renderer awaits it before rendering). */
export async function loadLanguages(data: PageData): Promise<void> {
  // import() gives the same module each time: no need to remember it was asked for.
  if (data.languages) languages = await import('../layout/Languages/Languages.tsx')
}

/**
 * The block renderer (src/blocks/BlockRenderer.tsx), code of its own: a prerendered page whose blocks are all static
 * keeps them as drawn (KeptBlocks.tsx) and never needs it. It comes with the first page the browser draws or
 * hydrates blocks of: a navigation's (`PageCache.load`), or a page with an interactive block (hydrate.tsx).
 */
export let blockRenderer: typeof import('../blocks/BlockRenderer.tsx') | undefined
let rendererLoading: Promise<typeof import('../blocks/BlockRenderer.tsx')> | undefined

/** Loads the block renderer (the same promise until it is here; asked again after a failure). */
export function loadBlockRenderer(): Promise<typeof import('../blocks/BlockRenderer.tsx')> {
  rendererLoading ??= import('../blocks/BlockRenderer.tsx').then(
    (module) => (blockRenderer = module),
    (error: unknown) => {
      rendererLoading = undefined
      throw error
    },
  )
  return rendererLoading
}

/** The data of the page hydrated with its blocks kept as prerendered (KeptBlocks.tsx), until another page shows. */
let kept: PageData | undefined

/** Hydrates the page of this data with its blocks as prerendered (hydrate.tsx: none of them is interactive). */
export function keepPrerendered(data: PageData): void {
  kept = data
}

/**
 * Whether a page shows its blocks as prerendered. Only the hydrated page, and only until another page has shown:
 * coming back to it, the browser draws its blocks (the prerendered ones are gone).
 */
export function keptAsPrerendered(data: PageData): boolean {
  return data === kept
}

/** Another page is on screen: the hydrated page's blocks are drawn by the browser from now on. */
export function forgetPrerendered(data: PageData): void {
  if (data !== kept) kept = undefined
}

/** A page's data with the code of the blocks loaded so far (all of its blocks, except on the page being hydrated). */
export interface LoadedPage {
  data: PageData
  components: BlockComponents
}

/**
 * Where page data comes from. The client knows no list of pages: a page's data is found from its address alone
 * (a JSON file the build writes for every page, see `pageDataUrl`), so what a visitor downloads does not grow with
 * the site. Only the folders that have their own not-found page are known up front (a handful).
 */
export interface PageSource {
  /**
   * The data of the page at a route; `movedTo` for the old address of a moved page (its `aliases`: hosts answer it
   * with a 301, the build writes this note where its data would be); undefined when no page has that route.
   */
  page(route: string): Promise<PageData | Moved | undefined>
  /** The data of a folder's not-found page. */
  notFound(scope: string): Promise<PageData>
  /** The folders (`/`, `/services`) that have a not-found page. */
  notFoundScopes: readonly string[]
}

/** What the build writes at the data address of a moved page's old address. */
export interface Moved {
  movedTo: string
}

/** The first page's data, when client.tsx asked for it at this address: taken once. */
function takeRequested(url: string): Promise<Response> | undefined {
  const root = typeof document === 'undefined' ? null : (document.getElementById('root') as RootElement | null)
  const requested = root?.pageData
  if (requested?.url !== url) return undefined
  delete root!.pageData
  return requested.response
}

/**
 * Reads a page's JSON; undefined when the server has none (404). `build`: the build the running code came from; a
 * page of another build (the site was deployed since this page was opened) is refused, as its blocks may need code
 * this build does not have.
 */
async function fetchJson(url: string, build: string | undefined): Promise<PageData | Moved | undefined> {
  const response = await (takeRequested(url) ?? fetch(url))
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  const data: PageData | Moved = await response.json()
  if (build && 'blocks' in data && data.build !== build)
    throw new Error(`${url}: from build ${data.build}, this page runs build ${build}`)
  return data
}

/**
 * The browser's source: the page data files of the build (or of the dev server, which serves the same addresses).
 * `build`: the build the page's code came from (#root's data-build; none in dev).
 */
export function fetchedPages(notFoundScopes: readonly string[], build?: string): PageSource {
  return {
    notFoundScopes,
    page: (route) => fetchJson(pageDataUrl(route), build),
    async notFound(scope) {
      const data = await fetchJson(notFoundDataUrl(scope), build)
      if (!data || 'movedTo' in data) throw new Error(`No not-found page for ${scope}`)
      return data
    },
  }
}

/** A source with no pages: for code that only loads blocks (the server renderer, the block gallery). */
export const NO_PAGES: PageSource = {
  notFoundScopes: [],
  page: async () => undefined,
  notFound: (scope) => Promise.reject(new Error(`No not-found page for ${scope}`)),
}

/** Loads page data and block code; results are cached, so a loaded page renders synchronously. */
export class PageCache {
  /** Data by route; null for a route with no page (its folder's not-found page shows there). */
  private readonly pages = new Map<string, PageData | null>()
  private readonly notFound = new Map<string, PageData>()
  /** Old addresses of moved pages met so far → their new address. */
  private readonly moved = new Map<string, string>()
  private readonly pending = new Map<string, Promise<LoadedPage>>()
  /** The code of every block type loaded so far, shared by all pages. */
  private readonly code: BlockComponents = {}
  /** The route being hydrated, which may render before all its blocks' code is here (see BlockRenderer). */
  private hydrating: string | undefined

  private source: PageSource
  private readonly unavailable?: (route: string, error: unknown) => boolean

  /**
   * `unavailable`: called when a page asked for by a navigation cannot be shown here (its data or code failed to
   * load, or comes from another build); the browser then loads the address as a new document (hydrate.tsx), if the
   * visitor is still there. It says whether it did.
   */
  constructor(source: PageSource, unavailable?: (route: string, error: unknown) => boolean) {
    this.source = source
    this.unavailable = unavailable
  }

  /** The code of every block type loaded so far. */
  get components(): BlockComponents {
    return this.code
  }

  private async loadCode(types: readonly string[]): Promise<void> {
    const missing = [...new Set(types)].filter((type) => !Object.hasOwn(this.code, type))
    await Promise.all(missing.map((type) => loadInto(type, this.code)))
  }

  /** The code of one block type. */
  block = async (type: BlockType): Promise<BlockComponent> => {
    await this.loadCode([type])
    return this.code[type]!
  }

  /** The new address of a moved page when `path` is one of its old addresses (known once it has been loaded). */
  movedTo(path: string): string | undefined {
    return this.moved.get(normalizeRoute(path))
  }

  /** The data shown at a route, if it is here: the page's (the new page's, at an old address), or its folder's not-found page's. */
  private dataAt(path: string): PageData | undefined {
    const route = this.movedTo(path) ?? path
    const data = this.pages.get(route)
    if (data !== null) return data
    const scope = notFoundScopeFor(route, this.source.notFoundScopes)
    return scope === undefined ? undefined : this.notFound.get(scope)
  }

  /** A page ready to render: its data and all its blocks' code (or the page being hydrated, whatever code it has). */
  peek(path: string): LoadedPage | undefined {
    const route = normalizeRoute(path)
    const data = this.dataAt(route)
    if (!data) return undefined
    const complete = data.blocks.every((block) => this.code[block.type])
    return complete || route === this.hydrating ? { data, components: this.code } : undefined
  }

  /** The data at a route: fetched once, and the nearest folder's not-found page where no page has the route. */
  private async fetchData(route: string): Promise<PageData> {
    const known = this.dataAt(route)
    if (known) return known
    const data = this.pages.has(route) ? undefined : await this.source.page(route)
    if (data && 'movedTo' in data) {
      this.moved.set(route, data.movedTo)
      return this.fetchData(data.movedTo)
    }
    this.pages.set(route, data ?? null)
    if (data) return data
    const scope = notFoundScopeFor(route, this.source.notFoundScopes)
    if (scope === undefined) throw new Error(`No page or not-found page for ${route}`)
    const notFound = this.notFound.get(scope) ?? (await this.source.notFound(scope))
    this.notFound.set(scope, notFound)
    return notFound
  }

  /**
   * Loads a page's data, then the code of its blocks; the same promise for the same page until it is done.
   * `firstScreen` (hydration of a prerendered page): only the code of those block types, loaded alongside the data;
   * the page's other blocks load theirs when they come near the screen.
   */
  load(path: string, firstScreen?: readonly string[]): Promise<LoadedPage> {
    const route = normalizeRoute(path)
    if (firstScreen) this.hydrating = route
    else if (route !== this.hydrating) this.hydrating = undefined
    const ready = this.peek(route)
    if (ready && !firstScreen) return Promise.resolve(ready)
    const key = firstScreen ? `${route} ${firstScreen.join(' ')}` : route
    let promise = this.pending.get(key)
    if (!promise) {
      const data = this.fetchData(route)
      // A page drawn in the browser (a navigation) has styles no prerendered page had: with what writes them.
      const code = firstScreen
        ? this.loadCode(firstScreen)
        : Promise.all([
            data.then((loaded) => this.loadCode(loaded.blocks.map((block) => block.type))),
            stylesReady(),
            loadBlockRenderer(),
          ])
      promise = Promise.all([data, code, data.then(loadLanguages)]).then(
        ([loaded]) => {
          this.pending.delete(key)
          return { data: loaded, components: this.code }
        },
        (error: unknown) => {
          // Hydration keeps the prerendered page as it is (its links still work); a navigation hands over to the
          // browser and never settles, so the page the visitor left stays on screen until the new document comes.
          if (firstScreen || !this.unavailable) {
            this.pending.delete(key)
            throw error
          }
          // While the browser loads the new document, a render of this one (a timer's, an announcement's) asks
          // for the page again and gets this promise, not a second fetch the unloading document would cut off. A
          // page not handed over (the visitor has gone elsewhere) is fetched again when asked for.
          if (!this.unavailable(route, error)) this.pending.delete(key)
          return new Promise<never>(() => {})
        },
      )
      this.pending.set(key, promise)
    }
    return promise
  }

  /** Given data with the code of all its blocks (the server renderer, which has every page's data at hand). */
  async withCode(data: PageData): Promise<LoadedPage> {
    await this.loadCode(data.blocks.map((block) => block.type))
    return { data, components: this.code }
  }

  /** Records that an address has no page of its own (a prerendered not-found page says so), so none is fetched. */
  noPageAt(path: string) {
    this.pages.set(normalizeRoute(path), null)
  }

  /** Forgets all data and reads from `source` from now on (the dev server's content changed); block code stays. */
  reset(source: PageSource) {
    this.source = source
    this.pages.clear()
    this.moved.clear()
    this.notFound.clear()
    this.pending.clear()
  }
}
