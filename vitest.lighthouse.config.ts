import { defineConfig } from 'vitest/config'
import { reporters } from './vitest.reporters.ts'

/** Lighthouse on every page type, alone on the machine: its CPU slowdown is calibrated to the host (scripts/lighthouse.ts). */
export default defineConfig({
  test: {
    include: ['tests/e2e/lighthouse.e2e.ts'],
    environment: 'node',
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
    ...reporters('lighthouse'),
  },
})
