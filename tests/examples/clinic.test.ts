import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatErrors } from '../../src/node/errors/format.ts'
import { loadSite } from '../../src/node/load.ts'

// The example site in examples/clinic is a second, different organisation on the same engine, written only in
// documented YAML. `npm test` validates it here, as `npm run validate -- --site examples/clinic` does; the browser
// suite builds, crawls and scans it (tests/e2e/example-site.e2e.ts).

const root = join(import.meta.dirname, '../..')

describe('the example clinic site', () => {
  const result = loadSite({ siteDir: join(root, 'examples/clinic'), cwd: root })

  /** The loaded site; the content errors, formatted, when it does not load. */
  function site() {
    if (!result.ok) throw new Error(formatErrors(result.errors, 'human', { color: false }))
    return result.site
  }

  it('validates with no content error', () => {
    expect(site().pages.length).toBeGreaterThan(15)
  })

  it('is its own organisation: its name on every page and none of the Zuma site in it', () => {
    expect(site().config.company.name).toBe('Lakeside Family Clinic')
    for (const page of site().pages) expect(page.data.title, page.route).toContain('Lakeside Family Clinic')
    expect(JSON.stringify(site())).not.toMatch(/Zuma|zumatech/i)
  })

  it('has a home, about, services, articles, contact, legal and site map page', () => {
    const routes = site().routes.map((entry) => entry.route)
    for (const route of ['/', '/about', '/services', '/services/maternity', '/health', '/contact', '/sitemap'])
      expect(routes).toContain(route)
    for (const route of ['/privacy-policy', '/terms-of-use']) expect(routes).toContain(route)
    expect(routes.filter((route) => route.startsWith('/health/')).length).toBeGreaterThanOrEqual(5)
  })

  it('is in English and Kiswahili: every English page and collection item has its Swahili translation, none stale', () => {
    site()
    const [swahili, ...others] = result.translations ?? []
    expect(others).toEqual([])
    expect(swahili?.code).toBe('sw')
    expect(swahili?.missing).toEqual([])
    expect(swahili?.stale).toEqual([])
    expect([...(swahili?.translated ?? [])].sort()).toEqual([
      '/sw',
      '/sw/afya',
      '/sw/huduma',
      '/sw/kuhusu',
      '/sw/kuhusu/timu',
      '/sw/masharti-ya-matumizi',
      '/sw/mawasiliano',
      '/sw/ramani-ya-tovuti',
      '/sw/sera-ya-faragha',
      '/sw/tafuta',
      // And every item of every collection (articles, services, leaflets).
      ...[...site().collections.values()]
        .flatMap((collection) => collection.entries.map(({ item }) => `${collection.name}/${item.id}`))
        .sort(),
    ])
  })
})
