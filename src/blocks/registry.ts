import type { BlockType } from '../generated/schema-types.ts'
import type { BlockLoaders } from './types.ts'

export { isStatic } from './interactive.ts'

/**
 * Block type → its component, loaded on demand so a page ships only the blocks it uses. This table is a chunk of its
 * own (src/app/page-loader.ts imports it when a block's code is first needed): a page whose blocks are all static
 * never loads it.
 * The mapped type makes a block type without a component (or with the wrong props) a compile error;
 * tests/blocks/registry.test.ts checks the other direction (every folder has a schema).
 */
export const blockLoaders: BlockLoaders = {
  'article-body': () => import('./ArticleBody/index.ts'),
  'case-study-detail': () => import('./CaseStudyDetail/index.ts'),
  'case-study-grid': () => import('./CaseStudyGrid/index.ts'),
  'checklist-intro': () => import('./ChecklistIntro/index.ts'),
  'contact-details': () => import('./ContactDetails/index.ts'),
  'contact-form': () => import('./ContactForm/index.ts'),
  cta: () => import('./Cta/index.ts'),
  faq: () => import('./Faq/index.ts'),
  'feature-cards': () => import('./FeatureCards/index.ts'),
  hero: () => import('./Hero/index.ts'),
  legal: () => import('./Legal/index.ts'),
  map: () => import('./Map/index.ts'),
  metrics: () => import('./Metrics/index.ts'),
  logos: () => import('./Logos/index.ts'),
  newsletter: () => import('./Newsletter/index.ts'),
  people: () => import('./People/index.ts'),
  'photo-gallery': () => import('./PhotoGallery/index.ts'),
  quote: () => import('./Quote/index.ts'),
  'resource-library': () => import('./ResourceLibrary/index.ts'),
  search: () => import('./Search/index.ts'),
  'service-cards': () => import('./ServiceCards/index.ts'),
  'service-detail': () => import('./ServiceDetail/index.ts'),
  'services-grid': () => import('./ServicesGrid/index.ts'),
  sitemap: () => import('./Sitemap/index.ts'),
  steps: () => import('./Steps/index.ts'),
  stories: () => import('./Stories/index.ts'),
  'tab-bar': () => import('./TabBar/index.ts'),
  text: () => import('./Text/index.ts'),
}

/** Whether a name (read from the page, e.g. a prerendered slot's data-block) is a block type of the registry. */
export function isBlockType(name: string | undefined): name is BlockType {
  return name !== undefined && Object.hasOwn(blockLoaders, name)
}
