import type { Page } from 'playwright-core'

/** The addresses under /_search/ the page has asked for so far (in its own thread). */
export const searchRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/_search/')),
  )
