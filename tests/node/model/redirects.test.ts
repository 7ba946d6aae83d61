import { describe, expect, test } from 'vitest'
import { planRedirects, type AliasClaim, type RedirectSource } from '../../../src/node/model/redirects.ts'
import { parseYamlText } from '../../../src/node/content/yaml-source.ts'

/** A page file at `route` whose aliases are written in it (so errors have real lines and columns). */
function page(file: string, route: string, aliases: string[], draft = false): RedirectSource {
  const yaml = `title: T\naliases:\n${aliases.map((a) => `  - ${a}`).join('\n')}\n`
  const { source } = parseYamlText(yaml, file)
  const claims: AliasClaim[] = aliases.map((from, i) => ({ from, file, source: source!, pointer: `/aliases/${i}` }))
  return { route, file, draft, aliases: claims }
}

const published = { publishedOnly: true }

describe('planRedirects: old addresses become redirects (pure)', () => {
  test('each alias redirects to its page, sorted by old address', () => {
    const { redirects, errors } = planRedirects(
      [page('pages/team.yaml', '/team', ['/our-team', '/about/people']), page('pages/a.yaml', '/a', [])],
      published,
    )
    expect(errors).toEqual([])
    expect(redirects).toEqual([
      { from: '/about/people', to: '/team' },
      { from: '/our-team', to: '/team' },
    ])
  })

  test.each([
    {
      name: 'a loop names both files, each at its alias',
      pages: [page('pages/a.yaml', '/a', ['/b']), page('pages/b.yaml', '/b', ['/a'])],
      errors: [
        'pages/a.yaml:3:5 a redirect loop: /b is the address of pages/b.yaml, whose aliases send /a back here (pages/b.yaml:3:5)',
        'pages/b.yaml:3:5 a redirect loop: /a is the address of pages/a.yaml, whose aliases send /b back here (pages/a.yaml:3:5)',
      ],
      kept: [],
    },
    {
      name: 'an alias that is still a page’s address',
      pages: [page('pages/a.yaml', '/a', ['/x', '/b']), page('pages/b.yaml', '/b', [])],
      errors: ['pages/a.yaml:4:5 the old address /b is still the address of pages/b.yaml:1:1'],
      kept: ['/x'],
    },
    {
      name: 'an alias that is the page’s own address',
      pages: [page('pages/a.yaml', '/a', ['/a'])],
      errors: ["pages/a.yaml:3:5 the old address /a is this page's own address"],
      kept: [],
    },
    {
      name: 'two pages claiming one old address',
      pages: [page('pages/a.yaml', '/a', ['/old']), page('pages/b.yaml', '/b', ['/x', '/old'])],
      errors: [
        'pages/a.yaml:3:5 the old address /old is also claimed by pages/b.yaml:4:5',
        'pages/b.yaml:4:5 the old address /old is also claimed by pages/a.yaml:3:5',
      ],
      kept: ['/x'],
    },
    {
      name: 'a draft’s alias, when drafts are left out: a redirect to nowhere',
      pages: [page('pages/a.yaml', '/a', ['/old'], true)],
      errors: ['pages/a.yaml:3:5 the old address /old would redirect to /a, a draft the production build leaves out'],
      kept: [],
    },
  ])('$name', ({ pages, errors, kept }) => {
    const plan = planRedirects(pages, published)
    expect(plan.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual(errors)
    expect(plan.errors.every((e) => e.code === 'bad-alias' && e.hint)).toBe(true)
    // Only the sound ones are kept.
    expect(plan.redirects.map((r) => r.from)).toEqual(kept)
  })

  test('the dev server (drafts shown) redirects to a draft too', () => {
    expect(planRedirects([page('pages/a.yaml', '/a', ['/old'], true)], { publishedOnly: false })).toEqual({
      redirects: [{ from: '/old', to: '/a' }],
      errors: [],
    })
  })
})
