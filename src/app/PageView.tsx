import { use, useEffect, type ComponentType, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { BlockRenderer } from '../blocks/BlockRenderer.tsx'
import { PageContext } from './contexts.tsx'
import type { PageCache } from './page-loader.ts'

interface Props {
  cache: PageCache
  layout: ComponentType<{ children: ReactNode }>
}

/** Shows the page for the current address. A page already loaded renders at once; otherwise it suspends until its data and blocks arrive. */
export function PageView({ cache, layout: Layout }: Props) {
  const { pathname, hash } = useLocation()
  const page = cache.peek(pathname) ?? use(cache.load(pathname))

  useEffect(() => {
    document.title = page.data.title
  }, [page])

  // After client-side navigation, start at the top (or at the #section asked for).
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname, hash])

  return (
    <PageContext.Provider value={page.data}>
      <Layout>
        <BlockRenderer blocks={page.data.blocks} components={page.components} load={cache.block} />
      </Layout>
    </PageContext.Provider>
  )
}
