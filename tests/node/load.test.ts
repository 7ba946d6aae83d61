import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatErrors } from '../../src/node/errors/format.ts'
import { loadSite, type LoadedSite, type Site } from '../../src/node/load.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../helpers/fixture-site.ts'

afterAll(removeFixtureSites)

/** The site of a load that must succeed; its content errors, formatted, otherwise. */
function loaded(result: LoadedSite): Site {
  if (!result.ok) throw new Error(`the site did not load:\n${formatErrors(result.errors, 'human', { color: false })}`)
  return result.site
}

/** The props of the blocks of one page of a site that must load. */
function blocksOf(result: LoadedSite, route: string): Array<Record<string, unknown>> {
  const page = loaded(result).pages.find((p) => p.route === route)
  if (!page) throw new Error(`no page at ${route}`)
  return page.data.blocks
}

describe('loadSite on the minimal fixture', () => {
  const result = loadSite({ siteDir: MINIMAL_SITE, cwd: MINIMAL_SITE })
  const site = loaded(result)

  it('loads with no errors', () => {
    expect(result.ok).toBe(true)
    expect(result.errors).toEqual([])
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
    expect(page.entry?.collection).toBe('case-studies')
    expect(page.entry?.file).toBe('collections/case-studies/acme-bank.yaml')
    expect(page.entry?.item).toMatchObject({
      id: 'acme-bank',
      title: 'Acme Bank',
      client: 'Acme Bank Ltd',
      route: '/case-studies/acme-bank',
      relatedCaseStudies: ['initech', 'hooli'],
    })
    // The item, which blocks receive and the browser gets, does not carry the path of its file.
    expect(page.entry?.item).not.toHaveProperty('file')
    expect(page.entry?.item).not.toHaveProperty('sourceFile')
    expect(
      site.collections.get('case-studies')?.entries.map((e) => [e.item.id, e.item.route, e.file.source.file]),
    ).toEqual([
      ['acme-bank', '/case-studies/acme-bank', 'collections/case-studies/acme-bank.yaml'],
      ['hooli', '/case-studies/hooli', 'collections/case-studies/hooli.yaml'],
      ['initech', '/case-studies/initech', 'collections/case-studies/initech.yaml'],
    ])
  })

  it("gives an item page the items its entry references (a case study's related studies), in the order named", () => {
    // The minimal site's case-study page with the block that shows the study and its related ones.
    const detail = [
      '  - type: case-study-detail',
      '    headings: { overview: Overview, challenge: Challenge, solution: Solution, results: Results, gallery: Gallery }',
      '    details: { title: Details, client: Client, industry: Industry, duration: Duration, location: Location }',
      '    contact: { title: Talk to us, button: { label: Contact, href: /about } }',
      '    related: { title: Related, linkLabel: View }',
      '',
    ].join('\n')
    const itemPage = readFileSync(join(MINIMAL_SITE, 'pages/case-studies/[id].yaml'), 'utf8')
    const fixture = createFixtureSite({ files: { 'pages/case-studies/[id].yaml': `${itemPage.trimEnd()}\n${detail}` } })
    const block = blocksOf(fixture.load(), '/case-studies/acme-bank').find((b) => b.type === 'case-study-detail')
    expect(block?.entry).toMatchObject({ id: 'acme-bank', title: 'Acme Bank' })
    expect((block!.relatedStudies as Array<{ id: string; route?: string }>).map((e) => [e.id, e.route])).toEqual([
      ['initech', '/case-studies/initech'],
      ['hooli', '/case-studies/hooli'],
    ])
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

  it('adds nothing to blocks that need nothing from outside their YAML', () => {
    const about = site.pages.find((p) => p.route === '/about')!
    expect(about.data.blocks).toEqual((about.source.data as { blocks: unknown[] }).blocks)
  })

  it('shows paths relative to the working directory', () => {
    const fromRepo = loaded(loadSite({ siteDir: MINIMAL_SITE, cwd: resolve(MINIMAL_SITE, '../../../..') }))
    expect(fromRepo.pages[0]?.file).toBe('tests/fixtures/sites/minimal/pages/index.yaml')
  })
})

describe('collection items in block props', () => {
  // A schema folder with one extra block that lists a collection and picks items of it by id, the two ways a block
  // can ask for collection items (x-needs "collection", whole or by "ids"), checked as references (x-ref).
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
        featured: { type: 'array', items: { type: 'string', 'x-ref': 'entry:case-studies' } },
      },
      'x-needs': {
        listed: { from: 'collection', collection: '/collection' },
        picked: { from: 'collection', collection: 'case-studies', ids: '/featured' },
      },
    }),
  )
  afterAll(() => rmSync(resolve(schemaDir, '..'), { recursive: true, force: true }))

  const block = (fields: string) =>
    `title: List | Example Co\ndescription: A list.\nblocks:\n  - type: test-collection-list\n${fields}`
  // A second complete case study, the minimal site's first one renamed.
  const globex = readFileSync(join(MINIMAL_SITE, 'collections/case-studies/acme-bank.yaml'), 'utf8').replaceAll(
    'Acme Bank',
    'Globex',
  )
  const ids = (entries: unknown) =>
    (entries as Array<{ id: string; route?: string }> | undefined)?.map((e) => [e.id, e.route])

  it('gives a block every item of the collection it lists', () => {
    const fixture = createFixtureSite({
      files: {
        'pages/list.yaml': block('    collection: case-studies\n'),
        'collections/case-studies/globex.yaml': globex,
      },
    })
    const result = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir })
    expect(result.errors).toEqual([])
    const [list] = blocksOf(result, '/list')
    expect(ids(list?.listed)).toEqual([
      ['acme-bank', '/case-studies/acme-bank'],
      ['globex', '/case-studies/globex'],
      ['hooli', '/case-studies/hooli'],
      ['initech', '/case-studies/initech'],
    ])
    expect((list!.listed as unknown[])[1]).toMatchObject({ title: 'Globex', client: 'Globex Ltd' })
    expect(list?.picked).toEqual([])
  })

  it('gives a block only the items it picks by id', () => {
    const fixture = createFixtureSite({
      files: { 'pages/list.yaml': block('    featured: [globex]\n'), 'collections/case-studies/globex.yaml': globex },
    })
    const result = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir })
    expect(result.errors).toEqual([])
    const [list] = blocksOf(result, '/list')
    expect(ids(list?.picked)).toEqual([['globex', '/case-studies/globex']])
    expect(list?.listed).toEqual([])
  })

  it('reports an unknown collection and an unknown item with suggestions', () => {
    const fixture = createFixtureSite({
      files: { 'pages/list.yaml': block('    collection: case-studie\n    featured: [acme-bnak]\n') },
    })
    const errors = loadSite({ siteDir: fixture.dir, schemaDir, cwd: fixture.dir }).errors
    expect(errors.map((e) => [e.code, e.file, e.line, e.column, e.field, e.message, e.hint])).toEqual([
      [
        'unknown-reference',
        'pages/list.yaml',
        5,
        17,
        'blocks[0].collection',
        'there is no collection "case-studie"',
        'Did you mean "case-studies"? Collections are the folders of site/collections.',
      ],
      [
        'unknown-reference',
        'pages/list.yaml',
        6,
        16,
        'blocks[0].featured[0]',
        'there is no case-studies item "acme-bnak"',
        'Did you mean "acme-bank"? Known: acme-bank, hooli, initech.',
      ],
    ])
  })
})

describe('blocks that show the item of their page', () => {
  it('are a content error, at their type, on a page that shows no item or an item of another collection', () => {
    const articleBody = '  - type: article-body\n    backLink: { label: Back, href: / }\n'
    const itemPage = readFileSync(join(MINIMAL_SITE, 'pages/case-studies/[id].yaml'), 'utf8')
    const fixture = createFixtureSite({
      files: {
        'pages/about.yaml': `title: About Us | Example Co\ndescription: Who we are.\nnavLabel: About\nblocks:\n${articleBody}`,
        'pages/case-studies/[id].yaml': `${itemPage.trimEnd()}\n${articleBody}`,
      },
    })
    const result = fixture.load()
    expect(result.ok).toBe(false)
    const hint = 'Use this block in a [id].yaml page with "collection: articles", or remove it from this page.'
    const expected = 'a page made by a [id].yaml file with "collection: articles"'
    expect(
      result.errors.map((e) => [e.code, e.file, e.line, e.column, e.field, e.message, e.expected, e.found, e.hint]),
    ).toEqual([
      [
        'unknown-reference',
        'pages/about.yaml',
        5,
        11,
        'blocks[0].type',
        'the article-body block shows an item of the collection "articles", but this page shows no item',
        expected,
        '"article-body"',
        hint,
      ],
      // Once for the file, not once per item page it makes.
      [
        'unknown-reference',
        'pages/case-studies/[id].yaml',
        7,
        11,
        'blocks[1].type',
        'the article-body block shows an item of the collection "articles", but this page shows an item of "case-studies"',
        expected,
        '"article-body"',
        hint,
      ],
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
    const fixture = createFixtureSite({
      files: {
        'pages/services/index.yaml': 'title: [\n',
        'pages/extra.yaml':
          'title: X\ndescription: X\nblocks:\n  - type: cta\n    title: X\n    buttons:\n      - { label: Go, href: /services/other }\n',
      },
    })
    const errors = fixture.load().errors
    expect(errors.map((e) => [e.code, e.file])).toEqual([
      ['broken-link', 'pages/extra.yaml'],
      ['yaml-syntax', 'pages/services/index.yaml'],
    ])
  })
})
