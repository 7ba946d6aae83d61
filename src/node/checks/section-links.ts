import type { ContentError } from '../errors/errors.ts'
import { closest, listChoices } from '../errors/suggest.ts'
import { anchorsFor } from '../../shared/anchors.ts'
import { layoutIds } from '../../shared/layout-ids.ts'
import { valueAt } from '../model/connect.ts'
import type { Anchor, ContractTable } from '../content/contracts.ts'

/** A prop that has a value: a section shown only when it does is on the page. */
function present(value: unknown): boolean {
  return Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== null && value !== '' && value !== false
}

/**
 * The section ids a block's schema declares (`x-anchors`). On a page file whose block is not connected yet (a
 * `[id].yaml` template), a section shown only when the item has a value is counted as there.
 */
function declaredAnchors(block: object, anchors: readonly Anchor[]): string[] {
  return anchors.flatMap((anchor) => {
    if (typeof anchor === 'string') return [anchor]
    if ('id' in anchor) {
      const connected = valueAt(block, `/${anchor.when.split('/')[1]}`) !== undefined
      return !connected || present(valueAt(block, anchor.when)) ? [anchor.id] : []
    }
    const items = valueAt(block, anchor.each)
    if (!Array.isArray(items)) return []
    return anchorsFor(items.map((item) => String(valueAt(item, `/${anchor.slug}`) ?? '')))
  })
}

/** The ids of a page with these blocks: the blocks' own `id`s, the sections their schemas declare, and the layout's. */
export function pageSectionIds(blocks: readonly { type: string }[], contracts: ContractTable): Set<string> {
  const ids = blocks.flatMap((block) => blockSectionIds(block, contracts))
  return new Set([...ids, ...layoutIds])
}

/** The ids of each block already met, per contract table: a block of an unchanged file is the same object. */
const blockIds = new WeakMap<ContractTable, WeakMap<object, string[]>>()

function blockSectionIds(block: { type: string }, contracts: ContractTable): string[] {
  let known = blockIds.get(contracts)
  if (!known) {
    known = new WeakMap()
    blockIds.set(contracts, known)
  }
  let ids = known.get(block)
  if (!ids) {
    ids = [
      ...('id' in block && typeof block.id === 'string' ? [block.id] : []),
      ...declaredAnchors(block, contracts.get(block.type)?.anchors ?? []),
    ]
    known.set(block, ids)
  }
  return ids
}

/** The ids every page has: what a `#id` link in site.yaml (the header, the footer) may jump to. */
export function everyPageSectionIds(): Set<string> {
  return new Set(layoutIds)
}

/**
 * A link to a section that its page does not have: `/careers#open-roles` where no block of /careers has the id
 * `open-roles`, or `#open-roles` on a page without it. `route` is the page the link goes to ("" for the page it is
 * on), `ids` that page's sections; no ids known means the target is not checked (a collection item's `#id` is shown on
 * more than one page).
 */
export function sectionLinkProblem(
  value: string,
  route: string,
  ids: ReadonlySet<string> | undefined,
): Pick<ContentError, 'code' | 'message' | 'expected' | 'hint'> | undefined {
  const hash = value.indexOf('#')
  if (hash === -1 || !ids) return undefined
  const fragment = decode(value.slice(hash + 1))
  // An empty fragment, and "top" where no element has that id, take the browser to the top of the page (HTML).
  if (fragment === '' || fragment.toLowerCase() === 'top' || ids.has(fragment)) return undefined
  const page = route || 'this page'
  const blockIds = [...ids].filter((id) => !layoutIds.includes(id))
  const near = closest(fragment, blockIds)
  return {
    code: 'broken-section-link',
    message: `the link ${value} jumps to a section that ${page} does not have`,
    expected: blockIds.length
      ? `the id of a block of ${page}: ${listChoices(blockIds)}`
      : `the id of a block of ${page}`,
    hint: near
      ? `Did you mean "${value.slice(0, hash)}#${near}"?`
      : `Add "id: ${fragment}" to the block of ${page} the link should jump to, or link to the page without "#${fragment}".`,
  }
}

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}
