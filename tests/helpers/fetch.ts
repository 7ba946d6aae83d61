import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Replaces `fetch` for every test of the file with a mock, fresh (no calls, no answers) before each test, and puts
 * the real one and real timers back after it. Form tests answer it as the form providers would.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })
  return fetchMock
}
