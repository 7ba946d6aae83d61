import { render, type RenderOptions } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { parse } from 'yaml'
import { PageContext, SiteContext } from '../../src/app/contexts.tsx'
import { loadIconSet } from '../../src/build/page-extras.ts'
import type { PageData, RouteSummary, SiteConfig } from '../../src/shared/types.ts'

/** The real site.yaml of this repository, so component tests see the content authors write. */
export const siteConfig = parse(readFileSync(join(import.meta.dirname, '../../site/site.yaml'), 'utf8')) as SiteConfig

const allIcons = Object.fromEntries(await loadIconSet())

export interface RenderInSiteOptions extends Omit<RenderOptions, 'wrapper'> {
  path?: string
  page?: Partial<PageData>
  routes?: RouteSummary[]
  config?: SiteConfig
}

/** Renders UI inside the same providers the site uses: site identity, current page and a router at `path`. */
export function renderInSite(ui: ReactNode, { path = '/', page, routes, config = siteConfig, ...options }: RenderInSiteOptions = {}) {
  // The build gives a page the drawings of the icons its content names (src/build/page-extras.ts, tested there); a
  // component rendered here on its own gets them all. `routes` stands in for the route list a site map page gets.
  const pageData: PageData = { route: path, title: 'Test page', description: 'A page for tests', blocks: [], collections: {}, icons: allIcons, forms: config.forms, ...page }
  if (routes) pageData.routes = routes
  return render(
    <SiteContext.Provider value={{ config }}>
      <PageContext.Provider value={pageData}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </PageContext.Provider>
    </SiteContext.Provider>,
    options,
  )
}
