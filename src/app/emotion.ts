import createCache from '@emotion/cache'
import { EMOTION_KEY } from '../shared/rendered-page.ts'

/**
 * The same key on server and client, so the client adopts the prerendered style tags. No vendor prefixer: every
 * browser the site targets (ES2022: Chrome 94, Safari 15.4, Firefox 93) reads the standard properties, and Emotion's
 * prefixer wrote two or three copies of each transform, transition and flex rule into every page (a tenth of its
 * critical CSS, 0.5 KB gzip on the home page). The few properties those browsers still need prefixed
 * (`-webkit-backdrop-filter` for Safari before 18, `-webkit-mask-image` for Chrome before 120) are written by hand
 * next to the standard one.
 */
export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY, stylisPlugins: NO_PLUGINS })
}

/**
 * One list for every cache: on the server, Emotion keeps the rules it compiled in a table per list of plugins (by
 * identity), so the prerender of each page reuses the rules of the header, footer and blocks that earlier pages
 * compiled instead of running its CSS compiler again (a new list per page made a new, empty table each time).
 */
const NO_PLUGINS: [] = []
