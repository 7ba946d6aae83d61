import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'
import { startStaticServer, type StaticServer } from '../../src/node/host/static-server.ts'
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts'
import { createDraftsSite, MOVED } from '../helpers/drafts-site.ts'
import { removeFixtureSites } from '../helpers/fixture-site.ts'
import { CHROMIUM_ARGS, chromiumPath, clickAtRest } from './browser.ts'

// A moved page (its file lists its old addresses under `aliases`), built into a folder of its own and served three
// ways: by a real nginx with the config the build ships, and, for hosts that read neither _redirects nor that config,
// as plain files, where the fallback page left at the old address sends the browser on.

const root = join(import.meta.dirname, '../..')
let nginx: RunningNginx
let plainHost: StaticServer
let browser: Browser

beforeAll(async () => {
  const site = createDraftsSite()
  const dist = join(site.dir, '../dist')
  await buildSite({ root, siteDir: site.dir, outDir: dist, log: false })
  nginx = await startNginx({ root: dist })
  // A host that knows no redirects: the same files without _redirects (npm run serve reads its 301s from there).
  const plain = join(site.dir, '../plain')
  cpSync(dist, plain, { recursive: true })
  rmSync(join(plain, '_redirects'))
  plainHost = await startStaticServer({ root: plain })
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}, 180000)

afterAll(async () => {
  await browser?.close()
  await plainHost?.close()
  await nginx?.stop()
  removeFixtureSites()
})

describe('a moved page’s old address', () => {
  test('nginx answers it with a permanent redirect to the new address, with or without a trailing slash', async () => {
    for (const path of [...MOVED.aliases, `${MOVED.aliases[0]}/`]) {
      const response = await fetch(`${nginx.url}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(301)
      expect(new URL(response.headers.get('location') ?? '', nginx.url).pathname, path).toBe(MOVED.route)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
    const followed = await fetch(`${nginx.url}${MOVED.aliases[0]}`)
    expect(followed.status).toBe(200)
    expect(new URL(followed.url).pathname).toBe(MOVED.route)
    expect(await followed.text()).toMatch(/<h1[^>]*>Our Team<\/h1>/)
  })

  test('a link to it, followed in the app (no request to the server), shows the new page at its new address', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(`${nginx.url}/join`)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      const link = page.getByRole('link', { name: 'Meet the team' })
      expect(await link.getAttribute('href')).toBe(MOVED.aliases[1])
      await clickAtRest(link)
      await page.waitForURL(`**${MOVED.route}`)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Our Team')
      expect(requested).not.toContain(MOVED.aliases[1])
    } finally {
      await page.close()
    }
  })

  test('on a host without redirects, the fallback page takes the browser to the new address', async () => {
    const page = await browser.newPage()
    try {
      const first = await fetch(`${plainHost.url}${MOVED.aliases[1]}`, { redirect: 'manual' })
      expect(first.status).toBe(200)
      await page.goto(`${plainHost.url}${MOVED.aliases[1]}`)
      await page.waitForURL(`**${MOVED.route}`)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Our Team')
    } finally {
      await page.close()
    }
  })
})
