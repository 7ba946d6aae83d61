// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Sitemap } from '../../src/blocks/Sitemap/Sitemap.tsx'
import { groupRoutes, matchScore } from '../../src/blocks/Sitemap/group-routes.ts'
import { loadSite } from '../../src/node/load.ts'
import { localeFinder } from '../../src/node/model/translations.ts'
import type { BlockProps } from '../../src/blocks/types.ts'
import type { RouteSummary } from '../../src/shared/types.ts'
import { allMenuGroups } from '../helpers/menus.ts'
import { renderInSite, siteConfig } from '../helpers/render.tsx'

const root = join(import.meta.dirname, '../..')
const loaded = loadSite({ siteDir: join(root, 'site'), cwd: root })
if (!loaded.ok)
  throw new Error(
    `the site does not load: ${loaded.errors.map((error) => `${error.file}: ${error.message}`).join('; ')}`,
  )
const site = loaded.site
// The English site map lists the English pages; /fr/sitemap lists the French ones (tests/e2e/pages.e2e.ts).
const inDefaultLanguage = site.locales ? localeFinder(site.locales) : () => ({ isDefault: true })
const siteRoutes = site.routes.filter(({ route }) => inDefaultLanguage(route).isDefault)
const sitemapPage = site.pages.find((page) => page.route === '/sitemap')
// The page's blocks are connected: the sitemap block already carries the site's routes and its page's route.
const sitemapBlock = sitemapPage?.data.blocks.find((block) => block.type === 'sitemap') as
  | BlockProps<'sitemap'>
  | undefined

const summary = (route: string, navLabel = route) => ({ route, title: `${navLabel} | Zuma`, navLabel })

/** Every route the finished site has: the spec's route table, the services menu, and the site's own pages (nine case studies, the articles). */
function finishedSiteRoutes(): RouteSummary[] {
  const routes = new Set([
    '/',
    '/about',
    '/contact',
    '/services',
    '/case-studies',
    '/resources',
    '/privacy-policy',
    '/terms-of-service',
    '/sitemap',
  ])
  for (const id of ['cybersecurity', 'cloud', 'ai-ml', 'agent-setup', 'media-production']) routes.add(`/services/${id}`)
  for (const group of allMenuGroups(siteConfig)) {
    routes.add(group.href)
    for (const item of group.items ?? []) routes.add(item.href)
  }
  for (const { route } of siteRoutes) routes.add(route)
  // Stand-ins for detail pages not written yet: all nine case studies and some articles.
  if (!siteRoutes.some(({ route }) => route.startsWith('/case-studies/')))
    for (let i = 1; i <= 9; i++) routes.add(`/case-studies/study-${i}`)
  if (!siteRoutes.some(({ route }) => route.startsWith('/resources/')))
    for (let i = 1; i <= 6; i++) routes.add(`/resources/article-${i}`)
  return [...routes].sort().map((route) => summary(route))
}

describe('matchScore', () => {
  it.each([
    ['/about', '/about', Number.MAX_SAFE_INTEGER],
    ['/about', '/contact', -1],
    ['/', '/', Number.MAX_SAFE_INTEGER],
    ['/services/*', '/services/cloud', 3],
    ['/services/*', '/services', -1],
    ['/services/*', '/services/a/b', -1],
    ['/services/a/**', '/services/a', 4],
    ['/services/a/**', '/services/a/b/c', 4],
    ['/services/a/**', '/services/ab', -1],
    ['/**', '/anything/at/all', 0],
    ['/**', '/', 0],
  ])('%s against %s scores %d', (pattern, route, score) => {
    expect(matchScore(pattern, route)).toBe(score)
  })
})

describe('groupRoutes', () => {
  it('puts each route in the group with the most precise pattern, ties going to the earlier group', () => {
    const routes = [
      '/',
      '/about',
      '/services',
      '/services/cloud',
      '/services/endpoint',
      '/services/endpoint/edr',
      '/legal',
    ].map((r) => summary(r))
    const { groups, unmatched } = groupRoutes(
      [
        { title: 'Main', routes: ['/', '/**'] },
        { title: 'Services', routes: ['/services', '/services/*'] },
        { title: 'Endpoint', routes: ['/services/endpoint/**'] },
        { title: 'Legal', routes: ['/legal'] },
        { title: 'Legal again', routes: ['/legal'] },
        { title: 'Empty', routes: ['/nothing'] },
      ],
      routes,
    )
    expect(unmatched).toEqual([])
    expect(groups.map(({ group, links }) => [group.title, links.map((l) => l.route)])).toEqual([
      ['Main', ['/', '/about']],
      ['Services', ['/services', '/services/cloud']],
      ['Endpoint', ['/services/endpoint', '/services/endpoint/edr']],
      ['Legal', ['/legal']],
    ])
  })

  it('lists a group in pattern order, then parent first, then by name', () => {
    const routes = [summary('/z/b', 'Beta'), summary('/z/a', 'Gamma'), summary('/z', 'Zed'), summary('/first', 'Zulu')]
    const { groups } = groupRoutes([{ title: 'All', routes: ['/first', '/z/**'] }], routes)
    expect(groups[0]!.links.map((l) => l.navLabel)).toEqual(['Zulu', 'Zed', 'Beta', 'Gamma'])
  })

  it('reports routes no group takes', () => {
    expect(
      groupRoutes([{ title: 'A', routes: ['/a'] }], [summary('/a'), summary('/b')]).unmatched.map((r) => r.route),
    ).toEqual(['/b'])
  })
})

describe('the site map page (site/pages/sitemap.yaml)', () => {
  it('exists and has a sitemap block, given every route of the site and its own route', () => {
    expect(sitemapBlock).toBeTruthy()
    expect(sitemapBlock!.routes).toEqual(siteRoutes)
    expect(sitemapBlock!.currentRoute).toBe('/sitemap')
  })

  it('puts every route of the site as it is now in exactly one group', () => {
    const { groups, unmatched } = groupRoutes(sitemapBlock!.groups, sitemapBlock!.routes)
    expect(unmatched).toEqual([])
    const listed = groups.flatMap(({ links }) => links.map((l) => l.route))
    expect(listed.sort()).toEqual(siteRoutes.map((r) => r.route).sort())
  })

  it('groups the finished site as the spec lists it', () => {
    const routes = finishedSiteRoutes()
    const { groups, unmatched } = groupRoutes(sitemapBlock!.groups, routes)
    expect(unmatched).toEqual([])
    expect(groups.flatMap(({ links }) => links).length).toBe(routes.length)
    const byTitle = Object.fromEntries(groups.map(({ group, links }) => [group.title, links.map((l) => l.route)]))
    expect(Object.keys(byTitle)).toEqual([
      'Main Pages',
      'Services',
      'Endpoint Security',
      'Managed Security',
      'Network Security',
      'Network Infrastructure',
      'Cloud Security',
      'Email Security',
      'Resources',
      'Case Studies',
      'Articles',
      'Legal',
    ])
    // The search page (issue 30) came after the spec: a main page.
    expect(byTitle['Main Pages']).toEqual(['/', '/about', '/contact', '/search'])
    expect(byTitle.Services).toEqual(
      expect.arrayContaining([
        '/services',
        '/services/cybersecurity',
        '/services/cloud',
        '/services/ai-ml',
        '/services/agent-setup',
        '/services/media-production',
      ]),
    )
    expect(byTitle.Services![0]).toBe('/services')
    for (const group of allMenuGroups(siteConfig).filter((g) => g.items?.length)) {
      expect(byTitle[group.title], group.title).toEqual(
        expect.arrayContaining([group.href, ...group.items!.map((i) => i.href)]),
      )
      expect(byTitle[group.title]![0]).toBe(group.href)
    }
    expect(byTitle.Resources).toEqual(['/case-studies', '/resources'])
    expect(byTitle['Case Studies']).toHaveLength(9)
    expect(byTitle.Legal).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap'])
  })
})

describe('Sitemap', () => {
  const routes = [
    summary('/', 'Home'),
    summary('/about', 'About Us'),
    summary('/services', 'Services'),
    summary('/services/cloud', 'Cloud'),
    summary('/services/endpoint-security', 'Endpoint Security'),
    summary('/services/endpoint-security/edr', 'EDR'),
    summary('/privacy-policy', 'Privacy Policy'),
    summary('/sitemap', 'Site Map'),
  ]
  const groups = [
    { title: 'Main Pages', routes: ['/', '/**'] },
    { title: 'Services', routes: ['/services', '/services/*'] },
    { title: 'Endpoint Security', routes: ['/services/endpoint-security/**'] },
    { title: 'Legal', routes: ['/privacy-policy', '/sitemap'] },
    { title: 'Case Studies', routes: ['/case-studies/**'] },
  ]

  it('shows the groups in order as cards, each route once, linked under its short name', () => {
    renderInSite(<Sitemap type="sitemap" groups={groups} routes={routes} currentRoute="/sitemap" />, {
      path: '/sitemap',
    })
    // No section title: the group titles are the section headings. A group with no page is left out.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Main Pages',
      'Services',
      'Endpoint Security',
      'Legal',
    ])
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(routes.map((r) => r.route).sort())
    const endpoint = screen.getByRole('heading', { name: 'Endpoint Security' }).closest('li')!
    expect(
      within(endpoint)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Endpoint Security', 'EDR'])
    expect(screen.getByRole('link', { name: 'Site Map' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it('uses card headings one level below its own title', () => {
    renderInSite(<Sitemap type="sitemap" title="All Pages" groups={groups} routes={routes} currentRoute="/" />)
    expect(screen.getByRole('heading', { level: 2, name: 'All Pages' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4)
  })
})
