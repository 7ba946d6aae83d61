import type { ComponentType } from 'react'
import type { Block, BlockType } from '../generated/schema-types.ts'

/** The props of one block type: exactly the fields its schema allows. */
export type BlockProps<K extends BlockType> = Extract<Block, { type: K }>

/** For every block type, a loader of the component that renders exactly that block's props. */
export type BlockLoaders = { [K in BlockType]: () => Promise<{ default: ComponentType<BlockProps<K>> }> }
