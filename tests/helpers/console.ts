import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

/**
 * What a command prints, captured for each test of the file (or `describe`) that calls this: console.log, warn and
 * error, silenced and recorded, with GITHUB_ACTIONS cleared so the format does not depend on where the tests run.
 */
export function captureConsole() {
  const spies = {} as {
    log: MockInstance<typeof console.log>
    warn: MockInstance<typeof console.warn>
    error: MockInstance<typeof console.error>
  }
  beforeEach(() => {
    spies.log = vi.spyOn(console, 'log').mockImplementation(() => {})
    spies.warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    spies.error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('GITHUB_ACTIONS', '')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })
  return spies
}

/** Everything a captured console method printed, one call a line. */
export const printed = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((call) => call.join(' ')).join('\n')
