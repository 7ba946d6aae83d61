import type { EmotionCache } from '@emotion/cache'

/**
 * The server renderer's side of a page's styles: the cache a page renders with, and the <style> tags of the rules its
 * HTML uses, as Emotion's own server extracts them (`@emotion/server`'s extractCriticalToChunks and
 * constructStyleTagsFromChunks, whose output this matches byte for byte: tests/app/critical-styles.test.ts). Emotion's
 * server package loads a streaming HTML tokenizer and four stream libraries for an API the build never calls: some
 * 75 ms of each render thread's start.
 */

/** Makes a cache render without writing <style> tags into the HTML: its rules are collected after (criticalStyles). */
export function forServer(cache: EmotionCache): EmotionCache {
  cache.compat = true
  return cache
}

/**
 * The style tags of a page rendered with `cache` to `html`: each global rule in a tag of its own, then the rules of
 * the class names the HTML holds in one tag, in the order the render wrote them. A tag names its key and its rules, as
 * the browser's Emotion reads them (`<style data-emotion="css 1a2b 3c4d">`).
 */
export function criticalStyles(cache: EmotionCache, html: string): string {
  return pageStyles(cache, html).tags
}

/**
 * A page's styles, as criticalStyles' tags and as one style sheet's text: the same rules in the same order (the
 * global rules, then the class names' rules), for a page that links its styles instead of carrying them.
 */
export function pageStyles(cache: EmotionCache, html: string): { tags: string; sheet: string } {
  const { key, inserted, registered } = cache
  const used = new Set<string>()
  for (const [, name] of html.matchAll(new RegExp(`${key}-([a-zA-Z0-9-_]+)`, 'gm'))) used.add(name!)
  let tags = ''
  let globals = ''
  const names: string[] = []
  let rules = ''
  for (const name of Object.keys(inserted)) {
    const rule = inserted[name]
    const styles = registered[`${key}-${name}`]
    if (rule === true || rule === undefined || (styles !== undefined && !used.has(name))) continue
    // A class of no styles (`css-0`, registered as '') goes into a tag of its own too, as Emotion's server does it.
    if (!styles) {
      tags += styleTag(`${key}-global`, [name], rule)
      globals += rule
    } else {
      names.push(name)
      rules += rule
    }
  }
  return { tags: tags + styleTag(key, names, rules), sheet: globals + rules }
}

function styleTag(key: string, names: string[], rules: string): string {
  return `<style data-emotion="${key} ${names.join(' ')}">${rules}</style>`
}
