import { describe, expect, test } from 'vitest'
import type { CollectionRecord } from '../../../src/node/model/site.ts'
import type { ValidFile } from '../../../src/node/content/validate.ts'
import { buildPages, collectionPageFolders } from '../../../src/node/model/pages.ts'
import { parseYamlText } from '../../../src/node/content/yaml-source.ts'
import type { PageFile } from '../../../src/generated/schema-types.ts'
import { classifyPageFile } from '../../../src/shared/routes.ts'
import type { AnyEntry } from '../../../src/shared/types.ts'

/** A page file as the validation stage hands it on: its place and its valid data. */
function pageFile(path: string, yaml: string) {
  const { source } = parseYamlText(yaml, `pages/${path}`)
  const kind = classifyPageFile(path)
  if (!source || kind.kind === 'ignored' || kind.kind === 'wrong-extension') throw new Error(`not a page file: ${path}`)
  return { kind, valid: { source, data: source.data as PageFile, references: [] } satisfies ValidFile<PageFile> }
}

function collection(name: string, items: Array<Record<string, unknown>>): [string, CollectionRecord] {
  const { source } = parseYamlText('title: x', `collections/${name}/x.yaml`)
  return [
    name,
    {
      name,
      entries: items.map((item) => ({
        item: item as unknown as AnyEntry,
        file: { source: source!, data: item, references: [] },
      })),
    },
  ]
}

const hero = 'blocks:\n  - type: hero\n    title: T\n'
const collections = new Map([
  collection('case-studies', [
    { id: 'bank', title: 'Securing Banking', route: '/case-studies/bank' },
    { id: 'telecom', title: 'Telecom SOC', route: '/case-studies/telecom' },
  ]),
  collection('services', [
    { id: 'media', title: 'Media', href: '/services/media-production', route: '/services/media-production' },
  ]),
])

describe('buildPages: the pages the page files make (pure)', () => {
  test.each([
    {
      name: 'an ordinary file makes one page at its route',
      files: [['about.yaml', `title: About Us | Co\ndescription: d\n${hero}`]],
      routes: ['/about'],
      labels: ['About Us'],
    },
    {
      name: 'navLabel names it in the site map',
      files: [['about.yaml', `title: About Us | Co\nnavLabel: About\ndescription: d\n${hero}`]],
      routes: ['/about'],
      labels: ['About'],
    },
    {
      name: 'a [id].yaml file makes one page per item, its title filled from the item',
      files: [
        [
          'case-studies/[id].yaml',
          `title: '{title} | Co'\ndescription: 'Case study: {title}'\ncollection: case-studies\n${hero}`,
        ],
      ],
      routes: ['/case-studies/bank', '/case-studies/telecom'],
      labels: ['Securing Banking', 'Telecom SOC'],
    },
    {
      name: 'items with their own href have their page elsewhere',
      files: [['services/[id].yaml', `title: '{title}'\ndescription: d\ncollection: services\n${hero}`]],
      routes: [],
      labels: [],
    },
    {
      name: 'routes come sorted, parents first',
      files: [
        ['b.yaml', `title: B\ndescription: d\n${hero}`],
        ['a/x.yaml', `title: X\ndescription: d\n${hero}`],
        ['a/index.yaml', `title: A\ndescription: d\n${hero}`],
      ],
      routes: ['/a', '/a/x', '/b'],
      labels: ['A', 'X', 'B'],
    },
  ])('$name', ({ files, routes, labels }) => {
    const result = buildPages(
      files.map(([path, yaml]) => pageFile(path!, yaml!)),
      collections,
    )
    expect(result.errors).toEqual([])
    expect(result.pages.map((p) => p.route)).toEqual(routes)
    expect(result.pages.map((p) => p.navLabel)).toEqual(labels)
  })

  test('a collection page knows its item, and its description is filled too', () => {
    const { pages } = buildPages(
      [
        pageFile(
          'case-studies/[id].yaml',
          `title: '{title}'\ndescription: 'About {title}, {missing}'\ncollection: case-studies\n${hero}`,
        ),
      ],
      collections,
    )
    expect(pages[0]!.entry).toMatchObject({
      collection: 'case-studies',
      item: { id: 'bank' },
      file: 'collections/case-studies/x.yaml',
    })
    expect(pages[0]!.data.description).toBe('About Securing Banking, {missing}')
  })

  test('not-found pages are pages of their folder, marked notFound', () => {
    const { pages, notFound } = buildPages(
      [pageFile('services/_not-found.yaml', `title: Service Not Found\ndescription: d\n${hero}`)],
      collections,
    )
    expect(pages).toEqual([])
    expect(notFound.map((p) => [p.route, p.data.notFound])).toEqual([['/services', true]])
  })

  test('two files for one address are both reported', () => {
    const { errors } = buildPages(
      [
        pageFile('about.yaml', `title: A\ndescription: d\n${hero}`),
        pageFile('about/index.yaml', `title: B\ndescription: d\n${hero}`),
      ],
      collections,
    )
    expect(errors.map((e) => `${e.file}: ${e.message}`)).toEqual([
      'pages/about.yaml: the address /about is also made by pages/about/index.yaml',
      'pages/about/index.yaml: the address /about is also made by pages/about.yaml',
    ])
  })

  test('a [id].yaml without collection is an error, and its route is unresolved (links to it are not reported twice)', () => {
    const { errors, unresolvedRoutes } = buildPages(
      [pageFile('articles/[id].yaml', `title: T\ndescription: d\n${hero}`)],
      collections,
    )
    expect(errors.map((e) => [e.field, e.message])).toEqual([['collection', 'a [id].yaml page needs "collection"']])
    expect(unresolvedRoutes).toEqual(['/articles/:id'])
  })

  test('an invalid page file makes no page; its route is unresolved', () => {
    const { kind } = pageFile('about.yaml', `title: A\ndescription: d\n${hero}`)
    expect(buildPages([{ kind }], collections)).toMatchObject({ pages: [], unresolvedRoutes: ['/about'] })
  })
})

test('collectionPageFolders: the folder of the [id].yaml page of each collection', () => {
  expect(
    collectionPageFolders([
      { route: '/case-studies/:id', collection: 'case-studies' },
      { route: '/:id', collection: 'articles' },
      { route: '/x/:id', collection: undefined },
    ]),
  ).toEqual(
    new Map([
      ['case-studies', '/case-studies'],
      ['articles', '/'],
    ]),
  )
})

describe('buildPages: drafts and old addresses (pure)', () => {
  const items = new Map([
    collection('case-studies', [
      { id: 'bank', title: 'Bank', route: '/case-studies/bank', aliases: ['/work/bank'] },
      { id: 'soon', title: 'Soon', route: '/case-studies/soon', draft: true },
    ]),
  ])
  const build = (files: string[][]) =>
    buildPages(
      files.map(([path, yaml]) => pageFile(path!, yaml!)),
      items,
    )

  test.each([
    {
      name: 'a page file marked draft makes a draft page (the browser learns it too)',
      files: [['team.yaml', `title: T\ndescription: d\ndraft: true\n${hero}`]],
      drafts: [['/team', true]],
    },
    {
      name: 'draft: false, or no draft line, is published',
      files: [
        ['a.yaml', `title: A\ndescription: d\ndraft: false\n${hero}`],
        ['b.yaml', `title: B\ndescription: d\n${hero}`],
      ],
      drafts: [
        ['/a', false],
        ['/b', false],
      ],
    },
    {
      name: 'on a collection page, only the page of a draft item is a draft',
      files: [['case-studies/[id].yaml', `title: '{title}'\ndescription: d\ncollection: case-studies\n${hero}`]],
      drafts: [
        ['/case-studies/bank', false],
        ['/case-studies/soon', true],
      ],
    },
    {
      name: 'a draft [id].yaml makes every page of its collection a draft',
      files: [
        ['case-studies/[id].yaml', `title: '{title}'\ndescription: d\ncollection: case-studies\ndraft: true\n${hero}`],
      ],
      drafts: [
        ['/case-studies/bank', true],
        ['/case-studies/soon', true],
      ],
    },
  ])('$name', ({ files, drafts }) => {
    const { pages, errors } = build(files)
    expect(errors).toEqual([])
    expect(pages.map((p) => [p.route, p.draft === true])).toEqual(drafts)
    expect(pages.map((p) => [p.route, p.data.draft === true])).toEqual(drafts)
  })

  test('aliases come from the page file, or from the item on a collection page, with their place', () => {
    const { pages } = build([
      ['team.yaml', `title: T\ndescription: d\naliases:\n  - /old-team\n  - /about/people\n${hero}`],
      ['case-studies/[id].yaml', `title: '{title}'\ndescription: d\ncollection: case-studies\n${hero}`],
    ])
    expect(pages.map((p) => [p.route, p.aliases?.map((a) => [a.from, a.file, a.pointer])])).toEqual([
      ['/case-studies/bank', [['/work/bank', 'collections/case-studies/x.yaml', '/aliases/0']]],
      ['/case-studies/soon', []],
      [
        '/team',
        [
          ['/old-team', 'pages/team.yaml', '/aliases/0'],
          ['/about/people', 'pages/team.yaml', '/aliases/1'],
        ],
      ],
    ])
  })

  test.each([
    [
      '_not-found.yaml',
      'a _not-found.yaml file has no address of its own to redirect to',
      'Remove "aliases" from this file.',
    ],
    [
      'case-studies/[id].yaml',
      'a [id].yaml file has no address of its own to redirect to',
      'Write the old address in the "aliases" of the item (its file in site/collections), and remove it here.',
    ],
  ])('aliases on %s are an error at the field', (path, message, hint) => {
    const { errors, pages, notFound } = build([
      [path, `title: T\ndescription: d\ncollection: case-studies\naliases:\n  - /old\n${hero}`],
    ])
    expect(errors.map((e) => [e.code, e.line, e.column, e.field, e.message, e.hint])).toEqual([
      ['bad-alias', 5, 3, 'aliases', message, hint],
    ])
    expect([...pages, ...notFound].flatMap((p) => p.aliases ?? []).map((a) => a.from)).not.toContain('/old')
  })
})

test('aliases on an item whose page is hand-written elsewhere (its own href) belong in that page file', () => {
  const { source } = parseYamlText(
    'title: Media\nhref: /services/media\naliases:\n  - /media\n',
    'collections/services/media.yaml',
  )
  const item = { id: 'media', title: 'Media', href: '/services/media', aliases: ['/media'] }
  const { errors, pages } = buildPages(
    [pageFile('services/[id].yaml', `title: '{title}'\ndescription: d\ncollection: services\n${hero}`)],
    new Map([
      [
        'services',
        {
          name: 'services',
          entries: [{ item: item as unknown as AnyEntry, file: { source: source!, data: item, references: [] } }],
        },
      ],
    ]),
  )
  expect(pages).toEqual([])
  expect(errors.map((e) => [e.file, e.line, e.column, e.message, e.hint])).toEqual([
    [
      'collections/services/media.yaml',
      4,
      3,
      "this item's page is /services/media, written in its own page file",
      'Move "aliases" to the page file of /services/media (under site/pages).',
    ],
  ])
})
