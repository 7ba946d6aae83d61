import { afterAll, describe, expect, it, vi } from 'vitest'
import { validateCommand } from '../../../src/node/commands/cli.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { captureConsole, printed } from '../../helpers/console.ts'

const io = captureConsole()
afterAll(removeFixtureSites)

const badSite = () => createFixtureSite({ bad: 'errors-in-two-files' }).dir

describe('validateCommand', () => {
  it('returns 0 and prints a summary for the valid fixture', () => {
    expect(validateCommand(['--site', MINIMAL_SITE])).toBe(0)
    expect(printed(io.log)).toMatch(/^✔ 7 pages, 2 not-found pages and 3 collection items are valid \(\d+ ms\)$/)
    expect(io.error).not.toHaveBeenCalled()
  })

  it('checks the site as the build publishes it; --drafts as the dev server shows it', () => {
    const site = createFixtureSite({ bad: 'link-to-draft' }).dir
    expect(validateCommand(['--site', site])).toBe(1)
    expect(printed(io.error)).toMatch(/pages\/careers\.yaml:8:15 .*the link \/team goes to a draft/)
    expect(validateCommand(['--site', site, '--drafts'])).toBe(0)
    expect(printed(io.log)).toMatch(/✔ 9 pages/)
  })

  it('returns 1 and prints every error with its position and fix', () => {
    expect(validateCommand(['--site', badSite()])).toBe(1)
    const out = printed(io.error)
    expect(out).toMatch(/pages\/about\.yaml:5:5 blocks\[0\]\.titel: unknown field "titel"/)
    expect(out).toMatch(
      /pages\/services\/index\.yaml:8:15 blocks\[0\]\.buttons\[0\]\.href: the link \/services\/network-infrastructure\/wireles goes to no page/,
    )
    expect(out).toContain('  fix: Did you mean "title"?')
    expect(out).toContain('✖ 2 errors in 2 files')
    expect(io.log).not.toHaveBeenCalled()
  })

  it('prints JSON with --format json, for valid and invalid sites', () => {
    expect(validateCommand(['--site', MINIMAL_SITE, '--format', 'json'])).toBe(0)
    expect(JSON.parse(printed(io.log))).toEqual({ errors: [], count: 0, warnings: [], acknowledged: [], notices: [] })
    io.log.mockClear()
    expect(validateCommand(['--site', badSite(), '--format', 'json'])).toBe(1)
    const report = JSON.parse(printed(io.log)) as { errors: Array<{ code: string }>; count: number }
    expect(report.count).toBe(2)
    expect(report.errors.map((e) => e.code)).toEqual(['unknown-field', 'broken-link'])
  })

  it('prints GitHub annotations under GitHub Actions, then the readable report', () => {
    vi.stubEnv('GITHUB_ACTIONS', 'true')
    expect(validateCommand(['--site', badSite()])).toBe(1)
    const [annotations, readable] = io.error.mock.calls.map((call) => String(call[0]))
    const lines = annotations!.split('\n')
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line).toMatch(/^::error file=[^,:]+,line=\d+,col=\d+,title=[a-z-]+::\S.*$/)
    expect(lines[0]).toMatch(
      /^::error file=[^,]*pages\/about\.yaml,line=5,col=5,title=unknown-field::blocks\[0\]\.titel: unknown field "titel" — /,
    )
    expect(readable).toContain('✖ 2 errors in 2 files')
  })

  it('rejects an unknown format with exit code 2', () => {
    expect(validateCommand(['--site', MINIMAL_SITE, '--format', 'xml'])).toBe(2)
    expect(printed(io.error)).toBe('Unknown --format "xml". Use human, json or github.')
  })

  it('prints usage with --help', () => {
    expect(validateCommand(['--help'])).toBe(0)
    expect(printed(io.log)).toContain('Usage: npm run validate -- [--site <folder>] [--format human|json|github]')
  })
})
