import { blockLoaders } from '../../../src/blocks/registry.ts'
import type { BlockComponent } from '../../../src/blocks/types.ts'

/** Every block type's component, loaded once: Astro draws them all on the server (none is an island). */
export const blockComponents: Record<string, BlockComponent> = Object.fromEntries(
  await Promise.all(Object.entries(blockLoaders).map(async ([type, load]) => [type, (await load()).default])),
)
