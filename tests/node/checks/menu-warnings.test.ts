import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { validateCommand } from '../../../src/node/commands/cli.ts'
import type { ContentWarning } from '../../../src/node/errors/errors.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { captureConsole, printed } from '../../helpers/console.ts'

// A menu group with more items than its menu shows: the menus end it with a View all link (tests/layout), and the
// loader warns, naming the file, the group's line and column, the cap and the items left to that link.
afterAll(removeFixtureSites)

const fixture = () => createFixtureSite({ warning: 'menu-items-hidden' })

// The warnings' exact words are pinned with the other fixtures (tests/node/content-errors.test.ts); here, how they
// are reported.
const expected = () => fixture().load().warnings

describe('loadSite warnings', () => {
  it('warns about each menu group with more items than its menu shows, and still loads the site', () => {
    const result = fixture().load()
    expect(result.errors).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['menu-items-hidden', 31, 13],
      ['menu-items-hidden', 52, 13],
    ])
  })

  it('has none when every group fits its menu', () => {
    expect(createFixtureSite().load().warnings).toEqual([])
  })

  it('still warns when the site has errors elsewhere', () => {
    const site = fixture()
    const result = createFixtureSite({
      files: { 'site.yaml': readFileSync(join(site.dir, 'site.yaml'), 'utf8'), 'pages/about.yaml': 'title: [' },
    }).load()
    expect(result.ok).toBe(false)
    expect(result.warnings.map((w) => w.line)).toEqual([31, 52])
  })
})

describe('npm run validate with warnings', () => {
  const io = captureConsole()

  it('prints each warning with file, line, column, the lines around it and the fix, and exits 0', () => {
    const site = fixture().dir
    const warning = expected()[1]!
    expect(validateCommand(['--site', site])).toBe(0)
    const out = printed(io.warn)
    expect(out).toContain(
      `site.yaml:52:13 navigation.links[2].menu.groups[0]: warning: ${warning.message}\n` +
        `  expected ${warning.expected}, found 5 items\n` +
        '    50 |           href: /services\n' +
        '    51 |         groups:\n' +
        '  > 52 |           - id: network-infrastructure\n' +
        '       |             ^\n' +
        '    53 |             title: Network Infrastructure\n' +
        `  fix: ${warning.hint}`,
    )
    expect(out).toMatch(/site\.yaml:31:13 navigation\.links\[1\]\.menu\.groups\[0\]: warning: the menu group "Company"/)
    expect(out).toMatch(/⚠ 2 warnings in 1 file$/)
    expect(printed(io.log)).toMatch(/^✔ 7 pages, 2 not-found pages and 3 collection items are valid/)
    expect(io.error).not.toHaveBeenCalled()
  })

  it('prints nothing to warn about for a site whose groups fit', () => {
    expect(validateCommand(['--site', MINIMAL_SITE])).toBe(0)
    expect(io.warn).not.toHaveBeenCalled()
  })

  it('lists the warnings in the JSON report, and as GitHub warning annotations', () => {
    const site = fixture().dir
    expect(validateCommand(['--site', site, '--format', 'json'])).toBe(0)
    const report = JSON.parse(printed(io.log)) as { errors: unknown[]; count: number; warnings: ContentWarning[] }
    expect(report.count).toBe(0)
    expect(report.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['menu-items-hidden', 31, 13],
      ['menu-items-hidden', 52, 13],
    ])
    vi.stubEnv('GITHUB_ACTIONS', 'true')
    expect(validateCommand(['--site', site])).toBe(0)
    const annotations = String(io.warn.mock.calls[0]![0]).split('\n')
    expect(annotations).toHaveLength(2)
    expect(annotations[1]).toMatch(
      /^::warning file=[^,]*site\.yaml,line=52,col=13,title=menu-items-hidden::navigation\.links\[2\]\.menu\.groups\[0\]: the menu group "Network Infrastructure" has 5 items/,
    )
  })
})
