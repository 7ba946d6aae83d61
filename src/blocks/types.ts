import type { ComponentType } from 'react'
import type { BlockType } from '../generated/schema-types.ts'
import type { BlockProps } from '../shared/types.ts'

export type { BlockProps }

/** For every block type, a loader of the component that renders exactly that block's props. */
export type BlockLoaders = { [K in BlockType]: () => Promise<{ default: ComponentType<BlockProps<K>> }> }

/** The components of the block types loaded so far, each typed by its own block's props. */
export type BlockComponents = { [K in BlockType]?: ComponentType<BlockProps<K>> }

/** The component of some block type. */
export type BlockComponent = NonNullable<BlockComponents[BlockType]>
