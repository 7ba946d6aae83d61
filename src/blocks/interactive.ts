import type { ResolvedBlock } from '../shared/types.ts'
import type { BlockType } from '../generated/schema-types.ts'
import type { BlockProps } from './types.ts'

/**
 * The block types whose blocks are interactive: they have state, effects or event handlers of their own (a form, a
 * filter, a button), all of them or those their props say. Every other block is a pure drawing of its props, links
 * and text: on a prerendered page its HTML is all it ever is, so its code is never loaded there and it is never
 * hydrated (BlockRenderer); its links are plain links the app navigates on the client (SmartLink.tsx). It still
 * renders with its code after a client-side navigation, where there is no HTML to keep. A block said static that is
 * not would lose its interactivity on a first visit, one said interactive that is not would cost code for nothing:
 * tests/blocks/static-blocks.test.tsx renders every block of both sites and checks each, both ways.
 */
const interactive: { [K in BlockType]?: true | ((block: BlockProps<K>) => boolean) } = {
  'case-study-grid': true,
  'contact-form': true,
  map: true,
  newsletter: true,
  // Its photographs open a larger view (whose own code loads on first use).
  'photo-gallery': true,
  'resource-library': true,
  search: true,
}

/** Whether a block's prerendered HTML is final (see `interactive`): no code to load, nothing to hydrate. */
export function isStatic(block: ResolvedBlock): boolean {
  // The mapped type pairs each type with a rule for its own props; TypeScript cannot follow that pairing across the
  // union of block types (as in render-block.tsx).
  const rule = interactive[block.type] as true | ((block: ResolvedBlock) => boolean) | undefined
  return !(typeof rule === 'function' ? rule(block) : rule)
}
