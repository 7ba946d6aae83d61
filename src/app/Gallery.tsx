import { use, type ComponentType } from 'react'
import { collections, forms, icons, items, routes } from 'virtual:site/gallery'
import { BlockRenderer } from '../blocks/BlockRenderer.tsx'
import { blockLoaders } from '../blocks/registry.ts'
import type { Block, BlockType } from '../generated/schema-types.ts'
import type { BlockComponents } from './page-loader.ts'
import { PageContext } from './contexts.tsx'

const loaded: Promise<BlockComponents> = Promise.all(Object.entries(blockLoaders).map(async ([type, load]) => [type, (await load()).default] as const)).then(Object.fromEntries)

/**
 * Dev only (`npm run dev`, then /__blocks): every block type rendered with the example from its schema, so an author
 * sees what each block looks like before using it. Not part of the production build or the sitemap.
 * The words here are the schema's own descriptions and type names, shown to authors, never to visitors.
 */
export default function Gallery() {
  const components = use(loaded)
  return (
    <div css={{ paddingTop: 'var(--header-height)' }}>
      {items.map((item) => (
        <article key={item.type} id={item.type} css={{ borderTop: '4px dashed var(--color-border)' }}>
          <header css={{ padding: '1rem 1.5rem', background: 'var(--color-surface-muted)', fontFamily: 'ui-monospace, monospace' }}>
            <strong>{item.type}</strong> {item.description}
          </header>
          {item.example ? (
            <PageContext.Provider value={{ route: '/__blocks', title: item.type, description: item.description, blocks: [item.example as unknown as Block], collections, entry: item.entry, icons, routes, forms }}>
              <BlockRenderer blocks={[item.example as unknown as Block]} components={components} load={async (type) => (await blockLoaders[type]()).default as ComponentType<never>} />
            </PageContext.Provider>
          ) : (
            <p css={{ padding: '1rem 1.5rem', color: '#b91c1c' }}>{`schema/blocks/${item.type}.schema.json has no examples`}</p>
          )}
        </article>
      ))}
    </div>
  )
}

export type { BlockType }
