import type { BlockLoaders } from './types.ts'

/**
 * Block type → its component, loaded on demand so a page ships only the blocks it uses.
 * The mapped type makes a block type without a component (or with the wrong props) a compile error;
 * tests/blocks/registry.test.ts checks the other direction (every folder has a schema).
 */
export const blockLoaders: BlockLoaders = {
  'checklist-intro': () => import('./ChecklistIntro/index.ts'),
  cta: () => import('./Cta/index.ts'),
  'feature-cards': () => import('./FeatureCards/index.ts'),
  hero: () => import('./Hero/index.ts'),
  metrics: () => import('./Metrics/index.ts'),
  'services-grid': () => import('./ServicesGrid/index.ts'),
  steps: () => import('./Steps/index.ts'),
  stories: () => import('./Stories/index.ts'),
  'tab-bar': () => import('./TabBar/index.ts'),
}
