import { afterEach } from 'vitest'

// Testing Library cleans up after each test only where a DOM exists (jsdom tests opt in per file).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
})
