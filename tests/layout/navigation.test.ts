import { describe, expect, it } from 'vitest'
import { groupItems, isCurrentPath } from '../../src/layout/navigation.ts'

describe('isCurrentPath', () => {
  it.each([
    ['/', '/', 'exact', true],
    ['/about', '/', 'exact', false],
    ['/about/', '/about', 'exact', true],
    ['/about/team', '/about', 'exact', false],
    ['/services', '/services', 'prefix', true],
    ['/services/endpoint-security/edr', '/services', 'prefix', true],
    ['/servicesx', '/services', 'prefix', false],
    ['/about', '/', 'prefix', false],
    ['/case-studies/financial-security', '/case-studies', 'contains', true],
    ['/resources/case-studies-guide', '/case-studies', 'contains', true],
    ['/resources', '/case-studies', 'contains', false],
    ['/contact', 'https://example.com/contact', 'contains', false],
  ] as const)('%s against %s (%s) is %s', (pathname, href, match, expected) => {
    expect(isCurrentPath(pathname, href, match)).toBe(expected)
  })

  it('treats a missing rule as prefix', () => {
    expect(isCurrentPath('/resources/article', '/resources')).toBe(true)
  })
})

describe('groupItems', () => {
  const items = [1, 2, 3, 4, 5].map((n) => ({ label: `Item ${n}`, href: `/x/${n}` }))

  it('takes the first items and, when the group has more, a View all link to its page with the words filled in', () => {
    const { shown, viewAll } = groupItems({ id: 'a', title: 'A', href: '/a', items }, 4, 'All {count} of {group}')
    expect(shown.map((i) => i.label)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4'])
    expect(viewAll).toEqual({ label: 'All 5 of A', href: '/a' })
  })

  it('says of the View all link what the build says of its group’s page: in another language, and the words', () => {
    // On a French page, a group whose page only English has (model/localise.ts).
    const group = { id: 'a', title: 'A', href: '/a', items, hrefLang: 'en', marker: '(en anglais)' }
    expect(groupItems(group, 4, 'Voir les {count}').viewAll).toEqual({
      label: 'Voir les 5',
      href: '/a',
      hrefLang: 'en',
      marker: '(en anglais)',
    })
  })

  it('has no View all link when every item is shown, and copes with a group without items', () => {
    expect(groupItems({ id: 'a', title: 'A', href: '/a', items }, 5, 'View all')).toEqual({ shown: items })
    expect(groupItems({ id: 'b', title: 'B', href: '/b' }, 4, 'View all')).toEqual({ shown: [] })
  })
})
