import { afterAll, beforeAll, describe, test } from 'vitest'
import { scanEveryRoute } from './axe.ts'
import { type Harness, startHarness } from './browser.ts'

// axe-core on every route at desktop width (phone width and the rest: a11y.e2e.ts).
let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

describe('axe-core finds no violation', () => {
  test('on every route at 1280 px', () => scanEveryRoute(harness, 1280), 600000)
})
