import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DevHarness, recordingLogger, startDevHarness } from './dev-server.ts'

/**
 * A save of one page file is taken alone (load.ts reloadPage): the dev server reads and checks that file, shows its
 * new words, and says so in the terminal; a mistake in it is shown at its file:line:column at once; the whole site is
 * checked again once saves pause. A save that other pages read (a collection item) still updates the pages that list it.
 */

let harness: DevHarness
const { log, logger } = recordingLogger()

/** A page that lists the case studies (collections/case-studies), which the minimal site does not have. */
const WORK_PAGE = `title: Our work | Example Co
description: The projects we did.
blocks:
  - type: case-study-grid
    id: case-studies
    collection: case-studies
    title: Explore our work
    filter:
      label: Filter case studies by category
      allLabel: All Categories
    linkLabel: View Case Study
    countLabel: Showing {count} of {total} case studies
    emptyText: No case studies in this category yet.
`

beforeAll(async () => {
  harness = await startDevHarness({
    logger,
    prepare: (dir) => writeFileSync(join(dir, 'pages/work.yaml'), WORK_PAGE),
  })
})

afterAll(async () => {
  await harness?.close()
})

/**
 * Saves a file and waits until the server logged a line matching `expected` after it (written again each second until
 * then: the file watcher has been seen to miss a change, as tests/e2e/dev.e2e.ts says).
 */
async function save(file: string, text: string, expected: RegExp) {
  const before = log.length
  writeFileSync(join(harness.dir, file), text)
  await expect
    .poll(
      () => {
        const seen = log.slice(before).some((line) => expected.test(line))
        if (!seen) writeFileSync(join(harness.dir, file), text)
        return seen
      },
      { timeout: 30000, interval: 1000 },
    )
    .toBe(true)
}

async function overlayText(page: Page): Promise<string> {
  const overlay = page.locator('vite-error-overlay')
  await overlay.waitFor({ state: 'attached', timeout: 15000 })
  return overlay.evaluate((el) => (el.shadowRoot?.querySelector('.window') as HTMLElement | null)?.innerText ?? '')
}

test('a page file saved alone shows its new words, and its mistake at file:line:column, then the whole site is checked', async () => {
  const page = await harness.browser.newPage()
  await page.goto(`${harness.baseUrl}/about`)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect.poll(() => h1.textContent(), { timeout: 30000 }).toBe('About Us')
  // Set on the open page: still there at the end, so the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7))
  const about = readFileSync(join(harness.dir, 'pages/about.yaml'), 'utf8')

  // New words of one page: that file alone is read again, and the terminal says so.
  const before = log.length
  await save('pages/about.yaml', about.replace('    title: About Us\n', '    title: About our people\n'), /alone/)
  expect(log.slice(before).join('\n')).toMatch(/site: reloaded content \(.*pages\/about\.yaml alone, in \d+ ms/)
  await expect.poll(() => h1.textContent()).toBe('About our people')

  // A mistake in that page: shown in the overlay and the terminal at its place (line 9, the misspelt field).
  const broken = about.replace('    title: Why choose us\n', '    titel: Why choose us\n')
  expect(broken.split('\n')[8]).toBe('    titel: Why choose us')
  await save('pages/about.yaml', broken, /site: content errors/)
  const shown = await overlayText(page)
  expect(shown).toMatch(/pages\/about\.yaml:9:5 /)
  expect(log.filter((line) => /site: content errors/.test(line)).at(-1)).toMatch(/pages\/about\.yaml:9:5/)
  // A link to no page, in that page: its own reference, also checked when it is saved alone.
  await save(
    'pages/about.yaml',
    about.replace('        href: /services\n', '        href: /servces\n'),
    /site: content errors[\s\S]*\/servces/,
  )
  expect(await overlayText(page)).toMatch(/pages\/about\.yaml:14:15 .*the link \/servces goes to no page/)

  // Fixed: the overlay closes and the page shows the file's words.
  await save('pages/about.yaml', about.replace('    title: About Us\n', '    title: About the team\n'), /alone/)
  await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 15000 })
  await expect.poll(() => h1.textContent()).toBe('About the team')

  // Once saves pause, the whole site is loaded and checked again, as `npm run validate` would.
  await expect
    .poll(() => log.slice(before).some((line) => /site: checked the whole site \(\d+ pages/.test(line)), {
      timeout: 30000,
    })
    .toBe(true)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7)
  await page.close()
})

test('a collection item saved updates the open page that lists it', async () => {
  const page = await harness.browser.newPage()
  await page.goto(`${harness.baseUrl}/work`)
  const titles = () => page.getByRole('article').locator('h3').allTextContents()
  await expect.poll(titles, { timeout: 30000 }).toContain('Acme Bank')
  const file = 'collections/case-studies/acme-bank.yaml'
  const item = readFileSync(join(harness.dir, file), 'utf8')
  await save(file, item.replace('title: Acme Bank\n', 'title: Acme Savings Bank\n'), /site: reloaded content/)
  await expect.poll(titles, { timeout: 20000 }).toContain('Acme Savings Bank')
  expect(await titles()).not.toContain('Acme Bank')
  await page.close()
})

test('a site with a mistake when the server starts is served with the mistake shown, and the page once it is fixed', async () => {
  const { log: startLog, logger: startLogger } = recordingLogger()
  const broken = await startDevHarness({
    logger: startLogger,
    prepare: (dir) => {
      const file = join(dir, 'pages/about.yaml')
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('    title: Why choose us\n', '    titel: Why choose us\n'),
      )
    },
  })
  try {
    const page = await broken.browser.newPage()
    await page.goto(`${broken.baseUrl}/about`)
    // The server listened before it loaded the site; the mistake is in the terminal and in the tab, at its place.
    expect(await overlayText(page)).toMatch(/pages\/about\.yaml:9:5 /)
    await expect.poll(() => startLog.some((line) => /pages\/about\.yaml:9:5/.test(line))).toBe(true)
    const file = join(broken.dir, 'pages/about.yaml')
    const fixed = readFileSync(file, 'utf8').replace('    titel: Why choose us\n', '    title: Why choose us\n')
    const before = startLog.length
    writeFileSync(file, fixed)
    await expect
      .poll(
        () => {
          const seen = startLog.slice(before).some((line) => /site: reloaded content/.test(line))
          if (!seen) writeFileSync(file, fixed)
          return seen
        },
        { timeout: 30000, interval: 1000 },
      )
      .toBe(true)
    // The tab, which had no site to run, loads again and shows the page.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30000 }).toBe('About Us')
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0)
    await page.close()
  } finally {
    await broken.close()
  }
})
