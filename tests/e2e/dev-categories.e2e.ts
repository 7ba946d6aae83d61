import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DevHarness, recordingLogger, startDevHarness } from './dev-server.ts'

// `npm run dev` on a copy of the real site: an author adds a category in site.yaml and files a case study under it,
// and the open /case-studies page shows the new filter button and the card's badge, with no restart, no
// `npm run generate` and no reload of the page.
let harness: DevHarness
// What the server logged, in order: the test waits for its lines instead of sleeping.
const { log, logger } = recordingLogger()

beforeAll(async () => {
  harness = await startDevHarness({ site: join(import.meta.dirname, '../../site'), logger })
})

afterAll(async () => {
  await harness?.close()
})

/**
 * Writes a file of the site and waits until the server has read it as valid content. The file is written again each
 * second until then, as tests/e2e/dev.e2e.ts does: the file watcher has been seen to miss a change.
 */
async function edit(file: string, text: string) {
  const before = log.length
  writeFileSync(file, text)
  await expect
    .poll(
      () => {
        const reloaded = log.slice(before).some((line) => /site: reloaded content/.test(line))
        if (!reloaded) writeFileSync(file, text)
        return reloaded
      },
      { timeout: 30000, interval: 1000 },
    )
    .toBe(true)
}

test('a category added in site.yaml and given to a case study appears as a filter button and a badge, live', async () => {
  const page = await harness.browser.newPage()
  const console: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') console.push(`${message.type()}: ${message.text()}`)
  })
  await page.goto(`${harness.baseUrl}/case-studies`)
  const filter = page.getByRole('group', { name: 'Filter case studies by category' })
  const buttons = () => filter.getByRole('button').allTextContents()
  await expect
    .poll(buttons, { timeout: 30000 })
    .toEqual(['All Categories', 'Cybersecurity', 'Cloud Technology', 'AI & ML', 'Agent Setup'])
  // Set on the open page: still there at the end, so the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))

  const siteFile = join(harness.dir, 'site.yaml')
  const site = readFileSync(siteFile, 'utf8')
  expect(site).toContain('    - name: Agent Setup\n')
  await edit(siteFile, site.replace('    - name: Agent Setup\n', '    - name: Agent Setup\n    - name: Data Privacy\n'))
  const studyFile = join(harness.dir, 'collections/case-studies/government-security.yaml')
  const study = readFileSync(studyFile, 'utf8')
  expect(study).toContain('\ncategory: Cybersecurity\n')
  await edit(studyFile, study.replace('\ncategory: Cybersecurity\n', '\ncategory: Data Privacy\n'))

  await expect
    .poll(buttons, { timeout: 20000 })
    .toEqual(['All Categories', 'Cybersecurity', 'Cloud Technology', 'AI & ML', 'Agent Setup', 'Data Privacy'])
  const card = page.getByRole('article', { name: 'Zero Trust Access for a Federal Agency' })
  await expect.poll(() => card.getByText('Data Privacy', { exact: true }).count(), { timeout: 20000 }).toBe(1)

  // The new button filters: only the study filed under it is left.
  await filter.getByRole('button', { name: 'Data Privacy' }).click()
  await expect
    .poll(() => page.getByRole('article').locator('h3').allTextContents())
    .toEqual(['Zero Trust Access for a Federal Agency'])
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
  expect(console).toEqual([])
  await page.close()
})
