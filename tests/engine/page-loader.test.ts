import { describe, expect, test } from 'vitest'
import { PageCache, type Moved, type PageSource } from '../../src/app/page-loader.ts'
import type { PageData } from '../../src/shared/types.ts'

// How the app finds what to show at an address, from its data files alone: the page, the new page at a moved page's
// old address, or the nearest folder's not-found page. The source here holds data files in memory, as the build
// writes them (`/_data/...`); which addresses were asked for is recorded.
const page = (route: string, title: string): PageData => ({ route, title, description: title, blocks: [] })

function source(): PageSource & { asked: string[] } {
  const pages: Record<string, PageData | Moved> = {
    '/': page('/', 'Home'),
    '/team': page('/team', 'Team'),
    '/our-team': { movedTo: '/team' },
    '/services/cloud': page('/services/cloud', 'Cloud'),
  }
  const notFound: Record<string, PageData> = {
    '/': { ...page('/', 'Not found'), notFound: true },
    '/services': { ...page('/services', 'Service not found'), notFound: true },
  }
  const asked: string[] = []
  return {
    asked,
    notFoundScopes: Object.keys(notFound),
    async page(route) {
      asked.push(route)
      return pages[route]
    },
    async notFound(scope) {
      asked.push(`not-found ${scope}`)
      return notFound[scope]!
    },
  }
}

describe('PageCache', () => {
  test.each([
    ['/team', 'Team'],
    ['/team/', 'Team'],
    ['/our-team', 'Team'],
    ['/services/cloud', 'Cloud'],
    ['/services/no-such-service', 'Service not found'],
    ['/no-such-page', 'Not found'],
  ])('%s shows %s', async (path, title) => {
    const cache = new PageCache(source())
    expect((await cache.load(path)).data.title).toBe(title)
    // Once loaded, the page renders at once.
    expect(cache.peek(path)?.data.title).toBe(title)
  })

  test('a moved page is found at its old address, which then names the new one', async () => {
    const cache = new PageCache(source())
    expect(cache.movedTo('/our-team')).toBeUndefined()
    await cache.load('/our-team')
    expect(cache.movedTo('/our-team/')).toBe('/team')
    expect(cache.movedTo('/team')).toBeUndefined()
  })

  test('each data file is fetched once, and a not-found page once for all the addresses it shows at', async () => {
    const from = source()
    const cache = new PageCache(from)
    await Promise.all([cache.load('/team'), cache.load('/team')])
    await cache.load('/team')
    await cache.load('/nothing-here')
    await cache.load('/nothing-there')
    expect(from.asked).toEqual(['/team', '/nothing-here', 'not-found /', '/nothing-there'])
  })

  test('an address a prerendered not-found page was served at is not fetched', async () => {
    const from = source()
    const cache = new PageCache(from)
    cache.noPageAt('/services/gone')
    expect((await cache.load('/services/gone')).data.title).toBe('Service not found')
    expect(from.asked).toEqual(['not-found /services'])
  })

  test('a page that cannot be shown is handed to the browser, and not fetched again while the browser loads it', async () => {
    const from = source()
    const handed: string[] = []
    let stillThere = true
    const failing = {
      ...from,
      async page(route: string): Promise<undefined> {
        await from.page(route)
        throw new Error('another build')
      },
    }
    const cache = new PageCache(failing, (route) => {
      handed.push(route)
      return stillThere
    })
    // The source answers from memory: by the next macrotask everything it set going has run.
    const settled = (promise: Promise<unknown>) =>
      Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setImmediate(resolve, 'waiting'))])
    // The page the visitor left stays on screen: the load never settles.
    expect(await settled(cache.load('/team'))).toBe('waiting')
    expect(await settled(cache.load('/team'))).toBe('waiting')
    expect(handed).toEqual(['/team'])
    expect(from.asked).toEqual(['/team'])
    // The visitor went elsewhere before it failed: nothing was handed over, so the next visit asks again.
    stillThere = false
    await settled(cache.load('/services/cloud'))
    await settled(cache.load('/services/cloud'))
    expect(from.asked).toEqual(['/team', '/services/cloud', '/services/cloud'])
  })

  test('reset forgets the data, so edited content is fetched again', async () => {
    const from = source()
    const cache = new PageCache(from)
    await cache.load('/team')
    cache.reset(from)
    expect(cache.peek('/team')).toBeUndefined()
    await cache.load('/team')
    expect(from.asked).toEqual(['/team', '/team'])
  })
})
