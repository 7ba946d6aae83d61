import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SiteConfig } from '../../src/shared/types.ts'
import { startHarness, type Harness } from './browser.ts'

// The site's web font is the one its text is drawn in, not only a file the page downloads: the built @font-face rules
// must match the family, weights and characters the styles ask for. (The build once narrowed the Latin face's weight
// range while the other scripts' faces kept theirs; browsers then chose the others for every weight and drew all text
// in a system font, with the font file still preloaded and every other test passing.)

const theme = (parse(readFileSync(join(import.meta.dirname, '../../site/site.yaml'), 'utf8')) as SiteConfig).theme
/** The first family of a CSS font stack, as written (quoted if it was). */
const firstFamily = (stack: string) => stack.split(',')[0]!.trim()

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(async () => {
  await harness?.close()
})

test.each(['/', '/about'])('%s draws its headings and text in the web font', async (path) => {
  const { page, context } = await harness.open(path, { width: 390, height: 844 })
  for (const [selector, stack] of [
    ['h1', theme.fonts.heading],
    ['main p', theme.fonts.body],
  ] as const) {
    // The faces the browser picks for this element's weight and words: the web font's, and they load.
    const picked = await page.evaluate(
      async ({ selector, family }) => {
        const element = document.querySelector(selector)!
        const style = getComputedStyle(element)
        const faces = await document.fonts.load(`${style.fontWeight} 16px ${family}`, element.textContent ?? '')
        return faces.map((face) => `${face.family} ${face.status}`)
      },
      { selector, family: firstFamily(stack) },
    )
    expect(picked.length, `${selector}: no face of ${firstFamily(stack)} matches its weight and text`).toBeGreaterThan(
      0,
    )
    expect(picked.every((face) => face.endsWith(' loaded'))).toBe(true)
  }
  // And the text is drawn with it. The page's faces are `font-display: optional`: a font that takes longer than the
  // first 100 ms keeps the system font for the page's life, which on a busy machine happens even to a font read from
  // the cache. To ask only which face the browser draws, not how fast it came, the faces are given `swap` here.
  await page.evaluate(async () => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule) rule.style.setProperty('font-display', 'swap')
    await document.fonts.ready
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  for (const selector of ['h1', 'main p']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    expect(fonts.map((font) => `${font.familyName} (${font.isCustomFont ? 'web font' : 'system font'})`)).toEqual([
      expect.stringContaining('(web font)'),
    ])
  }
})
