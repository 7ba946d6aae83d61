// @vitest-environment jsdom
import { serializeStyles } from '@emotion/serialize'
import { insertStyles } from '@emotion/utils'
import { afterEach, expect, test } from 'vitest'
import { adoptPrerenderedStyles, stylesReady } from '../../src/app/prerendered-styles.ts'

afterEach(() => {
  document.head.innerHTML = ''
})

/** The CSS of every style tag in <head>. */
function written(): string {
  return [...document.head.querySelectorAll('style')]
    .map((tag) => tag.textContent + [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('\n')
}

test('a style the page was prerendered with is known by name and written again nowhere', async () => {
  const prerendered = serializeStyles([{ color: 'red' }])
  // As the build writes it: the rules' names are read from the rules (the tag's data-emotion names only the key).
  document.head.innerHTML = `<style data-s="" data-emotion="css">.css-${prerendered.name}{color:red;}</style>`
  const cache = adoptPrerenderedStyles()
  expect(cache.inserted[prerendered.name]).toBe(true)
  insertStyles(cache, prerendered, true)
  await stylesReady()
  expect(document.head.querySelectorAll('style')).toHaveLength(1)
})

test('a style drawn for the first time is written once the compiler has loaded, and is ready for code that waits', async () => {
  const cache = adoptPrerenderedStyles()
  const fresh = serializeStyles([{ color: 'rebeccapurple', '&:hover': { color: 'teal' } }])
  insertStyles(cache, fresh, true)
  expect(cache.inserted[fresh.name]).toBe(true)
  await stylesReady()
  const css = written()
  expect(css).toContain(`.css-${fresh.name}{color:rebeccapurple;}`)
  expect(css).toContain(`.css-${fresh.name}:hover{color:teal;}`)
  // Once loaded, a new style is written at once.
  const later = serializeStyles([{ margin: 0 }])
  insertStyles(cache, later, true)
  expect(written()).toContain(`.css-${later.name}{margin:0;}`)
})
