import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { subsetWebFonts, usedCharacters, usedTypography } from './fonts.ts'
import type { Site } from '../model/site.ts'
import { escapeHtml } from '../util/escape-html.ts'
import { APP_DIR } from '../util/app-entries.ts'

/** The stylesheet Vite links in index.html (its path in group 1). */
const STYLESHEET = new RegExp(`<link rel="stylesheet" crossorigin href="/(${APP_DIR}/[^"]+\\.css)">`)

/**
 * Tunes the built index.html for the first paint. The page is prerendered, so nothing on screen waits for
 * JavaScript, and nothing but the page's font and picture is fetched before the first paint: Vite's entry script and
 * its module preloads leave the template and are listed as `entry` instead, for the inlined boot script
 * (src/app/boot.ts) to request once the page has painted. The small stylesheet (the web font's @font-face rules) is
 * inlined, saving a render-blocking request; the font file for Latin text is cut down to what the site uses
 * (fonts.ts, made while the pages render: `fontsWritten`) and preloaded by each page's head (`fonts`, html.ts
 * headTags), and shown only if it arrives in time for the first paint (`font-display: optional`): a late swap from
 * the fallback font would re-wrap the headings and shift the page. The SVG favicon travels in the page (a data
 * URL), so the browser asks for no icon file either.
 */
export async function prepareTemplate(
  html: string,
  staging: string,
  site: Site,
  inline: (src: string) => string | undefined,
  boot: string,
  fontCache?: { dir: string; reuse: boolean; dependencies: string },
): Promise<{ html: string; entry: string[]; fonts: string[]; fontsWritten: Promise<void> }> {
  const stylesheet = STYLESHEET.exec(html)
  let style = ''
  let preload: string[] = []
  let fontsWritten = Promise.resolve()
  if (stylesheet) {
    const css = readFileSync(join(staging, stylesheet[1]!), 'utf8')
      .trim()
      .replace(/font-display:\s*swap/g, 'font-display:optional')
    const text = usedCharacters(
      site.config,
      site.pages.map((p) => p.data),
      site.notFound.map((p) => p.data),
      [...site.collections.values()].map((c) => c.entries.map((e) => e.item)),
    )
    const fonts = await subsetWebFonts({
      dir: staging,
      css,
      text,
      typography: usedTypography(staging, css),
      cache: fontCache,
    })
    style = `<style>${fonts.css}</style>`
    preload = fonts.preload
    fontsWritten = fonts.written
  }
  const entry: string[] = []
  const template = html
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      entry.unshift(src)
      return ''
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      entry.push(href)
      return ''
    })
    .replace(/(<link rel="icon" href=")([^"]+)(")/, (link, start: string, href: string, end: string) => {
      const data = inline(href)
      return data ? `${start}${escapeHtml(data)}${end}` : link
    })
    .replace(STYLESHEET, style)
    .replace('</body>', `  <script>${boot}</script>\n  </body>`)
  return { html: template, entry, fonts: preload, fontsWritten }
}
