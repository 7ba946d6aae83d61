import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { report, scan } from './axe.ts'
import { type DevHarness, startDevHarness } from './dev-server.ts'

// The dev server shows a page marked draft: true, with the banner an author cannot miss (site.yaml's labels.draft);
// the production build leaves the page out (tests/node/drafts-build.test.ts).
let harness: DevHarness
const DRAFT_LABEL =
  'Draft: visitors cannot see this page yet. The published site leaves it out until "draft: true" is removed.'

beforeAll(async () => {
  harness = await startDevHarness({
    prepare: (dir) => {
      writeFileSync(
        join(dir, 'pages/team.yaml'),
        'title: Our Team | Example Co\ndescription: The people.\ndraft: true\nblocks:\n  - type: hero\n    title: Our Team\n',
      )
      // Scheduled far ahead, so the page is still to come whenever the test runs (the minimal site is in Africa/Lagos).
      writeFileSync(
        join(dir, 'pages/launch.yaml'),
        'title: Launch | Example Co\ndescription: New.\npublishAt: 2099-11-30T09:00\nblocks:\n  - type: hero\n    title: Launch\n',
      )
    },
  })
})

afterAll(async () => {
  await harness?.close()
})

test('a draft page shows the draft banner in dev, readable by everyone; a published page does not', async () => {
  const page = await harness.browser.newPage()
  await page.goto(`${harness.baseUrl}/team`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 }).toBe('Our Team')
  const banner = page.getByRole('note')
  expect(await banner.textContent()).toBe(DRAFT_LABEL)
  expect(await banner.isVisible()).toBe(true)
  // axe checks the banner's contrast and its place among the landmarks with the rest of the page.
  const found = await scan(page, '/team')
  expect(found, report(found)).toEqual([])

  await page.goto(`${harness.baseUrl}/about`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 }).toBe('About Us')
  expect(await page.getByRole('note').count()).toBe(0)
  await page.close()
})

test('a scheduled page shows, in dev, a banner saying when it goes live (labels.scheduled, the time in the site language)', async () => {
  const page = await harness.browser.newPage()
  await page.goto(`${harness.baseUrl}/launch`)
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20000 }).toBe('Launch')
  const banner = page.getByRole('note')
  expect(await banner.textContent()).toBe(
    'Scheduled: visitors cannot see this page yet. It goes live Monday, November 30, 2099 at 9:00 AM.',
  )
  expect(await banner.isVisible()).toBe(true)
  const found = await scan(page, '/launch')
  expect(found, report(found)).toEqual([])
  await page.close()
})
