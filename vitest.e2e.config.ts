import { defineConfig } from 'vitest/config'
import { reporters } from './vitest.reporters.ts'

/**
 * Browser tests: real Chromium (playwright-core) against the built dist/ served like a static host. Run after
 * `npm run build`. Two files at a time (each starts its own server and browser); Lighthouse runs apart, on a quiet
 * machine (vitest.lighthouse.config.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    exclude: ['tests/e2e/lighthouse.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 60000,
    // expect.poll waits for a condition; its default of one second is less than a busy machine takes to hydrate a page.
    expect: { poll: { timeout: 15000 } },
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ['tests/e2e/global-setup.ts'],
    ...reporters('e2e'),
  },
})
