import { afterAll, describe, expect, it } from 'vitest'
import { directionOf, mergeWords } from '../../../src/node/model/locales.ts'
import { sourceVersion, changedParts } from '../../../src/node/model/source-version.ts'
import { createFixtureSite, removeFixtureSites } from '../../helpers/fixture-site.ts'

afterAll(removeFixtureSites)

/** The languages fixture with some of its files replaced: what each mistake in a language's words file gets. */
function languagesSite(files: Record<string, string>) {
  return createFixtureSite({ base: 'languages', files }).load()
}

describe("a language's words (site/locales/<code>.yaml)", () => {
  it('are merged over site.yaml: groups key by key, lists whole', () => {
    const base = { labels: { a: 'A', b: 'B' }, links: [{ label: 'One' }, { label: 'Two' }] }
    expect(mergeWords(base, { labels: { b: 'Bé' }, links: [{ label: 'Un' }] })).toEqual({
      labels: { a: 'A', b: 'Bé' },
      links: [{ label: 'Un' }],
    })
  })

  it('give the French pages their words, and leave identity fields to site.yaml', () => {
    const loaded = languagesSite({})
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    const french = loaded.site.locales!.list.find((l) => l.code === 'fr')!
    expect(french.config.labels.skipToContent).toBe('Aller au contenu')
    // A label the file does not give stays site.yaml's.
    expect(french.config.labels.tabBar).toBe(loaded.site.config.labels.tabBar)
    expect(french.config.company).toEqual(loaded.site.config.company)
    expect(loaded.site.locales!.list.map((l) => [l.code, l.dir, l.prefix])).toEqual([
      ['en', 'ltr', ''],
      ['fr', 'ltr', '/fr'],
      ['ar', 'rtl', '/ar'],
    ])
  })

  it('may not give the company, and say where', () => {
    const loaded = languagesSite({
      'locales/fr.yaml': 'labels:\n  skipToContent: Aller au contenu\ncompany:\n  name: Autre\n',
    })
    expect(loaded.errors.map((e) => [e.code, e.file, e.line, e.column, e.field])).toEqual([
      ['unknown-field', 'locales/fr.yaml', 3, 1, 'company'],
    ])
  })

  it('give the office hours as visitors read them, entry by entry, and keep what search engines read', () => {
    const french =
      'labels:\n  skipToContent: Aller au contenu\nhours:\n  - days: Du lundi au vendredi\n    time: 9 h - 17 h\n'
    const loaded = languagesSite({ 'locales/fr.yaml': french })
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    const config = loaded.site.locales!.list.find((l) => l.code === 'fr')!.config
    expect(config.company.hours).toEqual([{ days: 'Du lundi au vendredi', time: '9 h - 17 h' }])
    // Everything else of the company is site.yaml's, and English pages keep their hours.
    expect({ ...config.company, hours: [] }).toEqual({ ...loaded.site.config.company, hours: [] })
    expect(loaded.site.config.company.hours).toEqual([{ days: 'Monday - Friday', time: '9:00 AM - 5:00 PM' }])
  })

  it('give as many office hours as site.yaml, or say which', () => {
    const loaded = languagesSite({
      'locales/fr.yaml':
        'hours:\n  - { days: Lundi - vendredi, time: 9 h - 17 h }\n  - { days: Samedi, time: Fermé }\n',
    })
    expect(loaded.errors.map((e) => [e.code, e.file, e.line, e.column, e.message, e.expected])).toEqual([
      [
        'invalid-value',
        'locales/fr.yaml',
        2,
        3,
        "hours has 2 entries, and site.yaml's company.hours 1",
        '1 entry, in the order of company.hours: Monday - Friday',
      ],
    ])
  })

  it('are checked against site.yaml schema once merged, the error placed in the language file', () => {
    const loaded = languagesSite({ 'locales/fr.yaml': 'labels:\n  skipToContent: 3\n' })
    expect(loaded.errors.map((e) => [e.code, e.file, e.line, e.column, e.field])).toEqual([
      ['wrong-type', 'locales/fr.yaml', 2, 18, 'labels.skipToContent'],
    ])
  })

  it('must be of a declared language other than the default', () => {
    const loaded = languagesSite({
      'locales/fre.yaml': 'labels:\n  skipToContent: Aller au contenu\n',
      'locales/en.yaml': 'labels:\n  skipToContent: Skip\n',
    })
    expect(loaded.errors.map((e) => [e.code, e.file, e.message, e.hint])).toEqual([
      [
        'unknown-reference',
        'locales/en.yaml',
        '"en" is the default language: its words are site.yaml\'s',
        'Move its words into site.yaml and delete en.yaml.',
      ],
      [
        'unknown-reference',
        'locales/fre.yaml',
        '"fre" is not one of the site\'s languages',
        'Did you mean "fr"? Rename the file, or add the language to locales.languages in site.yaml.',
      ],
    ])
  })
})

describe('text direction', () => {
  it('is right to left for Arabic, Hebrew and Persian unless site.yaml says otherwise', () => {
    expect(['ar', 'he', 'fa', 'fa-IR', 'fr', 'sw'].map((code) => directionOf(code))).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ])
    expect(directionOf('ar', 'ltr')).toBe('ltr')
  })
})

describe("a translation's source version", () => {
  const page = { title: 'About', description: 'Who we are.', blocks: [{ type: 'hero', title: 'About' }] }

  it('is one short hash per part: title, description, each block', () => {
    expect(sourceVersion(page)).toMatch(/^[0-9a-f]{6}\.[0-9a-f]{6}\.[0-9a-f]{6}$/)
    expect(changedParts(sourceVersion(page), page)).toEqual([])
  })

  it('says which parts changed, and blocks added or removed', () => {
    const before = sourceVersion(page)
    expect(changedParts(before, { ...page, description: 'Who we are, and why.' })).toEqual(['the description'])
    expect(changedParts(before, { ...page, blocks: [{ type: 'hero', title: 'About us' }] })).toEqual([
      'blocks[0] (hero)',
    ])
    expect(changedParts(before, { ...page, blocks: [...page.blocks, { type: 'cta', title: 'Talk' }] })).toEqual([
      '1 block added',
    ])
    expect(changedParts(before, { ...page, blocks: [] })).toEqual(['1 block removed'])
  })
})
