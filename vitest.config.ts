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
    testTimeout: 20000,
    ...reporters('unit'),
  },
})
