import { describe, expect, test } from 'vitest'
import { movedTo, resolvePath, type PageTable } from '../../src/app/page-loader.ts'

// Which page module the app shows for an address (pure): the page, the new page for a moved page's old address, or
// the nearest not-found page.
const ref = (name: string) => ({ load: () => Promise.resolve({ default: { name } as never }), blocks: [] })
const table: PageTable = {
  pages: { '/': ref('home'), '/team': ref('team') },
  notFound: { '/': ref('not found') },
  redirects: { '/our-team': '/team', '/about/people': '/team' },
}

describe('resolvePath', () => {
  test.each([
    ['/team', '/team'],
    ['/our-team', '/team'],
    ['/our-team/', '/team'],
    ['/about/people', '/team'],
    ['/no-such-page', '!/'],
  ])('%s is shown by %s', (path, key) => {
    expect(resolvePath(path, table)?.key).toBe(key)
  })

  test('movedTo names the new address of an old one only', () => {
    expect(movedTo('/our-team/', table)).toBe('/team')
    expect(movedTo('/team', table)).toBeUndefined()
    expect(movedTo('/our-team', { pages: {}, notFound: {} })).toBeUndefined()
  })
})
