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
    prepare: (dir) =>
      writeFileSync(
        join(dir, 'pages/team.yaml'),
        'title: Our Team | Example Co\ndescription: The people.\ndraft: true\nblocks:\n  - type: hero\n    title: Our Team\n',
      ),
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
