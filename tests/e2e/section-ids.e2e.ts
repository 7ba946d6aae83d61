import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { loadSite } from '../../src/node/load.ts'
import { blockContracts } from '../../src/node/content/contracts.ts'
import { pageSectionIds } from '../../src/node/checks/section-links.ts'

// The link check accepts `/page#id` when the page's blocks (or the layout) have that id: every such id must really be
// an element of the built page, or the check would pass links that jump nowhere.
test('every id a section link may name is an element id of its built page', () => {
  const dist = process.env.DIST_DIR ?? 'dist'
  const loaded = loadSite({ siteDir: join(import.meta.dirname, '../../site') })
  if (!loaded.ok) throw new Error(`site/ has content errors: ${loaded.errors.length}`)
  const missing: string[] = []
  let checked = 0
  for (const page of loaded.site.pages) {
    const file = join(dist, page.route, 'index.html')
    if (!existsSync(file)) continue
    const html = readFileSync(file, 'utf8')
    const rendered = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]))
    for (const id of pageSectionIds(page.data.blocks, blockContracts())) {
      checked++
      if (!rendered.has(id)) missing.push(`${page.route}#${id}`)
    }
  }
  expect(missing).toEqual([])
  // Every page has at least the layout's ids; the site's pages have block ids too.
  expect(checked).toBeGreaterThan(loaded.site.pages.length)
})
