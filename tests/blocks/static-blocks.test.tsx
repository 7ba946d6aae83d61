// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { blockLoaders, isStatic } from '../../src/blocks/registry.ts'
import { renderBlock } from '../../src/blocks/render-block.tsx'
import type { BlockComponent } from '../../src/blocks/types.ts'
import { formatErrors } from '../../src/node/errors/format.ts'
import { loadSite } from '../../src/node/load.ts'
import type { BlockType } from '../../src/generated/schema-types.ts'
import type { ResolvedBlock, SiteConfig } from '../../src/shared/types.ts'
import { renderInSite } from '../helpers/render.tsx'

// A block type the registry calls static is never hydrated on a prerendered page (src/blocks/registry.ts): whatever
// state, effect or event handler it had would silently do nothing on a visitor's first page. This renders every block
// of both sites (Zuma's and the example clinic) and looks at what React built for it: the fibers of the block's tree,
// read as React DevTools reads them (the `__reactContainer$` key of the container, each fiber's hook list and props).

const root = join(import.meta.dirname, '../..')

function blocksOf(siteDir: string): { config: SiteConfig; blocks: ResolvedBlock[] } {
  const result = loadSite({ siteDir: join(root, siteDir), cwd: root })
  if (!result.ok) throw new Error(formatErrors(result.errors, 'human', { color: false }))
  const { pages, notFound, config } = result.site
  return { config, blocks: [...pages, ...notFound].flatMap((page) => page.data.blocks as unknown as ResolvedBlock[]) }
}

/** The parts of a React fiber this test reads. */
interface Fiber {
  tag: number
  type: unknown
  memoizedProps: Record<string, unknown> | null
  memoizedState: unknown
  child: Fiber | null
  sibling: Fiber | null
}

interface Hook {
  memoizedState: unknown
  queue: unknown
  next: Hook | null
}

// React's fiber tags and effect flags (react-reconciler: ReactWorkTags.js, ReactHookEffectTags.js).
const CLASS_COMPONENT = 1
const HOST_COMPONENT = 5
const HOOK_FIBERS = new Set([0, 11, 15]) // function component, forwardRef, simple memo
const LAYOUT_EFFECT = 0b0100
const PASSIVE_EFFECT = 0b1000

function isEffect(state: unknown): state is { tag: number; create: unknown } {
  return typeof state === 'object' && state !== null && 'tag' in state && 'create' in state
}

/** What in a fiber makes it interactive: event handlers, state, effects run after rendering, a class. */
function interactivityOf(fiber: Fiber): string[] {
  const name = typeof fiber.type === 'string' ? fiber.type : ((fiber.type as { name?: string })?.name ?? '?')
  if (fiber.tag === CLASS_COMPONENT) return [`${name}: a class component`]
  if (fiber.tag === HOST_COMPONENT)
    return Object.entries(fiber.memoizedProps ?? {})
      .filter(([key, value]) => /^on[A-Z]/.test(key) && typeof value === 'function')
      .map(([key]) => `<${name}> ${key}`)
  if (!HOOK_FIBERS.has(fiber.tag)) return []
  const found: string[] = []
  for (let hook = fiber.memoizedState as Hook | null; hook; hook = hook.next) {
    if (typeof hook.queue === 'object' && hook.queue !== null) found.push(`${name}: state`)
    // Emotion's style insertion (an insertion effect) is the one effect a drawing may have.
    else if (isEffect(hook.memoizedState) && hook.memoizedState.tag & (LAYOUT_EFFECT | PASSIVE_EFFECT))
      found.push(`${name}: an effect`)
  }
  return found
}

function* fibersUnder(fiber: Fiber | null): Generator<Fiber> {
  for (let node = fiber; node; node = node.sibling) {
    yield node
    yield* fibersUnder(node.child)
  }
}

/** Renders a block and returns what makes it interactive (nothing, for a drawing of its props). */
function interactivityOfBlock(block: ResolvedBlock, component: BlockComponent, config: SiteConfig): string[] {
  const { container } = renderInSite(renderBlock(block, component), { config })
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
  if (!key) throw new Error('React keeps no fiber on the container: its internals changed, update this test')
  // The container keeps the root's first fiber; the root itself (its stateNode) knows the tree now on screen.
  const first = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!
  const all = [...fibersUnder(first.stateNode.current)]
  const own = all.find((fiber) => fiber.type === component)
  if (!own) throw new Error(`no fiber of the ${block.type} component`)
  return [own, ...fibersUnder(own.child)].flatMap(interactivityOf)
}

afterEach(cleanup)

describe('static blocks', () => {
  const sites = [blocksOf('site'), blocksOf('examples/clinic')]
  const types = Object.keys(blockLoaders) as BlockType[]

  it.each(types)('%s blocks are declared static exactly when they have no state, effects or handlers', async (type) => {
    const component = (await blockLoaders[type]()).default as BlockComponent
    const checked = sites.flatMap(({ config, blocks }) =>
      blocks
        .filter((block) => block.type === type)
        .map((block) => ({ block, found: [...new Set(interactivityOfBlock(block, component, config))] })),
    )
    expect(checked.length, `no page of either site has a ${type} block to check`).toBeGreaterThan(0)
    for (const { block, found } of checked) {
      const what = `${type} ${JSON.stringify(block).slice(0, 80)}`
      if (isStatic(block)) expect(found, `${what} is declared static (src/blocks/registry.ts)`).toEqual([])
      else expect(found.length, `${what} is declared interactive, but nothing in it is`).toBeGreaterThan(0)
    }
  })
})
