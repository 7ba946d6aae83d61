import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../../src/node/build.ts'
import { loadSite } from '../../../src/node/load.ts'
import { withExtras } from '../../../src/node/model/page-extras.ts'
import { megabytes, megabytesIn } from '../../../src/shared/files.ts'

/**
 * The languages fixture (tests/fixtures/sites/languages: English, French, Arabic) built as a visitor and a search
 * engine get it: each language's addresses, <html lang dir>, hreflang and sitemap alternates, the switcher's links,
 * links sent to the language's own pages, and both fallbacks a site can choose for its untranslated pages.
 */

const root = join(import.meta.dirname, '../../..')
const FIXTURE = join(root, 'tests/fixtures/sites/languages')
let work: string
const dist = () => join(work, 'dist')
const read = (path: string, dir = dist()) => readFileSync(join(dir, path), 'utf8')

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'languages-build-'))
  cpSync(FIXTURE, join(work, 'site'), { recursive: true })
  await buildSite({ root, siteDir: join(work, 'site'), outDir: dist(), log: false })
}, 120000)

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

/** The hreflang alternates of a built page, as [language, address] pairs. */
function hreflangs(html: string): string[][] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!])
}

/** The language switcher's links of a built page: [language, address, current]. */
function switcher(html: string): string[][] {
  const details = /<details[^>]*>.*?<\/details>/s.exec(html)?.[0] ?? ''
  return [...details.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)"[^>]*?( aria-current="page")?>/g)].map((m) => [
    m[2]!,
    m[1]!,
    m[3] ? 'current' : '',
  ])
}

describe('a site in three languages', () => {
  test('puts the default language at the root and each other language under its prefix', () => {
    for (const page of [
      'index.html',
      'about/index.html',
      'fr/index.html',
      'fr/a-propos/index.html',
      'ar/about/index.html',
    ])
      expect(existsSync(join(dist(), page)), page).toBe(true)
    // Left out of French (fallback: leave-out): no French copy of an untranslated page.
    expect(existsSync(join(dist(), 'fr/services/index.html'))).toBe(false)
    // French has its own not-found page, served for addresses under /fr.
    expect(read('fr/404.html')).toContain('Page introuvable')
  })

  test('gives each page its language and direction, and the right-to-left language rtl', () => {
    expect(read('index.html')).toContain('<html lang="en">')
    expect(read('fr/a-propos/index.html')).toContain('<html lang="fr">')
    expect(read('ar/about/index.html')).toContain('<html lang="ar" dir="rtl">')
    expect(read('fr/a-propos/index.html')).toMatch(/<h1[^>]*>Qui sommes-nous<\/h1>/)
  })

  test('links every translation of a page with hreflang, x-default being the default language', () => {
    const expected = [
      ['en', 'https://example.test/about'],
      ['fr', 'https://example.test/fr/a-propos'],
      ['ar', 'https://example.test/ar/about'],
      ['x-default', 'https://example.test/about'],
    ]
    expect(hreflangs(read('about/index.html'))).toEqual(expected)
    expect(hreflangs(read('fr/a-propos/index.html'))).toEqual(expected)
    expect(read('fr/a-propos/index.html')).toContain('<link rel="canonical" href="https://example.test/fr/a-propos" />')
    // Open Graph's language_COUNTRY where the language names its country (region: FR), else its code.
    expect(read('fr/a-propos/index.html')).toContain('<meta property="og:locale" content="fr_FR" />')
    expect(read('fr/a-propos/index.html')).toContain('<meta property="og:locale:alternate" content="ar" />')
    expect(read('about/index.html')).toContain('<meta property="og:locale:alternate" content="fr_FR" />')
    // A page with no translation has no alternates to offer.
    expect(hreflangs(read('services/index.html'))).toEqual([])
  })

  test('lists the same alternates in sitemap.xml', () => {
    const sitemap = read('sitemap.xml')
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const entry = /<url>\s*<loc>https:\/\/example\.test\/fr\/a-propos<\/loc>.*?<\/url>/s.exec(sitemap)?.[0] ?? ''
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual(
      hreflangs(read('fr/a-propos/index.html')),
    )
    expect(sitemap).not.toMatch(
      /<url>\s*<loc>https:\/\/example\.test\/services<\/loc>\s*<lastmod>[^<]+<\/lastmod>\s*<xhtml/,
    )
  })

  test('offers the same page in each language in the switcher, else that language home', () => {
    expect(switcher(read('fr/a-propos/index.html'))).toEqual([
      ['en', '/about', ''],
      ['fr', '/fr/a-propos', 'current'],
      ['ar', '/ar/about', ''],
    ])
    // /services has no translation: the switcher leads to each language's home page.
    expect(switcher(read('services/index.html'))).toEqual([
      ['en', '/services', 'current'],
      ['fr', '/fr', ''],
      ['ar', '/ar', ''],
    ])
    expect(read('fr/a-propos/index.html')).toMatch(/<summary><span class="visually-hidden">Langue/)
  })

  test('sends the links of a translated page to its language, and the rest to the default language', () => {
    const home = read('fr/index.html')
    // The hero's "About" button and the French menu's links lead to the French pages…
    expect(home).toMatch(/<a href="\/fr\/a-propos"[^>]*>Qui sommes-nous/)
    expect(home).toMatch(/<a href="\/fr"[^>]*>Accueil<\/a>/)
    expect(home).toMatch(/<a href="\/fr" aria-label="Accueil Example Co"/)
    // …and an untranslated page's link stays on the English page (leave-out), and says so: hreflang, and the words
    // of the French file's labels.inLanguage after its own.
    expect(home).toMatch(/<a href="\/services#list" hrefLang="en"[^>]*>Services \(en anglais\)</)
    expect(read('fr/a-propos/index.html')).toMatch(/<a href="\/services"[^>]*>Voir les services \(en anglais\)</)
    expect(read('ar/index.html')).toMatch(/<a href="\/services#list" hrefLang="en"[^>]*>[^<]+ \(بالإنجليزية\)</)
    // The header and footer speak French.
    expect(home).toContain('Aller au contenu')
    expect(home).toContain('Tous droits réservés')
  })

  test("a single-language site's pages carry none of it", () => {
    const minimal = mkdtempSync(join(tmpdir(), 'one-language-'))
    try {
      cpSync(join(root, 'tests/fixtures/sites/minimal'), join(minimal, 'site'), { recursive: true })
      const loaded = loadSite({ siteDir: join(minimal, 'site') })
      expect(loaded.ok).toBe(true)
      if (!loaded.ok) return
      expect(loaded.site.locales).toBeUndefined()
      expect(loaded.site.pages.every((p) => p.locale === undefined && p.data.languages === undefined)).toBe(true)
      expect(loaded.translations).toBeUndefined()
    } finally {
      rmSync(minimal, { recursive: true, force: true })
    }
  })
})

/** The cards of a built list page: [title, its lang, link address, link hreflang, link words]. */
function cards(html: string): string[][] {
  return [...html.matchAll(/<article aria-labelledby.*?<\/article>/gs)].map(([card]) => {
    const title = /<h3([^>]*)>([^<]+)<\/h3>/.exec(card) ?? []
    const link = /<a href="([^"]+)"([^>]*)>([^<]+)</.exec(card) ?? []
    const attr = (attrs: string | undefined, name: string) =>
      new RegExp(` ${name}="([^"]+)"`).exec(attrs ?? '')?.[1] ?? ''
    return [title[2] ?? '', attr(title[1], 'lang'), link[1] ?? '', attr(link[2], 'hrefLang'), link[3] ?? '']
  })
}

describe('collection items in several languages', () => {
  test("gives each translated item a page at its language's address, and the untranslated none (leave-out)", () => {
    expect(read('fr/etudes-de-cas/acme-bank/index.html')).toContain('<html lang="fr">')
    expect(read('fr/etudes-de-cas/acme-bank/index.html')).toMatch(/<title>Banque Acme \| Étude de cas<\/title>/)
    expect(existsSync(join(dist(), 'fr/etudes-de-cas/initech/index.html'))).toBe(true)
    // Hooli has no French translation; Arabic has a translation of Acme Bank but no template page for case studies.
    expect(existsSync(join(dist(), 'fr/etudes-de-cas/hooli/index.html'))).toBe(false)
    expect(existsSync(join(dist(), 'fr/case-studies/hooli/index.html'))).toBe(false)
    expect(existsSync(join(dist(), 'ar/case-studies/acme-bank/index.html'))).toBe(false)
  })

  test('ties each item page to its source item page: hreflang, the sitemap and the switcher', () => {
    const expected = [
      ['en', 'https://example.test/case-studies/acme-bank'],
      ['fr', 'https://example.test/fr/etudes-de-cas/acme-bank'],
      ['x-default', 'https://example.test/case-studies/acme-bank'],
    ]
    expect(hreflangs(read('case-studies/acme-bank/index.html'))).toEqual(expected)
    expect(hreflangs(read('fr/etudes-de-cas/acme-bank/index.html'))).toEqual(expected)
    expect(hreflangs(read('case-studies/hooli/index.html'))).toEqual([])
    const sitemap = read('sitemap.xml')
    const entry =
      /<url>\s*<loc>https:\/\/example\.test\/fr\/etudes-de-cas\/acme-bank<\/loc>.*?<\/url>/s.exec(sitemap)?.[0] ?? ''
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual(expected)
    expect(switcher(read('fr/etudes-de-cas/acme-bank/index.html'))).toEqual([
      ['en', '/case-studies/acme-bank', ''],
      ['fr', '/fr/etudes-de-cas/acme-bank', 'current'],
      ['ar', '/ar', ''],
    ])
    expect(switcher(read('case-studies/initech/index.html'))).toEqual([
      ['en', '/case-studies/initech', 'current'],
      ['fr', '/fr/etudes-de-cas/initech', ''],
      ['ar', '/ar', ''],
    ])
  })

  test('lists French items on a French page, the untranslated one in English and marked as leading to English', () => {
    const list = read('fr/etudes-de-cas/index.html')
    expect(cards(list)).toEqual([
      ['Banque Acme', '', '/fr/etudes-de-cas/acme-bank', '', 'Voir l’étude de cas'],
      ['Hooli', 'en', '/case-studies/hooli', 'en', 'Voir l’étude de cas (en anglais)'],
      ['Initech', '', '/fr/etudes-de-cas/initech', '', 'Voir l’étude de cas'],
    ])
    expect(list).toContain('Comment la Banque Acme a stoppé la fraude.')
    // The category badges and filter read the French words file's vocabulary.
    expect(list).toContain('>Cybersécurité</p>')
    expect(list).not.toContain('>Cybersecurity<')
    // The English list is as it was: English items, no marks.
    expect(cards(read('case-studies/index.html'))).toEqual([
      ['Acme Bank', '', '/case-studies/acme-bank', '', 'View case study'],
      ['Hooli', '', '/case-studies/hooli', '', 'View case study'],
      ['Initech', '', '/case-studies/initech', '', 'View case study'],
    ])
  })

  test('shows the French item on its page, and its related items in French or marked', () => {
    const page = read('fr/etudes-de-cas/acme-bank/index.html')
    expect(page).toContain('La Banque Acme nous a demandé de l’aide.')
    expect(page).not.toContain('Acme Bank asked for help.')
    const related = page.slice(page.indexOf('Études de cas liées'))
    expect(cards(related)).toEqual([
      ['Initech', '', '/fr/etudes-de-cas/initech', '', 'Voir l’étude de cas'],
      ['Hooli', 'en', '/case-studies/hooli', 'en', 'Voir l’étude de cas (en anglais)'],
    ])
    // A link to an item page elsewhere (the French footer's Acme Bank) leads to the French item page.
    expect(read('fr/index.html')).toContain('<a href="/fr/etudes-de-cas/acme-bank"')
  })

  test('counts item translations in the status table: translated, stale, missing', () => {
    const loaded = loadSite({ siteDir: join(work, 'site') })
    expect(loaded.ok).toBe(true)
    const rows = Object.fromEntries((loaded.translations ?? []).map((r) => [r.code, r]))
    expect(rows.fr?.translated).toEqual(expect.arrayContaining(['case-studies/acme-bank', 'case-studies/initech']))
    expect(rows.fr?.missing.filter((m) => m.startsWith('case-studies/'))).toEqual(['case-studies/hooli'])
    expect(rows.ar?.translated.filter((m) => m.startsWith('case-studies/'))).toEqual(['case-studies/acme-bank'])
    expect(rows.ar?.missing.filter((m) => m.startsWith('case-studies/'))).toEqual([
      'case-studies/hooli',
      'case-studies/initech',
    ])
    expect(rows.fr?.stale).toEqual([])
  })
})

describe('the other fallback: untranslated pages shown in the default language', () => {
  let other: string
  beforeAll(async () => {
    other = mkdtempSync(join(tmpdir(), 'languages-fallback-'))
    cpSync(FIXTURE, join(other, 'site'), { recursive: true })
    const siteYaml = join(other, 'site/site.yaml')
    writeFileSync(siteYaml, readFileSync(siteYaml, 'utf8').replace('fallback: leave-out', 'fallback: default-language'))
    await buildSite({ root, siteDir: join(other, 'site'), outDir: join(other, 'dist'), log: false })
  }, 120000)
  afterAll(() => rmSync(other, { recursive: true, force: true }))

  test('shows the page at the language address, in the default language, with a notice in the visitor language', () => {
    const page = read('fr/services/index.html', join(other, 'dist'))
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('<p role="note" class="css-')
    expect(page).toContain('Cette page n’est pas encore traduite : la voici en anglais.')
    // Its content is marked as the default language's, and search engines are sent to the original.
    expect(page).toMatch(/<div lang="en">/)
    expect(page).toContain('<link rel="canonical" href="https://example.test/services" />')
    expect(hreflangs(page)).toEqual([])
    expect(read('sitemap.xml', join(other, 'dist'))).not.toContain('<loc>https://example.test/fr/services</loc>')
  })

  test("shows an untranslated item at the language's item address, and lists it there, unmarked", () => {
    const page = read('fr/etudes-de-cas/hooli/index.html', join(other, 'dist'))
    expect(page).toContain('Cette page n’est pas encore traduite : la voici en anglais.')
    expect(page).toContain('<link rel="canonical" href="https://example.test/case-studies/hooli" />')
    expect(cards(read('fr/etudes-de-cas/index.html', join(other, 'dist')))).toEqual([
      ['Banque Acme', '', '/fr/etudes-de-cas/acme-bank', '', 'Voir l’étude de cas'],
      ['Hooli', 'en', '/fr/etudes-de-cas/hooli', '', 'Voir l’étude de cas'],
      ['Initech', '', '/fr/etudes-de-cas/initech', '', 'Voir l’étude de cas'],
    ])
  })

  test('sends links and the switcher to the fallback page', () => {
    const home = read('fr/index.html', join(other, 'dist'))
    expect(home).toContain('href="/fr/services#list"')
    expect(switcher(read('services/index.html', join(other, 'dist')))).toEqual([
      ['en', '/services', 'current'],
      ['fr', '/fr/services', ''],
      ['ar', '/ar/services', ''],
    ])
  })
})

describe('search in the visitor language', () => {
  let searching: string
  const search = (title: string, label: string) =>
    `title: ${title}\ndescription: ${title}.\nblocks:\n  - type: search\n    label: ${label}\n    countLabel: "{count}"\n    emptyText: "-"\n    errorText: "-"\n`
  beforeAll(async () => {
    searching = mkdtempSync(join(tmpdir(), 'languages-search-'))
    cpSync(FIXTURE, join(searching, 'site'), { recursive: true })
    writeFileSync(join(searching, 'site/pages/search.yaml'), search('Search | Example Co', 'Search the site'))
    writeFileSync(
      join(searching, 'site/pages/fr/recherche.yaml'),
      `translates: /search\n${search('Recherche | Example Co', 'Chercher dans le site')}`,
    )
    await buildSite({ root, siteDir: join(searching, 'site'), outDir: join(searching, 'dist'), log: false })
  }, 120000)
  afterAll(() => rmSync(searching, { recursive: true, force: true }))

  test("keeps an index per language, each holding that language's pages only", () => {
    const entry = JSON.parse(read('_search/pagefind-entry.json', join(searching, 'dist'))) as {
      languages: Record<string, { page_count: number }>
    }
    const published = (prefix: string) =>
      readdirSync(join(searching, 'dist', prefix), { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('index.html'),
      ).length
    // fr: the home page, about, the case studies list and two case studies. A search page itself is not indexed
    // (its block is data-pagefind-ignore): one page less in the languages that have one.
    expect(entry.languages.fr?.page_count).toBe(5)
    expect(entry.languages.fr?.page_count).toBe(published('fr') - 1)
    expect(entry.languages.ar?.page_count).toBe(published('ar'))
    expect(entry.languages.en?.page_count).toBe(published('.') - published('fr') - published('ar') - 1)
  })
})

describe('dates and numbers per language', () => {
  test('writes a page date out in the page language at build time', () => {
    const data = { route: '/x', title: 'x', description: 'x', blocks: [{ type: 'text', updated: '2025-01-15' }] }
    const icons = new Map() as never
    expect(withExtras(data, icons, 'fr').dates).toEqual({ '2025-01-15': '15 janvier 2025' })
    expect(withExtras(data, icons, 'en').dates).toEqual({ '2025-01-15': 'January 15, 2025' })
  })

  test("writes a file's size as the page language writes numbers, English as before", () => {
    expect(megabytesIn(2726297, 'fr')).toBe('2,6')
    expect(megabytesIn(2726297, 'en')).toBe(megabytes(2726297))
    expect(megabytes(2726297)).toBe('2.6')
    // What the build wrote for a page of another language is what the list shows.
    expect(megabytes(2726297, '2,6')).toBe('2,6')
  })
})
