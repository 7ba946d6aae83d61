/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config'
import { reporters } from './vitest.reporters.ts'

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/helpers/setup.ts'],
    // A limit for a hang, not a speed target: on a busy 2-core machine a language-server start or a site load can
    // take over 10 s (seen with the default hook limit of 10 s while other jobs ran).
    testTimeout: 60000,
    hookTimeout: 60000,
    ...reporters('unit'),
  },
})
