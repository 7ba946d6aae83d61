import { Suspense, use, useEffect, useRef, useState, type RefObject } from 'react'
import { useSite } from '../app/contexts.tsx'
import type { BlockType, ResolvedBlock } from '../shared/types.ts'
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx'
import { isStatic } from './interactive.ts'
import { attachBehaviours } from './slot-behaviours.ts'
import { renderBlock } from './render-block.tsx'
import type { BlockComponent, BlockComponents } from './types.ts'

interface Props {
  blocks: ResolvedBlock[]
  /** The code of the blocks loaded so far: on a page being hydrated, only those on screen. */
  components: BlockComponents
  /** Fetches the code of a block type (cached by the page cache). */
  load: (type: BlockType) => Promise<BlockComponent>
}

/**
 * A block's code loads as the block starts to come into view. Its prerendered HTML is there already, so the visitor
 * sees no change; only its interactive parts wait for the code (a few kilobytes).
 */
const NEAR = '0px 0px 64px 0px'

/**
 * Renders a page's blocks in order, each with its own error boundary, in a slot (`data-block`) with a Suspense
 * boundary. On a prerendered page, only the blocks on the first screen have their code loaded before hydration;
 * the others stay as the prerendered HTML (readable, links working) until they come near the screen, and then
 * load their code and hydrate, each on its own. A static block (no state, effects or handlers: registry.ts) never
 * loads its code there: its HTML is final. That keeps the JavaScript of a first visit to what the visitor can use.
 */
export function BlockRenderer({ blocks, components, load }: Props) {
  const { config } = useSite()
  return (
    <>
      {blocks.map((block, index) => (
        <BlockErrorBoundary key={index} type={block.type} index={index} message={config.labels.blockFailed}>
          <BlockSlot block={block} Component={components[block.type]} load={load} />
        </BlockErrorBoundary>
      ))}
    </>
  )
}

interface Pending {
  promise: Promise<BlockComponent>
  resolve: (component: BlockComponent) => void
  reject: (error: unknown) => void
}

function pending(): Pending {
  let resolve!: Pending['resolve']
  let reject!: Pending['reject']
  const promise = new Promise<BlockComponent>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

function BlockSlot({
  block,
  Component,
  load,
}: {
  block: ResolvedBlock
  Component: BlockComponent | undefined
  load: Props['load']
}) {
  const slot = useRef<HTMLDivElement>(null)
  const still = isStatic(block)
  // A static block being hydrated (its code is never loaded for the prerendered page: registry.ts) keeps its HTML.
  const [keep] = useState(() => still && !Component)
  const [code] = useState(() => (Component || keep ? undefined : pending()))

  useEffect(() => {
    if (keep) return void slot.current?.setAttribute('data-live', '')
    if (!code) return
    const prerendered = slot.current?.firstElementChild
    const start = () =>
      load(block.type).then(
        (loaded) => code.resolve(loaded),
        // Code that cannot load (the visitor went offline) leaves a prerendered block as it is: still readable.
        (error: unknown) => (prerendered ? undefined : code.reject(error)),
      )
    // Rendered on the client (not hydrating): nothing to show until the code is here, so fetch it now.
    if (!prerendered || typeof IntersectionObserver !== 'function') return void start()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: NEAR },
    )
    observer.observe(prerendered)
    return () => observer.disconnect()
  }, [keep, code, block, load])

  // A tab bar shows its current tab on narrow screens, a full-screen hero darkens as the page scrolls
  // (slot-behaviours.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for a new block, whose elements the body finds in the DOM
  useEffect(() => attachBehaviours(slot.current), [block])

  // `data-static`: hydrate.tsx loads no code for it (a static block on the first screen is not waited for).
  if (keep)
    // The prerendered HTML stays as it is: React hydrates the slot but never looks inside it, so nothing can make it
    // render the block again without its code.
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: writes nothing (KEPT is the empty string): it keeps the prerendered HTML
      <div ref={slot} data-block={block.type} data-static="" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />
    )
  return (
    <div ref={slot} data-block={block.type} data-static={still ? '' : undefined}>
      <Suspense fallback={null}>
        <BlockBody block={block} Component={Component} code={code} slot={slot} />
      </Suspense>
    </div>
  )
}

/** The inner HTML React is told a kept slot has: it never compares or sets it while hydrating, nor after. */
const KEPT = { __html: '' }

function BlockBody({
  block,
  Component,
  code,
  slot,
}: {
  block: ResolvedBlock
  Component: BlockComponent | undefined
  code: Pending | undefined
  slot: RefObject<HTMLDivElement | null>
}) {
  const Loaded = Component ?? use(code!.promise)
  // Marks the slot once the block is live (browser tests wait for it).
  useEffect(() => slot.current?.setAttribute('data-live', ''), [slot])
  return renderBlock(block, Loaded)
}
