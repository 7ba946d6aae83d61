import { use, useMemo } from 'react'
import { icons, iconsDescription, items } from 'virtual:site/gallery'
import { BlockRenderer } from '../blocks/BlockRenderer.tsx'
import { Svg } from '../components/Svg.tsx'
import type { IconNode } from '../shared/types.ts'
import type { BlockComponents } from '../blocks/types.ts'
import { blockTypes } from '../generated/schema-types.ts'
import { NO_PAGES, PageCache } from './page-loader.ts'
import { SiteContext, useSite } from './contexts.tsx'

/** A page cache with no pages: the gallery uses it only to load block code. */
const cache = new PageCache(NO_PAGES)
const loaded: Promise<BlockComponents> = Promise.all(blockTypes.map(cache.block)).then(() => cache.components)

const monospace = 'ui-monospace, monospace'
const headerStyle = { padding: '1rem 1.5rem', background: 'var(--color-surface-muted)', fontFamily: monospace }

/**
 * Dev only (`npm run dev`, then /__blocks): every block type rendered with the example from its schema, so an author
 * sees what each block looks like before using it, then every icon name an `icon:` field takes, drawn, with its name.
 * Not part of the production build or the sitemap.
 * The words here are the schema's own descriptions, type names and icon names, shown to authors, never to visitors.
 */
export default function Gallery() {
  const components = use(loaded)
  const { config } = useSite()
  const site = useMemo(() => ({ config, icons }), [config])
  return (
    <SiteContext.Provider value={site}>
      <div css={{ paddingTop: 'var(--header-height)' }}>
        {items.map((item) => (
          <article key={item.type} id={item.type} css={{ borderTop: '4px dashed var(--color-border)' }}>
            <header css={headerStyle}>
              <strong>{item.type}</strong> {item.description}
            </header>
            {item.block ? (
              <BlockRenderer blocks={[item.block]} components={components} load={cache.block} />
            ) : (
              <p css={{ padding: '1rem 1.5rem', color: '#b91c1c' }}>{item.problem}</p>
            )}
          </article>
        ))}
        <GalleryIcons />
      </div>
    </SiteContext.Provider>
  )
}

/** Every icon name with its drawing, as the Icons section of docs/blocks.md lists them. */
function GalleryIcons() {
  const drawings: Record<string, IconNode> = icons
  return (
    <section id="icons" aria-labelledby="gallery-icons" css={{ borderTop: '4px dashed var(--color-border)' }}>
      <header css={headerStyle}>
        <strong id="gallery-icons">icon</strong> {iconsDescription}
      </header>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: '1.5rem',
          display: 'grid',
          gap: '1rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        }}
      >
        {Object.entries(drawings).map(([name, node]) => (
          <li key={name} data-icon={name} css={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <Svg node={node} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
