import { defineConfig } from 'vitest/config'

/**
 * Lighthouse targets (issue 5), run with `npm run test:lighthouse` after `npm run build`.
 * Not yet part of `npm test`: lab TBT on this 2-core machine is still over the 100 ms target on some pages
 * (see the note on issue 5); the other Lighthouse categories already score 100.
 */
export default defineConfig({
  test: {
    include: ['tests/lighthouse/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 900000,
    hookTimeout: 60000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
})
