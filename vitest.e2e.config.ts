import { defineConfig } from 'vitest/config'

/** Browser tests: real Chromium (playwright-core) against the built dist/ served like a static host. Run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
})
