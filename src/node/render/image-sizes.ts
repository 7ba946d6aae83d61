import type { ShownWidth } from '../content/contracts.ts'

/**
 * From how wide a block shows a picture (its schema's `x-images`) to what the browser and the image pipeline need:
 * the `sizes` attribute, the widest the picture is ever shown, and the widths worth making of a source.
 */

/** How a picture no block declares is assumed to be shown: the screen's width, up to a wide desktop's content. */
export const DEFAULT_SHOWN: readonly ShownWidth[] = [{ width: '100vw' }, { from: 1280, width: 1280 }]

/** The widest screen (in CSS pixels: a 1920 px display at 125 %, a common laptop) a share of the screen is taken at. */
export const WIDEST_SCREEN = 1536

/**
 * The widths variants are made at: each at most 1.5 times the one before (1.25 around a phone's 2-3 device pixels per
 * CSS pixel, where most visits fall), so a browser that takes the first width
 * at least as wide as it shows the picture never fetches more than 1.5 times (2× on a phone at 390 px) the pixels it
 * shows. 750 is there for the common phones: 375 CSS pixels wide at 2 device pixels per CSS pixel (750 across), and
 * 412 at 1.75 (721 across, Lighthouse's emulated Moto G Power), where a full-width picture took the 800, a sixth more
 * bytes on the path to the page's largest paint (Chromium takes the narrowest candidate at least as dense as the
 * screen).
 */
export const LADDER = [160, 240, 320, 480, 640, 750, 800, 960, 1280, 1920] as const

/**
 * The widest variant made: a full-width picture on a laptop with a sharp screen would take more, but each step above
 * costs more bytes and encode time than it shows.
 */
export const MAX_WIDTH = 1920

/** The `sizes` attribute: the widest breakpoint first, as browsers read it. */
export function sizesAttribute(shown: readonly ShownWidth[]): string {
  const ordered = [...shown].sort((a, b) => (b.from ?? 0) - (a.from ?? 0))
  return ordered
    .map((entry) => {
      const width = typeof entry.width === 'number' ? `${entry.width}px` : cssWidth(entry.width)
      return entry.from ? `(min-width: ${entry.from}px) ${width}` : width
    })
    .join(', ')
}

/** The widest a picture is shown, in CSS pixels: a share of the screen is taken at the widest screen it applies to. */
export function widestShown(shown: readonly ShownWidth[]): number {
  const ordered = [...shown].sort((a, b) => (a.from ?? 0) - (b.from ?? 0))
  let widest = 0
  ordered.forEach((entry, index) => {
    const upTo = ordered[index + 1]?.from ?? WIDEST_SCREEN
    const width = typeof entry.width === 'number' ? entry.width : atScreen(entry.width, upTo)
    widest = Math.max(widest, width)
  })
  return widest
}

/** The narrowest a picture is shown, in CSS pixels (a share of the screen taken at a 320 px phone). */
export function narrowestShown(shown: readonly ShownWidth[]): number {
  return Math.min(
    ...shown.map((entry) => (typeof entry.width === 'number' ? entry.width : atScreen(entry.width, entry.from ?? 320))),
  )
}

/**
 * The widths to make of a source `sourceWidth` pixels wide shown between `narrowest` and `widest` CSS pixels: the
 * ladder's widths from the narrowest shown (a narrower one is never picked) up to twice the widest (a screen of two device pixels per CSS pixel), never
 * wider than the source (never upscaled) nor than MAX_WIDTH, and the source's own width when the ladder stops short of it.
 */
export function variantWidths(sourceWidth: number, narrowest: number, widest: number): number[] {
  const most = Math.min(sourceWidth, 2 * widest, MAX_WIDTH)
  const widths = new Set<number>()
  if (narrowest < LADDER[0]) widths.add(Math.min(narrowest, most)).add(Math.min(2 * narrowest, most))
  for (const width of LADDER) if (width >= narrowest && width <= most) widths.add(width)
  if (![...widths].some((width) => width >= most)) widths.add(most)
  return [...widths].sort((a, b) => a - b)
}

/** A share of the screen less a margin (`"100vw - 48px"`) on a screen `screen` CSS pixels wide. */
function atScreen(width: string, screen: number): number {
  const [share = '100', margin = '0'] = width.replace(/vw|px/g, '').split(' - ')
  return Math.max(1, Math.round((Number(share) / 100) * screen - Number(margin)))
}

/** As a `sizes` length: `"100vw - 48px"` → `calc(100vw - 48px)`. */
function cssWidth(width: string): string {
  return width.includes(' - ') ? `calc(${width})` : width
}
