import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { loadSite } from '../../src/node/load.ts'
import { sitemapRoutes } from './crawl.ts'

// The JSON-LD of every page type of both sites (the Zuma site's dist/, and the example clinic built here), parsed back
// and checked two ways:
// - each type's required properties (Google's rich-result requirements for breadcrumbs, local businesses, FAQs and
//   articles, and what we promise of a service), with values checked against the page's content;
// - a schema.org check: every document is type-checked against schema-dts, the schema.org vocabulary as TypeScript
//   types, so an unknown type, an unknown property or a value of the wrong kind fails (a document known to be wrong
//   proves the check catches them).

const root = join(import.meta.dirname, '../..')
const zumaDist = process.env.DIST_DIR ?? join(root, 'dist')
type Node = Record<string, unknown> & { '@type'?: string; '@id'?: string }

let work: string
let clinicDist: string
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'structured-data-'))
  clinicDist = join(work, 'dist')
  await buildSite({ root, siteDir: 'examples/clinic', outDir: clinicDist, log: false })
}, 300000)
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

const fileOf = (dist: string, route: string) => join(dist, route === '/' ? '' : route.slice(1), 'index.html')
/** The page's JSON-LD documents, as written. */
const documents = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node)
/** The things a page describes: its documents, or the nodes of their graphs. */
function things(dist: string, route: string): Node[] {
  return documents(readFileSync(fileOf(dist, route), 'utf8')).flatMap((doc) => {
    expect(doc['@context'], route).toBe('https://schema.org')
    return (doc['@graph'] as Node[] | undefined) ?? [doc]
  })
}
const typesOf = (nodes: Node[]) => nodes.map((n) => n['@type'])
const one = (nodes: Node[], type: string) => {
  const found = nodes.filter((n) => n['@type'] === type)
  expect(found.length, `${type} in ${JSON.stringify(typesOf(nodes))}`).toBe(1)
  return found[0]!
}
const isAbsoluteOn = (origin: string) => (value: unknown) => typeof value === 'string' && value.startsWith(`${origin}/`)

/** Required: each step's position (1…n) and name; the address of every step but the page itself, on the site. */
function expectBreadcrumbs(nodes: Node[], origin: string, route: string, names: unknown[]) {
  const list = one(nodes, 'BreadcrumbList')
  const items = list.itemListElement as Node[]
  expect(items.length, route).toBeGreaterThanOrEqual(2)
  expect(
    items.map((i) => i.name),
    route,
  ).toEqual(names)
  items.forEach((item, index) => {
    expect(item['@type']).toBe('ListItem')
    expect(item.position).toBe(index + 1)
    if (index < items.length - 1) expect(isAbsoluteOn(origin)(item.item), route).toBe(true)
  })
  // Each step's address is a step up the page's own address.
  for (const item of items.slice(0, -1)) expect(route.startsWith(new URL(item.item as string).pathname)).toBe(true)
}

/** Required of a local business: name and address; and what site.yaml gives: phone, address, opening hours. */
function expectBusiness(nodes: Node[], origin: string, type: string) {
  const business = one(nodes, type)
  expect(business['@id']).toBe(`${origin}/#organization`)
  expect(business.name).toBeTruthy()
  expect(business.url).toBe(`${origin}/`)
  expect(business.telephone).toBeTruthy()
  const address = business.address as Node
  expect(address['@type']).toBe('PostalAddress')
  for (const field of ['streetAddress', 'addressLocality', 'addressCountry']) expect(address[field]).toBeTruthy()
  const hours = business.openingHoursSpecification as Node[]
  expect(hours.length).toBeGreaterThan(0)
  for (const line of hours) {
    expect(line['@type']).toBe('OpeningHoursSpecification')
    expect((line.dayOfWeek as string[]).length).toBeGreaterThan(0)
    expect(line.opens).toMatch(/^\d{2}:\d{2}$/)
    expect(line.closes).toMatch(/^\d{2}:\d{2}$/)
  }
  return business
}

/** Required: one Question per question of the page's FAQ block, each with its accepted answer. */
function expectFaq(nodes: Node[], questions: string[]) {
  const faq = one(nodes, 'FAQPage')
  const asked = faq.mainEntity as Node[]
  expect(asked.map((q) => q.name)).toEqual(questions)
  for (const question of asked) {
    expect(question['@type']).toBe('Question')
    expect(((question.acceptedAnswer as Node).text as string).length).toBeGreaterThan(20)
  }
}

/** What a service page promises: name, description, address, and its provider by the organisation's id. */
function expectService(nodes: Node[], origin: string, route: string) {
  const service = one(nodes, 'Service')
  expect(service.name).toBeTruthy()
  expect((service.description as string).length).toBeGreaterThan(20)
  expect(service.url).toBe(`${origin}${route}`)
  expect(service.provider).toEqual({ '@id': `${origin}/#organization` })
}

/** Required of an article (Google): headline, image, and the publisher's name; dated articles their date and author. */
function expectArticle(nodes: Node[], origin: string, route: string, dated: boolean) {
  const article = one(nodes, 'Article')
  expect(article.headline).toBeTruthy()
  expect(article.url).toBe(`${origin}${route}`)
  expect(isAbsoluteOn(origin)(article.image)).toBe(true)
  expect((article.publisher as Node).name).toBeTruthy()
  if (dated) {
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((article.author as Node).name).toBeTruthy()
  }
}

/** The questions of a page's FAQ block, from its YAML (as the site model has them). */
function faqQuestions(siteDir: string, route: string): string[] {
  const loaded = loadSite({ siteDir: join(root, siteDir), cwd: root })
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors))
  const page = loaded.site.pages.find((p) => p.route === route)!
  const faq = page.data.blocks.find((b) => b.type === 'faq') as unknown as { items: Array<{ question: string }> }
  return faq.items.map((item) => item.question)
}

describe('JSON-LD of each page type', () => {
  const zuma = 'https://zumatech.example'
  const clinic = 'https://lakesideclinic.example'

  test('Zuma home: the company as a ProfessionalService with its address and opening hours', () => {
    const nodes = things(zumaDist, '/')
    expect(typesOf(nodes)).toEqual(['ProfessionalService'])
    expectBusiness(nodes, zuma, 'ProfessionalService')
  })

  test('Zuma contact (the FAQ page): the business, and its questions as a FAQPage', () => {
    const nodes = things(zumaDist, '/contact')
    expect(typesOf(nodes)).toEqual(['ProfessionalService', 'FAQPage'])
    expectBusiness(nodes, zuma, 'ProfessionalService')
    expectFaq(nodes, faqQuestions('site', '/contact'))
  })

  test('Zuma service overview: a Service and the breadcrumbs from Services', () => {
    const nodes = things(zumaDist, '/services/cloud-security')
    expect(typesOf(nodes)).toEqual(['Service', 'BreadcrumbList'])
    expectService(nodes, zuma, '/services/cloud-security')
    expectBreadcrumbs(nodes, zuma, '/services/cloud-security', ['Services', 'Cloud Security'])
  })

  test('Zuma service subpage (its page file says it describes a Service): the Service and breadcrumbs through its group', () => {
    const nodes = things(zumaDist, '/services/endpoint-security/edr')
    expect(typesOf(nodes)).toEqual(['Service', 'BreadcrumbList'])
    expectService(nodes, zuma, '/services/endpoint-security/edr')
    expectBreadcrumbs(nodes, zuma, '/services/endpoint-security/edr', [
      'Services',
      'Endpoint Security',
      'Endpoint Detection & Response',
    ])
  })

  test('Zuma case study: an Article (no date: case studies have none) and breadcrumbs', () => {
    const nodes = things(zumaDist, '/case-studies/telecom-ai')
    expect(typesOf(nodes)).toEqual(['Article', 'BreadcrumbList'])
    expectArticle(nodes, zuma, '/case-studies/telecom-ai', false)
    expectBreadcrumbs(nodes, zuma, '/case-studies/telecom-ai', [
      'Case Studies',
      'Real-Time Fraud Detection for a Mobile Operator',
    ])
  })

  test('Zuma article: a dated Article and breadcrumbs', () => {
    const nodes = things(zumaDist, '/resources/phishing-still-works')
    expect(typesOf(nodes)).toEqual(['Article', 'BreadcrumbList'])
    expectArticle(nodes, zuma, '/resources/phishing-still-works', true)
    expectBreadcrumbs(nodes, zuma, '/resources/phishing-still-works', [
      'Resources',
      'Why Phishing Still Works, and How to Stop It',
    ])
  })

  test('every nested page of both sites has breadcrumbs; top-level pages other than home and contact describe nothing', () => {
    for (const [dist, origin] of [
      [zumaDist, zuma],
      [clinicDist, clinic],
    ] as const) {
      for (const route of sitemapRoutes(dist)) {
        const nodes = things(dist, route)
        const depth = route.split('/').filter(Boolean).length
        if (depth >= 2) {
          one(nodes, 'BreadcrumbList')
          // Every service page describes its service: the overview pages by their block, the others by their file.
          if (route.startsWith('/services/')) expectService(nodes, origin, route)
        } else if (!['/', '/contact'].includes(route)) expect(typesOf(nodes), route).toEqual([])
        // Every address in it is absolute and on the site.
        const addresses = (JSON.stringify(nodes).match(/"https?:\/\/[^"]*"/g) ?? []).filter(
          (address) => address !== '"https://schema.org"',
        )
        for (const address of addresses) expect(address, route).toMatch(new RegExp(`^"${origin}/`))
      }
    }
  })

  test('clinic home and contact: a MedicalClinic with its coordinates and hours; the contact FAQ', () => {
    const home = expectBusiness(things(clinicDist, '/'), clinic, 'MedicalClinic')
    expect(home.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -0.098, longitude: 34.763 })
    const contact = things(clinicDist, '/contact')
    expectBusiness(contact, clinic, 'MedicalClinic')
    expectFaq(contact, faqQuestions('examples/clinic', '/contact'))
  })

  test('clinic service and article pages', () => {
    const service = things(clinicDist, '/services/maternity')
    expectService(service, clinic, '/services/maternity')
    expectBreadcrumbs(service, clinic, '/services/maternity', ['Our Services', expect.any(String)])
    const article = sitemapRoutes(clinicDist).find((r) => r.startsWith('/health/'))!
    expectArticle(things(clinicDist, article), clinic, article, true)
  })
})

describe('schema.org check (the documents type-checked against schema-dts)', () => {
  test('every JSON-LD document of both sites is valid schema.org; a wrong one is caught', () => {
    const dir = join(root, '.cache', `structured-data-${process.pid}`)
    mkdirSync(dir, { recursive: true })
    try {
      const pages = [zumaDist, clinicDist].flatMap((dist) =>
        sitemapRoutes(dist).flatMap((route) =>
          documents(readFileSync(fileOf(dist, route), 'utf8')).map((doc) => ({ route, doc })),
        ),
      )
      expect(pages.length).toBeGreaterThan(50)
      const typed = (doc: object) =>
        `(${JSON.stringify(doc)}) satisfies ${'@graph' in doc ? 'Graph' : 'WithContext<Thing>'}`
      const head = "import type { Graph, Thing, WithContext } from 'schema-dts'\n"
      writeFileSync(
        join(dir, 'pages.ts'),
        head + pages.map(({ route, doc }, i) => `// ${route}\nexport const page${i} = ${typed(doc)}\n`).join(''),
      )
      // Known mistakes: a misspelt type, misspelt properties (in a document and in a graph), a day that is not one.
      const wrong = [
        { '@context': 'https://schema.org', '@type': 'ProfesionalService', name: 'x' },
        { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', nam: 'x' }] },
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, itemz: 'y' }] },
          ],
        },
        { '@context': 'https://schema.org', '@type': 'OpeningHoursSpecification', dayOfWeek: ['Mondy'] },
      ]
      writeFileSync(
        join(dir, 'wrong.ts'),
        head + wrong.map((doc, i) => `export const wrong${i} = ${typed(doc)}\n`).join(''),
      )
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, module: 'nodenext', skipLibCheck: true, types: [] },
          files: ['pages.ts', 'wrong.ts'],
        }),
      )
      let output = ''
      try {
        execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' })
      } catch (error) {
        output = (error as { stdout: string }).stdout
      }
      const errors = output.split('\n').filter((line) => /error TS/.test(line))
      expect(errors.filter((line) => !line.startsWith('wrong.ts'))).toEqual([])
      // Each wrong document fails, on its own line.
      expect(new Set(errors.map((line) => /^wrong\.ts\((\d+)/.exec(line)?.[1])).size).toBe(wrong.length)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 300000)
})
