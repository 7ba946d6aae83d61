import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { validateCommand } from '../../../src/node/commands/cli.ts'
import { warningCatalogue } from '../../../src/node/errors/catalogue.ts'
import { createFixtureSite, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { captureConsole, printed } from '../../helpers/console.ts'

// Warnings a site accepts (`acknowledge: { <code>: <reason> }` on the place they are about) are counted in one line;
// the new ones are printed in full, after it, where the eye lands. warnings/menu-items-acknowledged is the site.yaml
// of warnings/menu-items-hidden with the "Company" group's warning acknowledged.
afterAll(removeFixtureSites)

const fixture = () =>
  createFixtureSite({
    files: {
      'site.yaml': readFileSync(
        join(import.meta.dirname, '../../fixtures/warnings/menu-items-acknowledged/site.yaml'),
        'utf8',
      ),
    },
  })

const io = captureConsole()

describe('acknowledged warnings', () => {
  it('are set apart with their reason; the others stay warnings', () => {
    const loaded = fixture().load()
    expect(loaded.acknowledged.map((w) => [w.code, w.line, w.reason])).toEqual([
      ['menu-items-hidden', 31, "Two items a group is the design's cap; View all lists the rest."],
    ])
    expect(loaded.warnings.map((w) => [w.code, w.line])).toEqual([['menu-items-hidden', 54]])
  })

  it('validate prints one line for them, then the new warning in full', () => {
    expect(validateCommand(['--site', fixture().dir])).toBe(0)
    expect(printed(io.log)).toMatch(
      /^1 acknowledged warning: menu-items-hidden \(1\) in \S*site\.yaml \(npm run validate -- --acknowledged lists them\)$/m,
    )
    expect(printed(io.warn)).toMatch(/site\.yaml:54:13 .*warning: the menu group "Network Infrastructure"/)
    expect(printed(io.warn)).not.toContain('"Company"')
    // The summary comes before the new warning.
    expect(io.log.mock.invocationCallOrder[0]!).toBeLessThan(io.warn.mock.invocationCallOrder[0]!)
  })

  it('--acknowledged prints them in full, with the reason', () => {
    validateCommand(['--site', fixture().dir, '--acknowledged'])
    expect(printed(io.log)).toMatch(/site\.yaml:31:13 .*warning: the menu group "Company"/)
    expect(printed(io.log)).toContain("  acknowledged: Two items a group is the design's cap; View all lists the rest.")
  })

  it('the shipped site: one summary line for its three acknowledged menu warnings, and no other warning', () => {
    expect(validateCommand(['--site', 'site'])).toBe(0)
    // Before them, a notice (ℹ) for each English page and item French lacks: a to-do list, not a warning.
    const all = printed(io.log).split('\n')
    const notices = all.filter((line) => line.startsWith('ℹ '))
    expect(notices.length).toBeGreaterThan(0)
    for (const notice of notices)
      expect(notice).toMatch(
        / has no Français \(fr\) translation: fr visitors (are sent to the English page|see it in English)$/,
      )
    const lines = all.filter((line) => !line.startsWith('ℹ '))
    expect(lines[0]).toBe(
      '3 acknowledged warnings: menu-items-hidden (3) in site/site.yaml (npm run validate -- --acknowledged lists them)',
    )
    expect(lines[1]).toMatch(/^✔ \d+ pages/)
    expect(lines).toHaveLength(2)
    expect(io.warn).not.toHaveBeenCalled()
    expect(io.error).not.toHaveBeenCalled()
  })

  it('acknowledge accepts exactly the codes of the warning catalogue', () => {
    const schema = JSON.parse(readFileSync('schema/defs/acknowledge.schema.json', 'utf8')) as {
      propertyNames: { enum: string[] }
    }
    expect(schema.propertyNames.enum.sort()).toEqual(Object.keys(warningCatalogue).sort())
  })
})
