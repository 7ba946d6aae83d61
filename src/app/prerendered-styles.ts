import type { EmotionCache } from '@emotion/cache'
import { EMOTION_KEY } from '../shared/rendered-page.ts'
import { whenIdle } from './idle.ts'

type Insert = Parameters<EmotionCache['insert']>

/** Loads what writes styles drawn for the first time in the browser, if need be (see `adoptPrerenderedStyles`). */
let ready: () => Promise<void> = () => Promise.resolve()

/**
 * Resolves once new styles can be written at once. Code that draws what the prerendered page did not show (a menu's
 * panel) loads alongside it, so that it never appears unstyled for a moment.
 */
export function stylesReady(): Promise<void> {
  return ready()
}

let adopted = false

/**
 * Whether the browser's cache is `adoptPrerenderedStyles`'s: this document came prerendered, its global styles in its
 * <head> already. Emotion's <Global> needs the real cache's style sheet, so a part with global rules draws them only
 * where this is false (the server renderer, a page the browser draws itself).
 */
export function stylesPrerendered(): boolean {
  return adopted
}

/**
 * The browser's Emotion cache for a prerendered page, without Emotion's style compiler and style sheet (stylis,
 * @emotion/cache, @emotion/sheet: 3 KB gzip) on the first load. Every style the page shows as prerendered is in its
 * <style data-emotion> tags already, by name: hydrating it writes nothing, so the cache only needs to know those names.
 * A style the page draws for the first time (a menu opening, a block's new state) needs the compiler: the real cache
 * (emotion.ts) is loaded for it, and in any case once the page is idle; what asked meanwhile is written when it comes.
 */
export function adoptPrerenderedStyles(key = EMOTION_KEY): EmotionCache {
  adopted = true
  const inserted: EmotionCache['inserted'] = {}
  // The names are read from the rules (.css-1abc2de{…}) of the page's style sheet (html.ts links it, loaded before
  // the page painted and before any script ran), or of its <style> tags. A sheet that could not load adopts nothing:
  // what hydrates then writes its own rules.
  const rule = new RegExp(`\\.${key}-([\\w-]+)`, 'g')
  const holders = document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
    `link[rel="stylesheet"][data-emotion="${key}"],style[data-emotion="${key}"],style[data-emotion^="${key} "]`,
  )
  for (const holder of holders)
    for (const text of ruleTexts(holder.sheet)) for (const [, name] of text.matchAll(rule)) inserted[name!] = true
  let real: EmotionCache | undefined
  const waiting: Insert[] = []
  const load = () =>
    import('./emotion.ts').then(({ createEmotionCache }) => {
      real = createEmotionCache()
      // Emotion finds no names in the tags' attributes: it is told what the page has already.
      Object.assign(real.inserted, inserted)
      for (const [selector, serialized, , shouldCache] of waiting.splice(0))
        real.insert(selector, serialized, real.sheet, shouldCache)
    })
  let loading: Promise<void> | undefined
  const start = () => {
    loading ??= load()
    return loading
  }
  // Never rejected for the code that waits for it: a menu still opens, unstyled, if the compiler cannot load.
  ready = () => start().catch(() => {})
  whenIdle(() => void ready())
  return {
    key,
    inserted,
    registered: {},
    // Emotion hands it to `insert`, which writes into the real cache's sheet instead; only Emotion's <Global> would
    // use it, and a prerendered page draws none in the browser (SiteStyles).
    sheet: {} as EmotionCache['sheet'],
    insert(selector, serialized, sheet, shouldCache) {
      if (shouldCache) inserted[serialized.name] = true
      if (real) return real.insert(selector, serialized, real.sheet, shouldCache)
      waiting.push([selector, serialized, sheet, shouldCache])
      void start().catch(() => {})
    },
  }
}

/** The text of each rule of a style sheet (an @media rule's with the rules inside it); none if it cannot be read. */
function ruleTexts(sheet: CSSStyleSheet | null): string[] {
  try {
    return Array.from(sheet?.cssRules ?? [], (rule) => rule.cssText)
  } catch {
    return []
  }
}
