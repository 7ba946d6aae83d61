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
  it('takes the first items and copes with a group without items', () => {
    const items = [1, 2, 3, 4, 5].map((n) => ({ label: `Item ${n}`, href: `/x/${n}` }))
    expect(groupItems({ id: 'a', title: 'A', href: '/a', items }, 4).map((i) => i.label)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
    ])
    expect(groupItems({ id: 'b', title: 'B', href: '/b' }, 4)).toEqual([])
  })
})
