import { useEffect, useRef } from 'react'
import { attachBehaviours } from '../blocks/slot-behaviours.ts'
import type { ResolvedBlock } from '../shared/types.ts'

/**
 * The blocks of a prerendered page whose blocks are all static, as the browser hydrates it: each slot stays as the
 * server drew it, as BlockRenderer keeps a static block, without the block renderer's code, which such a page never
 * needs (it comes with the first page the browser draws itself: page-loader.ts). Same slots, attributes and
 * behaviour as BlockRenderer's for a kept block.
 */
export function KeptBlocks({ blocks }: { blocks: ResolvedBlock[] }) {
  return blocks.map((block, index) => <KeptSlot key={index} type={block.type} />)
}

/** The inner HTML React is told a kept slot has: it never compares or sets it while hydrating, nor after. */
const KEPT = { __html: '' }

function KeptSlot({ type }: { type: string }) {
  const slot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Live at once (browser tests wait for it), and the block's behaviours (src/blocks/slot-behaviours.ts).
    slot.current?.setAttribute('data-live', '')
    attachBehaviours(slot.current)
  }, [])
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: writes nothing (KEPT is the empty string): it keeps the prerendered HTML
    <div ref={slot} data-block={type} data-static="" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />
  )
}
