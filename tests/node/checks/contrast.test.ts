import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio, nearestPassing } from '../../../src/node/checks/contrast.ts'
import { THEME_PAIRS } from '../../../src/shared/theme-pairs.ts'
import { loadSite } from '../../../src/node/load.ts'

// Theme contrast (src/node/checks/contrast.ts) against the declared table of pairs (src/shared/theme-pairs.ts).

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#E4572E')).toBeCloseTo(3.683, 3)
    expect(contrastRatio('#0369a1', '#ffffff')).toBeCloseTo(5.93, 2)
  })

  it('suggests the nearest colour of the same hue that passes, darker or lighter', () => {
    const darker = nearestPassing('#e4572e', '#ffffff', 4.5)!
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(4.6)
    const lighter = nearestPassing('#1d4ed8', '#0b1b33', 4.5)!
    expect(contrastRatio(lighter, '#0b1b33')).toBeGreaterThanOrEqual(4.5)
    expect(lighter).not.toBe('#1d4ed8')
  })

  it('the table names only roles of theme.colors, and every role the schema requires is in a pair or decorative', () => {
    const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as {
      properties: { theme: { properties: { colors: { required: string[] } } } }
    }
    const roles = schema.properties.theme.properties.colors.required
    const used = new Set(THEME_PAIRS.flatMap((pair) => [pair.foreground, pair.background]))
    for (const role of used) expect(roles).toContain(role)
    // border draws rules and card outlines only, never a text's background.
    expect(roles.filter((role) => !used.has(role as never))).toEqual(['border'])
  })

  it.each(['site', 'examples/clinic'])('the shipped site %s passes', (siteDir) => {
    const loaded = loadSite({ siteDir })
    expect(loaded.errors.filter((error) => error.code === 'low-contrast')).toEqual([])
  })
})
