import { CacheProvider, ClassNames, Global, css, keyframes } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { criticalStyles, forServer } from '../../src/app/critical-styles.ts'
import { createEmotionCache } from '../../src/app/emotion.ts'

// The server renderer collects a page's styles itself (src/app/critical-styles.ts) instead of through Emotion's server
// package: the tags must be what that package makes of the same render, byte for byte, or the browser's Emotion would
// not adopt them as it does (src/app/prerendered-styles.ts, Emotion's Global).

const spin = keyframes({ to: { transform: 'rotate(1turn)' } })

/**
 * Global rules, class rules (one with keyframes), a rule made but used by no element, one used twice, and a class of no
 * styles.
 */
function Page(): ReactNode {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Global styles={css({ '@font-face': { fontFamily: 'Inter', src: 'url(/inter.woff2)' } })} />
      <main css={{ color: 'red' }}>
        <span css={css({ animation: `${spin} 1s linear infinite` })}>Loading</span>
        <ClassNames>
          {({ css: className }) => {
            className({ color: 'blue' })
            return <p className={className({ color: 'green' })}>Shown</p>
          }}
        </ClassNames>
        <p css={{ color: 'red' }}>Again</p>
        <p css={{}}>No styles</p>
      </main>
    </>
  )
}

function rendered(page: ReactNode) {
  return (cache: ReturnType<typeof createEmotionCache>) =>
    renderToString(<CacheProvider value={cache}>{page}</CacheProvider>)
}

test("a page's style tags are those Emotion's server makes of the same render", () => {
  const render = rendered(<Page />)
  const theirs = createEmotionCache()
  const emotion = createEmotionServer(theirs)
  const theirHtml = render(theirs)
  const expected = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(theirHtml))

  const ours = forServer(createEmotionCache())
  const html = render(ours)
  expect(html).toBe(theirHtml)
  expect(criticalStyles(ours, html)).toBe(expected)

  // What the comparison covers: a global tag for each Global, for the keyframes and for the class of no styles (an
  // empty tag: Emotion's server takes it for a global), then one tag of the rules in use, and not the rule no element
  // has.
  expect(expected.match(/<style data-emotion="css-global /g)).toHaveLength(4)
  expect(expected).toContain('<style data-emotion="css-global 0"></style>')
  expect(expected).toMatch(/<style data-emotion="css-global animation-\w+">@keyframes/)
  expect(expected).toContain('color:green')
  expect(expected).not.toContain('color:blue')
  expect(expected.match(/color:red/g)).toHaveLength(1)
})

test('no <style> tag is written into the HTML itself', () => {
  const cache = forServer(createEmotionCache())
  const html = rendered(<Page />)(cache)
  expect(html).not.toContain('<style')
  expect(criticalStyles(cache, html)).toMatch(/^<style data-emotion="css-global /)
})

test('a page with no styles gets one empty tag, as from Emotion', () => {
  const cache = forServer(createEmotionCache())
  expect(criticalStyles(cache, rendered(<p>Plain</p>)(cache))).toBe('<style data-emotion="css "></style>')
})
