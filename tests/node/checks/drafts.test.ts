import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { placeholderErrors } from '../../../src/node/checks/drafts.ts'
import { loadSite } from '../../../src/node/load.ts'
import { scaffoldPage } from '../../../src/node/commands/new-page.ts'
import { parseYamlText } from '../../../src/node/content/yaml-source.ts'
import { CONTACT_PAGE, createDraftsSite, DRAFT_ITEM, MOVED, UNFINISHED } from '../../helpers/drafts-site.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'

const readMinimal = (path: string) => readFileSync(join(MINIMAL_SITE, path), 'utf8')

afterAll(removeFixtureSites)

describe('placeholderErrors: the scaffold’s TODO texts left on a page (pure)', () => {
  test('every text beginning with TODO, at its line, column and field', () => {
    const { source } = parseYamlText(
      'title: Team\ndescription: TODO Say what the page offers.\nblocks:\n  - type: text\n    paragraphs:\n      - Done.\n      - TODO Write this.\n',
      'pages/team.yaml',
    )
    expect(placeholderErrors(source!).map((e) => [e.code, e.line, e.column, e.field, e.found])).toEqual([
      ['placeholder-text', 2, 14, 'description', '"TODO Say what the page offers."'],
      ['placeholder-text', 7, 9, 'blocks[0].paragraphs[1]', '"TODO Write this."'],
    ])
  })

  test('a placeholder written with an escape of a double-quoted string is found too', () => {
    const { source } = parseYamlText(
      'title: Team\ndescription: "\\x54ODO Say what the page offers."\n',
      'pages/team.yaml',
    )
    expect(placeholderErrors(source!).map((e) => [e.line, e.field, e.found])).toEqual([
      [2, 'description', '"TODO Say what the page offers."'],
    ])
  })

  test('TODO inside a text, or another word, is not a placeholder', () => {
    const { source } = parseYamlText('title: A TODO list\ndescription: Todos and TODOs.\n', 'pages/a.yaml')
    expect(placeholderErrors(source!)).toEqual([])
  })
})

describe('loadSite: drafts left out (production build, validate) or shown (dev server)', () => {
  const site = createDraftsSite()
  const load = (drafts: 'leave-out' | 'show', dir = site.dir) => loadSite({ siteDir: dir, cwd: dir, drafts })

  test('left out by default: no page, no route, no item in its collection; the moved page redirects', () => {
    const loaded = load('leave-out')
    expect(loaded.errors).toEqual([])
    if (!loaded.ok) return
    const all = loaded.site.pages.map((p) => p.route)
    expect(all).toContain(MOVED.route)
    expect(all).not.toContain(UNFINISHED)
    expect(all).not.toContain(DRAFT_ITEM)
    expect(loaded.site.routes.map((r) => r.route)).not.toContain(UNFINISHED)
    expect(loaded.site.collections.get('case-studies')!.entries.map((e) => e.item.id)).not.toContain('draft-study')
    expect(loaded.site.redirects).toEqual(MOVED.aliases.map((from) => ({ from, to: MOVED.route })))
  })

  test('shown in dev, marked draft for the banner', () => {
    const loaded = load('show')
    expect(loaded.errors).toEqual([])
    if (!loaded.ok) return
    const drafts = loaded.site.pages.filter((p) => p.data.draft).map((p) => p.route)
    expect(drafts).toEqual([UNFINISHED, DRAFT_ITEM].sort())
    expect(loaded.site.collections.get('case-studies')!.entries.map((e) => e.item.id)).toContain('draft-study')
  })

  test('a draft may link to another draft; a published page may not (dev accepts both)', () => {
    const link = (from: string) =>
      `title: X | Example Co\ndescription: d\n${from}blocks:\n  - type: cta\n    title: See\n    buttons:\n      - label: Careers\n        href: ${UNFINISHED}\n`
    const drafted = createFixtureSite({
      files: { 'pages/x.yaml': link('draft: true\n'), 'pages/contact.yaml': CONTACT_PAGE },
    })
    scaffoldPage({ siteDir: drafted.dir, path: UNFINISHED.slice(1) })
    expect(load('leave-out', drafted.dir).errors).toEqual([])
    const published = createFixtureSite({ files: { 'pages/x.yaml': link(''), 'pages/contact.yaml': CONTACT_PAGE } })
    scaffoldPage({ siteDir: published.dir, path: UNFINISHED.slice(1) })
    expect(load('leave-out', published.dir).errors.map((e) => [e.code, e.file, e.line, e.column])).toEqual([
      ['link-to-draft', 'pages/x.yaml', 8, 15],
    ])
    expect(load('show', published.dir).errors).toEqual([])
  })

  test('a draft item named among related items is no error (lists of items skip it), and has no page', () => {
    const related = createFixtureSite({
      files: {
        'collections/case-studies/soon.yaml': `draft: true\n${readMinimal('collections/case-studies/initech.yaml')}`,
        'collections/case-studies/hooli.yaml': readMinimal('collections/case-studies/hooli.yaml').replace(
          'relatedCaseStudies: [acme-bank, initech]',
          'relatedCaseStudies: [acme-bank, soon]',
        ),
        'pages/case-studies/[id].yaml': readMinimal('pages/case-studies/[id].yaml'),
      },
    })
    const loaded = load('leave-out', related.dir)
    expect(loaded.errors).toEqual([])
    expect(loaded.ok && loaded.site.pages.map((p) => p.route)).not.toContain('/case-studies/soon')
  })

  test('a site with a draft needs labels.draft (the banner’s words), and one with aliases labels.pageMoved', () => {
    const unlabelled = createFixtureSite({
      files: {
        'pages/x.yaml': 'title: X\ndescription: d\ndraft: true\naliases: [/y]\nblocks:\n  - type: hero\n    title: X\n',
      },
    })
    const siteYaml = readFileSync(join(unlabelled.dir, 'site.yaml'), 'utf8')
    writeFileSync(join(unlabelled.dir, 'site.yaml'), siteYaml.replace(/^ {2}(draft|pageMoved): .*\n/gm, ''))
    expect(load('show', unlabelled.dir).errors.map((e) => [e.file, e.line, e.column, e.message, e.hint])).toEqual([
      [
        'pages/x.yaml',
        3,
        8,
        'a draft shows a banner in dev, but site.yaml has no labels.draft',
        'Add "draft:" under labels in site.yaml with the words visitors see.',
      ],
      [
        'pages/x.yaml',
        4,
        10,
        'the build leaves a page at each old address, but site.yaml has no labels.pageMoved',
        'Add "pageMoved:" under labels in site.yaml with the words visitors see.',
      ],
    ])
  })
})
