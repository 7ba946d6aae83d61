import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadSite } from '../../src/build/load.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../helpers/fixture-site.ts'

afterAll(removeFixtureSites)

describe('loadSite on the minimal fixture', () => {
  const site = loadSite({ siteDir: MINIMAL_SITE, cwd: MINIMAL_SITE })

  it('loads with no errors', () => {
    expect(site.errors).toEqual([])
    expect(site.config.company.name).toBe('Example Co')
  })

  it('lists every route, sorted, with titles and navigation labels', () => {
    expect(site.routes).toEqual([
      { route: '/', title: 'Home | Example Co', navLabel: 'Home' },
      { route: '/about', title: 'About Us | Example Co', navLabel: 'About' },
      { route: '/case-studies/acme-bank', title: 'Acme Bank | Case Study', navLabel: 'Acme Bank' },
      { route: '/case-studies/hooli', title: 'Hooli | Case Study', navLabel: 'Hooli' },
      { route: '/case-studies/initech', title: 'Initech | Case Study', navLabel: 'Initech' },
      { route: '/services', title: 'Services | Example Co', navLabel: 'Services' },
      { route: '/services/network-infrastructure/wireless', title: 'Wireless | Example Co', navLabel: 'Wireless' },
    ])
    expect(site.pages.map((p) => p.route)).toEqual(site.routes.map((r) => r.route))
  })

  it('makes one page per collection item, with {field} names filled from the item', () => {
    const page = site.pages.find((p) => p.route === '/case-studies/acme-bank')!
    expect(page.file).toBe('pages/case-studies/[id].yaml')
    expect(page.data.title).toBe('Acme Bank | Case Study')
    expect(page.data.description).toBe('A case study: Acme Bank.')
    expect(page.data.entry).toMatchObject({ id: 'acme-bank', title: 'Acme Bank', client: 'Acme Bank Ltd', route: '/case-studies/acme-bank', relatedCaseStudies: ['initech', 'hooli'] })
    expect(page.data.entry).not.toHaveProperty('file')
    expect(site.collections.get('case-studies')?.entries.map((e) => [e.id, e.route, e.sourceFile])).toEqual([
      ['acme-bank', '/case-studies/acme-bank', 'collections/case-studies/acme-bank.yaml'],
      ['hooli', '/case-studies/hooli', 'collections/case-studies/hooli.yaml'],
      ['initech', '/case-studies/initech', 'collections/case-studies/initech.yaml'],
    ])
  })

  it("gives an item page the items its entry references (a case study's related studies), in the order named", () => {
    const page = site.pages.find((p) => p.route === '/case-studies/acme-bank')!
    expect(page.data.collections['case-studies']?.map((e) => e.id)).toEqual(['initech', 'hooli'])
  })

  it('keeps not-found pages apart, one per scope, served as 404', () => {
    expect(site.notFound.map((p) => [p.route, p.file, p.data.notFound])).toEqual([
      ['/', 'pages/_not-found.yaml', true],
      ['/services', 'pages/services/_not-found.yaml', true],
    ])
    expect(site.routes.some((r) => r.route.includes('not-found'))).toBe(false)
  })

  it('lists the assets and every YAML file read', () => {
    expect([...site.assets].sort()).toEqual(['/assets/brand/logo.svg', '/assets/images/hero.svg'])
    expect(site.files.map((f) => f.slice(MINIMAL_SITE.length + 1)).sort()).toEqual([
      'collections/case-studies/acme-bank.yaml',
      'collections/case-studies/hooli.yaml',
      'collections/case-studies/initech.yaml',
      'pages/_not-found.yaml',
      'pages/about.yaml',
      'pages/case-studies/[id].yaml',
      'pages/index.yaml',
      'pages/services/_not-found.yaml',
      'pages/services/index.yaml',
      'pages/services/network-infrastructure/wireless.yaml',
      'site.yaml',
    ])
  })

  it('gives pages that reference no collection an empty collections record', () => {
    expect(site.pages.find((p) => p.route === '/about')?.data.collections).toEqual({})
  })

  it('shows paths relative to the working directory', () => {
    const fromRepo = loadSite({ siteDir: MINIMAL_SITE, cwd: resolve(MINIMAL_SITE, '../../../..') })
    expect(fromRepo.pages[0]?.file).toBe('tests/fixtures/sites/minimal/pages/index.yaml')
  })
})

describe('page collections data', () => {
  // A schema folder with one extra block that lists a collection and picks one item of it, the two ways a block
  // can reference collection items (x-ref "collection" and "entry:<name>").
  const schemaDir = join(mkdtempSync(join(tmpdir(), 'page-engine-schema-')), 'schema')
  cpSync(resolve(import.meta.dirname, '../../schema'), schemaDir, { recursive: true })
  writeFileSync(
    join(schemaDir, 'blocks/test-collection-list.schema.json'),
    JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'TestCollectionListBlock',
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: {
        type: { const: 'test-collection-list' },
        collection: { type: 'string', 'x-ref': 'collection' },
        featured: { type: 'string', 'x-ref': 'entry:case-studies' },
      },
    }),
  )
  afterAll(() => rmSync(resolve(schemaDir, '..'), { recursive: true, force: true }))

  const block = (fields: string) => `title: List | Example Co\ndescription: A list.\nblocks:\n  - type: test-collection-list\n${fields}`
  // A second complete case study, the minimal site's first one renamed.
  const globex = readFileSync(join(MINIMAL_SITE, 'collections/case-studies/acme-bank.yaml'), 'utf8').replaceAll('Acme Bank', 'Globex')
  const ids = (entries: Array<{ id: string; route?: string }> | undefined) => entries?.map((e) => [e.id, e.route])

  it('holds every item of a listed collection', () => {
    const fixture = createFixtureSite({ files: { 'pages/list.yaml': block('    collection: case-studies\n'), 'collections/case-studies/globex.yaml': globex } })
    const site = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir })
    expect(site.errors).toEqual([])
    const collections = site.pages.find((p) => p.route === '/list')?.data.collections
    expect(Object.keys(collections ?? {})).toEqual(['case-studies'])
    expect(ids(collections?.['case-studies'])).toEqual([
      ['acme-bank', '/case-studies/acme-bank'],
      ['globex', '/case-studies/globex'],
      ['hooli', '/case-studies/hooli'],
      ['initech', '/case-studies/initech'],
    ])
    expect(collections?.['case-studies']?.[1]).toMatchObject({ title: 'Globex', client: 'Globex Ltd' })
  })

  it('holds only the item a block picks by id', () => {
    const fixture = createFixtureSite({ files: { 'pages/list.yaml': block('    featured: globex\n'), 'collections/case-studies/globex.yaml': globex } })
    const site = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir })
    expect(site.errors).toEqual([])
    const collections = site.pages.find((p) => p.route === '/list')?.data.collections
    expect(Object.keys(collections ?? {})).toEqual(['case-studies'])
    expect(ids(collections?.['case-studies'])).toEqual([['globex', '/case-studies/globex']])
  })

  it('reports an unknown collection and an unknown item with suggestions', () => {
    const fixture = createFixtureSite({ files: { 'pages/list.yaml': block('    collection: case-studie\n    featured: acme-bnak\n') } })
    const errors = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir }).errors
    expect(errors.map((e) => [e.code, e.file, e.line, e.column, e.field, e.message, e.hint])).toEqual([
      ['unknown-reference', 'pages/list.yaml', 5, 17, 'blocks[0].collection', 'there is no collection "case-studie"', 'Did you mean "case-studies"? Collections are the folders of site/collections.'],
      ['unknown-reference', 'pages/list.yaml', 6, 15, 'blocks[0].featured', 'there is no case-studies item "acme-bnak"', 'Did you mean "acme-bank"? Known: acme-bank, hooli, initech.'],
    ])
  })
})

describe('links to pages that have errors of their own', () => {
  it('are not reported as broken: only the page itself is', () => {
    const fixture = createFixtureSite({ files: { 'pages/services/index.yaml': 'title: Services\nblocks: []\n' } })
    const errors = fixture.load().errors
    expect(errors.map((e) => [e.file, e.field, e.message])).toEqual([
      ['pages/services/index.yaml', '', 'missing required field "description"'],
      ['pages/services/index.yaml', 'blocks', 'needs at least 1 entry'],
    ])
  })

  it('still are when the address is not that page', () => {
    const fixture = createFixtureSite({ files: { 'pages/services/index.yaml': 'title: [\n', 'pages/extra.yaml': 'title: X\ndescription: X\nblocks:\n  - type: cta\n    title: X\n    buttons:\n      - { label: Go, href: /services/other }\n' } })
    const errors = fixture.load().errors
    expect(errors.map((e) => [e.code, e.file])).toEqual([
      ['broken-link', 'pages/extra.yaml'],
      ['yaml-syntax', 'pages/services/index.yaml'],
    ])
  })
})
