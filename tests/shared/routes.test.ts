import { describe, expect, it } from 'vitest'
import {
  classifyPageFile,
  joinRoute,
  matchesRoute,
  normalizeRoute,
  notFoundScopeFor,
  sortRoutes,
  type PageFileKind,
} from '../../src/shared/routes.ts'

describe('classifyPageFile', () => {
  it.each<[string, PageFileKind]>([
    ['index.yaml', { kind: 'page', route: '/' }],
    ['about.yaml', { kind: 'page', route: '/about' }],
    ['about/index.yaml', { kind: 'page', route: '/about' }],
    ['services/index.yaml', { kind: 'page', route: '/services' }],
    ['services/cloud-security.yaml', { kind: 'page', route: '/services/cloud-security' }],
    [
      'services/network-infrastructure/wireless.yaml',
      { kind: 'page', route: '/services/network-infrastructure/wireless' },
    ],
    ['services\\endpoint-security\\edr.yaml', { kind: 'page', route: '/services/endpoint-security/edr' }],
    ['case-studies/[id].yaml', { kind: 'collection', route: '/case-studies/:id', param: 'id' }],
    ['[slug].yaml', { kind: 'collection', route: '/:slug', param: 'slug' }],
    ['resources/white-papers/[id].yaml', { kind: 'collection', route: '/resources/white-papers/:id', param: 'id' }],
    ['_not-found.yaml', { kind: 'not-found', scope: '/' }],
    ['services/_not-found.yaml', { kind: 'not-found', scope: '/services' }],
    ['services/cloud/_not-found.yaml', { kind: 'not-found', scope: '/services/cloud' }],
    ['_draft.yaml', { kind: 'ignored' }],
    ['services/_partial.yaml', { kind: 'ignored' }],
    ['_drafts/about.yaml', { kind: 'ignored' }],
    ['_drafts/_not-found.yaml', { kind: 'ignored' }],
    ['services/_old/index.yaml', { kind: 'ignored' }],
    ['contact.yml', { kind: 'wrong-extension' }],
    ['notes.md', { kind: 'wrong-extension' }],
    ['logo.svg', { kind: 'wrong-extension' }],
  ])('%s', (path, expected) => {
    expect(classifyPageFile(path)).toEqual(expected)
  })
})

describe('normalizeRoute', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/about#team', '/about'],
    ['/about/#team', '/about'],
    ['/services?tab=cloud', '/services'],
    ['/#top', '/'],
    ['/services/cloud/?x=1#y', '/services/cloud'],
  ])('%s → %s', (href, route) => {
    expect(normalizeRoute(href)).toBe(route)
  })
})

describe('joinRoute', () => {
  it('joins without doubling the root slash', () => {
    expect(joinRoute('/', 'about')).toBe('/about')
    expect(joinRoute('/case-studies', 'acme')).toBe('/case-studies/acme')
  })
})

describe('matchesRoute', () => {
  it.each([
    ['/about', '/about', true],
    ['/about', '/about/team', false],
    ['/case-studies/:id', '/case-studies/acme-bank', true],
    ['/case-studies/:id', '/case-studies', false],
    ['/case-studies/:id', '/case-studies/acme/more', false],
    ['/case-studies/:id', '/articles/acme', false],
    ['/:slug', '/anything', true],
    ['/:slug', '/', false],
  ])('%s matches %s: %s', (pattern, route, expected) => {
    expect(matchesRoute(pattern, route)).toBe(expected)
  })
})

describe('sortRoutes', () => {
  it('puts parents before children and siblings in alphabetical order', () => {
    const routes = [
      '/services/network-infrastructure/wireless',
      '/contact',
      '/services',
      '/',
      '/about',
      '/services/cloud',
      '/case-studies/acme',
      '/case-studies',
    ]
    expect(sortRoutes(routes.map((route) => ({ route }))).map((r) => r.route)).toEqual([
      '/',
      '/about',
      '/case-studies',
      '/case-studies/acme',
      '/contact',
      '/services',
      '/services/cloud',
      '/services/network-infrastructure/wireless',
    ])
  })

  it('does not change its input and keeps the other fields', () => {
    const input = [
      { route: '/b', title: 'B' },
      { route: '/a', title: 'A' },
    ]
    expect(sortRoutes(input)).toEqual([
      { route: '/a', title: 'A' },
      { route: '/b', title: 'B' },
    ])
    expect(input[0]!.route).toBe('/b')
  })
})

describe('notFoundScopeFor', () => {
  const scopes = ['/', '/services', '/services/cloud']
  it.each([
    ['/nope', '/'],
    ['/servicesx', '/'],
    ['/services', '/services'],
    ['/services/nope', '/services'],
    ['/services/nope/', '/services'],
    ['/services/cloud/nope#x', '/services/cloud'],
    ['/services/cloudy', '/services'],
  ])('%s is covered by %s', (path, scope) => {
    expect(notFoundScopeFor(path, scopes)).toBe(scope)
  })

  it('is undefined when no scope covers the path', () => {
    expect(notFoundScopeFor('/about/x', ['/services'])).toBeUndefined()
  })
})
