import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INLINE_LIMIT, assetInliner } from '../../../src/node/render/lead-image.ts'
import { subsetWebFonts, usedCharacters, usedTypography } from '../../../src/node/render/fonts.ts'

describe('assetInliner', () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'lead-image-'))
  mkdirSync(join(siteDir, 'assets/images'), { recursive: true })
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
  writeFileSync(join(siteDir, 'assets/images/small.svg'), drawing)
  writeFileSync(join(siteDir, 'assets/images/large.svg'), `${drawing}<!--${'x'.repeat(INLINE_LIMIT)}-->`)
  writeFileSync(join(siteDir, 'assets/images/dot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const inline = assetInliner(siteDir)

  it('writes a small drawing into the page as text, which reads back as the same drawing', () => {
    const url = inline('/assets/images/small.svg')!
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(drawing)
  })

  it('writes no character HTML escapes, so the URL reads the same in a page and in its data', () => {
    const quoted = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Inter'">A & B</text></svg>`
    writeFileSync(join(siteDir, 'assets/images/quoted.svg'), quoted)
    const url = assetInliner(siteDir)('/assets/images/quoted.svg')!
    expect(url).not.toMatch(/[&<>"']/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(quoted)
  })

  it('writes other small pictures as base64', () => {
    expect(inline('/assets/images/dot.png')).toBe('data:image/png;base64,iVBORw==')
  })

  it('leaves a picture over the limit, a missing file and another site’s picture as they are', () => {
    expect(inline('/assets/images/large.svg')).toBeUndefined()
    expect(inline('/assets/images/missing.svg')).toBeUndefined()
    expect(inline('https://images.example/a.svg')).toBeUndefined()
  })
})

describe('usedCharacters', () => {
  it('lists every character beyond ASCII of every string, deeply, once (ASCII is always kept)', () => {
    const found = usedCharacters({ a: 'Ab', b: ['bçé', { c: 'é—' }, ['ç']], n: 3 }, 'A', null)
    expect([...found].sort()).toEqual(['ç', 'é', '—'].sort())
  })
})

describe('subsetWebFonts', () => {
  it('leaves out the faces of scripts the text never writes, which every page carried and none would load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'faces-'))
    mkdirSync(join(dir, '_app'))
    const face = (file: string, range: string) => {
      writeFileSync(join(dir, '_app', file), 'a font')
      return `@font-face{font-family:F;font-weight:400;src:url(/_app/${file})format("woff2");unicode-range:${range}}`
    }
    const css = [
      face('cyrillic.woff2', 'U+400-45F'),
      face('greek.woff2', 'U+370-377,U+37A-37F,U+384-3FF'),
      face('latin-ext.woff2', 'U+100-2BA,U+1E00-1EFF'),
      face('latin.woff2', 'U+??,U+152-153,U+2000-206F'),
    ].join('')
    const typography = { weights: { min: 400, max: 400 }, features: [] }
    const { css: kept } = await subsetWebFonts({ dir, css, text: 'Le cœur — Ωmega', typography })
    // Ω needs the Greek face; œ and — are drawn by the Latin face, declared last (it wins where ranges overlap).
    expect(kept).toContain('/_app/greek.woff2')
    expect(kept).toContain('/_app/latin.woff2')
    expect(kept).not.toContain('cyrillic')
    expect(kept).not.toContain('latin-ext')
    expect(existsSync(join(dir, '_app/cyrillic.woff2'))).toBe(false)
    // A word of Polish brings Latin Extended back.
    writeFileSync(join(dir, '_app/latin-ext.woff2'), 'a font')
    expect((await subsetWebFonts({ dir, css, text: 'Łódź', typography })).css).toContain('latin-ext')
  })
})

describe('usedTypography', () => {
  it('finds the weights and the OpenType features the built styles ask for, beside the browser defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typography-'))
    mkdirSync(join(dir, '_app'))
    writeFileSync(join(dir, '_app/a.js'), 'css({fontWeight:800,fontVariantNumeric:`tabular-nums slashed-zero`})')
    const found = usedTypography(dir, '.x{font-weight:500;font-feature-settings:"ss01" 1, "cv05"}')
    expect(found.weights).toEqual({ min: 400, max: 800 })
    expect(found.features).toEqual(
      ['ccmp', 'cv05', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rvrn', 'ss01', 'tnum', 'zero'].sort(),
    )
  })
})
