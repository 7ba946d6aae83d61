import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFixtureSite, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { instantOf } from '../../../src/node/util/local-time.ts'

// Timed publishing (src/node/model/published.ts, src/node/checks/schedule.ts): each fixture under
// tests/fixtures/warnings is laid over the minimal site (timeZone: Africa/Lagos, UTC+1) and loaded against a fixed
// clock, Thursday 2026-11-26 at 12:00 UTC. Their words are pinned with the other fixtures'
// (tests/node/content-errors.test.ts); here, what each makes of the site and when.
afterAll(removeFixtureSites)

const NOW = new Date('2026-11-26T12:00:00Z')
const fixture = (name: string, files: Record<string, string> = {}) => {
  const site = createFixtureSite({ files })
  cpSync(join(import.meta.dirname, '../../fixtures/warnings', name), site.dir, { recursive: true })
  return site
}
const routesOf = (loaded: ReturnType<ReturnType<typeof fixture>['load']>) =>
  loaded.ok ? loaded.site.pages.map((page) => page.route) : loaded.errors

describe('a page with publishAt still to come (warnings/scheduled-page)', () => {
  it('is a notice, not a warning, and has no page until then', () => {
    const loaded = fixture('scheduled-page').load({ now: NOW })
    expect(loaded.warnings).toEqual([])
    expect(loaded.notices).toEqual([expect.objectContaining({ code: 'scheduled', line: 3, field: 'publishAt' })])
    expect(routesOf(loaded)).not.toContain('/launch')
    expect(loaded.ok && loaded.site.nextChange?.toISOString()).toBe('2026-11-30T08:00:00.000Z')
  })

  it('is published from that moment on, to the minute, in the site time zone', () => {
    expect(routesOf(fixture('scheduled-page').load({ now: new Date('2026-11-30T07:59:59Z') }))).not.toContain('/launch')
    const live = fixture('scheduled-page').load({ now: new Date('2026-11-30T08:00:00Z') })
    expect(routesOf(live)).toContain('/launch')
    expect(live.notices).toEqual([])
    expect(live.ok && live.site.nextChange).toBe(undefined)
  })

  it("is shown by the dev server, with its banner's words, the time in the site language", () => {
    const loaded = fixture('scheduled-page').load({ now: NOW, drafts: 'show' })
    const page = loaded.ok ? loaded.site.pages.find((p) => p.route === '/launch') : undefined
    expect(page?.data.publication).toEqual({
      banner: 'Scheduled: visitors cannot see this page yet. It goes live Monday, November 30, 2026 at 9:00 AM.',
    })
  })

  it('a menu item linking to it is left out of the menus until then, not an error', () => {
    const config = readFileSync(join(import.meta.dirname, '../../fixtures/sites/minimal/site.yaml'), 'utf8')
    const withItem = config.replace(
      '    - label: About\n      href: /about\n',
      '    - label: About\n      href: /about\n    - label: Launch\n      href: /launch\n',
    )
    expect(withItem).not.toBe(config)
    const before = fixture('scheduled-page', { 'site.yaml': withItem }).load({ now: NOW })
    expect(before.errors).toEqual([])
    const labels = (l: typeof before) => (l.ok ? l.site.config.navigation.links.map((link) => link.label) : [])
    expect(labels(before)).toEqual(['Home', 'About', 'Services'])
    const after = fixture('scheduled-page', { 'site.yaml': withItem }).load({ now: new Date('2026-11-30T08:00:00Z') })
    expect(labels(after)).toEqual(['Home', 'About', 'Launch', 'Services'])
  })
})

describe('a page whose unpublishAt has passed (warnings/expired-page)', () => {
  it('is a notice, and has no page', () => {
    const loaded = fixture('expired-page').load({ now: NOW })
    expect(loaded.warnings).toEqual([])
    expect(loaded.notices).toEqual([expect.objectContaining({ code: 'expired', line: 4, field: 'unpublishAt' })])
    expect(routesOf(loaded)).not.toContain('/offer')
    expect(routesOf(fixture('expired-page').load({ now: new Date('2026-11-22T12:00:00Z') }))).toContain('/offer')
  })
})

describe('times that cannot be meant', () => {
  it('warns about an unpublishAt before the publishAt (warnings/unpublish-before-publish)', () => {
    const loaded = fixture('unpublish-before-publish').load({ now: NOW })
    expect(loaded.notices).toEqual([])
    expect(loaded.warnings).toEqual([
      expect.objectContaining({ code: 'unpublish-before-publish', line: 4, field: 'unpublishAt' }),
    ])
  })

  it('warns about a draft whose publishAt has passed (warnings/publish-at-on-draft)', () => {
    expect(fixture('publish-at-on-draft').load({ now: NOW }).warnings).toEqual([
      expect.objectContaining({ code: 'publish-at-on-draft', line: 4, field: 'publishAt' }),
    ])
  })
})

describe('an article dated after today with no publishAt (warnings/future-date)', () => {
  it('warns that it goes out with the next build, and says how to schedule it', () => {
    expect(fixture('future-date').load({ now: NOW }).warnings).toEqual([
      expect.objectContaining({ code: 'future-date', line: 3, field: 'date' }),
    ])
  })

  it('is quiet once the day has come, or with a publishAt', () => {
    expect(fixture('future-date').load({ now: new Date('2026-12-06T23:00:00Z') }).warnings).toEqual([])
    const scheduled = fixture('future-date')
    const file = join(scheduled.dir, 'collections/articles/launch-notes.yaml')
    writeFileSync(file, `publishAt: 2026-12-07T09:00\n${readFileSync(file, 'utf8')}`)
    const loaded = scheduled.load({ now: NOW })
    expect(loaded.warnings).toEqual([])
    expect(loaded.notices.map((notice) => notice.code)).toEqual(['scheduled'])
  })
})

describe('wall-clock times in a time zone (util/local-time.ts)', () => {
  it.each([
    ['2026-11-30T09:00', 'Africa/Lagos', '2026-11-30T08:00:00.000Z'],
    ['2026-11-30', 'Africa/Lagos', '2026-11-29T23:00:00.000Z'],
    ['2026-07-01T12:00', 'Europe/Berlin', '2026-07-01T10:00:00.000Z'],
    ['2026-01-01T12:00', 'Europe/Berlin', '2026-01-01T11:00:00.000Z'],
    ['2026-03-01T09:30:15', 'UTC', '2026-03-01T09:30:15.000Z'],
  ])('%s in %s is %s', (text, zone, iso) => {
    expect(instantOf(text, zone)?.toISOString()).toBe(iso)
  })

  it.each(['2026-02-30T09:00', '2026-11-30T24:00', '30.11.2026'])('%s is no time', (text) => {
    expect(instantOf(text, 'UTC')).toBe(undefined)
  })
})
