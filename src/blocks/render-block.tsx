import type { ComponentType, ReactElement } from 'react'
import type { ResolvedBlock } from '../shared/types.ts'
import type { BlockComponent } from './types.ts'

/**
 * Draws a block with the component of its type. The registry's mapped type (registry.ts) guarantees that the component
 * loaded for a type takes exactly that type's props; TypeScript cannot follow that pairing across the union of block
 * types, so this is the one place it is asserted.
 */
export function renderBlock(block: ResolvedBlock, component: BlockComponent): ReactElement {
  const Component = component as ComponentType<ResolvedBlock>
  return <Component {...block} />
}
