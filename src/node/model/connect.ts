import type { BlockContract, ContractTable, Need } from '../content/contracts.ts'
import { normalizeRoute } from '../../shared/routes.ts'
import type { AnyEntry, BlockType, ConnectedBlock, RouteSummary, SiteConfig } from '../../shared/types.ts'

/**
 * The connector of every block, run by the build: it resolves what a block's schema says it needs (`x-needs`, see
 * contracts.ts) into the block's props, so the component is a function of its props alone.
 */

/** What the build knows when it connects the blocks of one page. */
export interface PageContext {
  route: string
  /** The item of a `[id].yaml` page, with the name of its collection. */
  entry?: { collection: string; item: AnyEntry }
  config: SiteConfig
  routes: readonly RouteSummary[]
  collections: ReadonlyMap<string, readonly AnyEntry[]>
}

/** A need the page cannot meet, at the pointer of the block field it is about. */
export interface ConnectProblem {
  pointer: string
  message: string
  expected: string
  hint: string
}

export type Connected = { ok: true; block: ConnectedBlock } | { ok: false; problem: ConnectProblem }

/** The value a JSON pointer names inside `value` (`/entry/id`), or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  let node = value
  for (const part of pointerParts(pointer)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** The steps of each pointer met: the schemas' few dozen pointers are read for every block of every page. */
const pointers = new Map<string, readonly string[]>()

function pointerParts(pointer: string): readonly string[] {
  let parts = pointers.get(pointer)
  if (!parts) {
    parts = pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    if (pointers.size >= 10_000) pointers.clear()
    pointers.set(pointer, parts)
  }
  return parts
}

/**
 * The settings of site.yaml a need's dotted path names (`forms`). A `*` step goes into every item of a list
 * (`navigation.links.*.menu.groups`: the groups of every header link's menu), so a path can name several values;
 * steps that lead nowhere (a link without a menu) name none.
 */
export function settingsAt(config: unknown, path: string): unknown[] {
  let values = [config]
  for (const step of path.split('.')) {
    values = values.flatMap((value) => {
      if (step === '*') return Array.isArray(value) ? value : []
      const next = valueAt(value, `/${step}`)
      return next === undefined ? [] : [next]
    })
  }
  return values
}

/** A block with its needs resolved into props. */
export function connectBlock(
  block: { readonly type: BlockType },
  contract: BlockContract | undefined,
  page: PageContext,
): Connected {
  // A block that needs nothing is its own props: the same object at every load of an unchanged file, so what is
  // derived from it (its section ids: checks/section-links.ts) is derived once.
  if (!contract?.needs.length) return { ok: true, block }
  const props: Record<string, unknown> = { ...block }
  for (const [prop, need] of contract?.needs ?? []) {
    const resolved = resolveNeed(need, props, page)
    if ('problem' in resolved) return { ok: false, problem: resolved.problem }
    if (resolved.value !== undefined) props[prop] = resolved.value
  }
  return { ok: true, block: { ...props, type: block.type } }
}

function resolveNeed(
  need: Need,
  props: Record<string, unknown>,
  page: PageContext,
): { value: unknown } | { problem: ConnectProblem } {
  switch (need.from) {
    case 'entry':
      if (page.entry?.collection === need.collection) return { value: page.entry.item }
      return {
        problem: {
          pointer: '/type',
          message: `the ${String(props.type)} block shows an item of the collection "${need.collection}", but this page shows ${page.entry ? `an item of "${page.entry.collection}"` : 'no item'}`,
          expected: `a page made by a [id].yaml file with "collection: ${need.collection}"`,
          hint: `Use this block in a [id].yaml page with "collection: ${need.collection}", or remove it from this page.`,
        },
      }
    case 'collection': {
      const name = need.collection.startsWith('/') ? valueAt(props, need.collection) : need.collection
      let items = page.collections.get(String(name)) ?? []
      if (need.ids) {
        const ids = valueAt(props, need.ids)
        const wanted = Array.isArray(ids) ? ids : []
        items = wanted.flatMap((id) => items.filter((item) => item.id === id))
      }
      if (need.exceptCurrent && valueAt(props, need.exceptCurrent) === true) {
        const current = normalizeRoute(page.route)
        items = items.filter((item) => item.id !== page.entry?.item.id && normalizeRoute(item.route ?? '') !== current)
      }
      return { value: items }
    }
    case 'site': {
      const settings = settingsAt(page.config, need.path)
      if (!need.find) {
        const setting = need.path.includes('*') ? settings : settings[0]
        if (need.omit && setting && typeof setting === 'object' && !Array.isArray(setting))
          return { value: Object.fromEntries(Object.entries(setting).filter(([key]) => !need.omit!.includes(key))) }
        return { value: setting }
      }
      const find = Object.entries(need.find)
      const list = settings.flatMap((setting) => (Array.isArray(setting) ? (setting as unknown[]) : []))
      return {
        value: list.find((item) =>
          find.every(([field, pointer]) => valueAt(item, `/${field}`) === valueAt(props, pointer)),
        ),
      }
    }
    case 'routes':
      return { value: page.routes }
    case 'page':
      return { value: page.route }
  }
}

/** The blocks of a page, connected; problems come back with the index of their block. */
export function connectBlocks(
  blocks: ReadonlyArray<{ readonly type: BlockType }>,
  contracts: ContractTable,
  page: PageContext,
): { blocks: ConnectedBlock[]; problems: Array<ConnectProblem & { index: number }> } {
  const resolved: ConnectedBlock[] = []
  const problems: Array<ConnectProblem & { index: number }> = []
  blocks.forEach((block, index) => {
    const connected = connectBlock(block, contracts.get(block.type), page)
    if (connected.ok) resolved.push(connected.block)
    else problems.push({ ...connected.problem, index })
  })
  return { blocks: resolved, problems }
}
