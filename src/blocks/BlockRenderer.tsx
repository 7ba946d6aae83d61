import type { ComponentType } from 'react'
import { useSite } from '../app/contexts.tsx'
import type { BlockComponents } from '../app/page-loader.ts'
import type { Block } from '../generated/schema-types.ts'
import { BlockErrorBoundary } from './BlockErrorBoundary.tsx'

/** Renders a page's blocks in order, each with its own error boundary. */
export function BlockRenderer({ blocks, components }: { blocks: Block[]; components: BlockComponents }) {
  const { config } = useSite()
  return (
    <>
      {blocks.map((block, index) => {
        // Validation guarantees every type has a component; the cast joins the union of props to the union of components.
        const Component = components[block.type] as ComponentType<Block> | undefined
        return (
          <BlockErrorBoundary key={index} type={block.type} index={index} message={config.labels.blockFailed}>
            {Component ? <Component {...block} /> : <MissingBlock type={block.type} />}
          </BlockErrorBoundary>
        )
      })}
    </>
  )
}

function MissingBlock({ type }: { type: string }): never {
  throw new Error(`no component loaded for block type "${type}"`)
}
