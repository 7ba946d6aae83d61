import { type ContentError, contentError } from '../errors/errors.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import { THEME_PAIRS, type ColorRole, type ThemePair } from '../../shared/theme-pairs.ts'

/**
 * Theme colours as a content rule: every pair of roles the engine draws one on the other (the declared table,
 * src/shared/theme-pairs.ts) must meet WCAG AA, or validate fails naming the key to change, its line, the ratio and
 * the nearest colour of the same hue that passes. A rebrand then cannot make text unreadable without a word.
 */

const AA: Record<ThemePair['kind'], number> = { 'normal-text': 4.5, 'large-text': 3, ui: 3 }
const WHAT: Record<ThemePair['kind'], string> = {
  'normal-text': 'text of any size',
  'large-text': 'large text',
  ui: 'controls',
}

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [R, G, B] = [r / 255, g / 255, b / 255]
  const max = Math.max(R, G, B)
  const min = Math.min(R, G, B)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4
  return [h * 60, s, l]
}

function fromHsl([h, s, l]: Rgb): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/**
 * The colour of the same hue and saturation as `color`, with the lightness nearest to its own, that reaches `ratio`
 * against `other`; undefined when no lightness does.
 */
export function nearestPassing(color: string, other: string, ratio: number): string | undefined {
  const [h, s, l] = toHsl(parseHex(color))
  const passes = (lightness: number) => contrastRatio(toHex(fromHsl([h, s, lightness])), other) >= ratio
  let best: number | undefined
  for (const end of [0, 1]) {
    if (!passes(end)) continue
    // Between the colour's own lightness (fails) and this end (passes): the passing lightness nearest to its own.
    let [fail, pass] = [l, end]
    for (let step = 0; step < 30; step++) {
      const mid = (fail + pass) / 2
      if (passes(mid)) pass = mid
      else fail = mid
    }
    if (best === undefined || Math.abs(pass - l) < Math.abs(best - l)) best = pass
  }
  if (best === undefined) return undefined
  // Rounding to #rrggbb may land a hair under the ratio: step on until the written colour passes.
  const direction = best < l ? -1 : 1
  for (let lightness = best; lightness >= 0 && lightness <= 1; lightness += direction * 0.002) {
    const hex = toHex(fromHsl([h, s, lightness]))
    if (contrastRatio(hex, other) >= ratio) return hex
  }
  return undefined
}

/** The pairs of the declared table that fail WCAG AA with the site's colours, as errors at the key to change. */
export function contrastErrors(
  source: YamlSource,
  colors: Readonly<Record<ColorRole, string>>,
  pairs: readonly ThemePair[] = THEME_PAIRS,
): ContentError[] {
  const errors: ContentError[] = []
  for (const pair of pairs) {
    const [fg, bg] = [colors[pair.foreground], colors[pair.background]]
    if (!fg || !bg) continue
    const ratio = contrastRatio(fg, bg)
    const needed = AA[pair.kind]
    if (ratio >= needed) continue
    const [role, other] =
      pair.fix === 'foreground' ? [pair.foreground, pair.background] : [pair.background, pair.foreground]
    const suggestion = nearestPassing(colors[role], colors[other], needed)
    const shown = Math.floor(ratio * 100) / 100
    errors.push(
      contentError('low-contrast', {
        file: source.file,
        ...locate(source, `/theme/colors/${role}`),
        message: `${pair.foreground} ${fg} on ${pair.background} ${bg} has a contrast of ${shown.toFixed(2)}:1, under WCAG AA's ${needed}:1 for ${WHAT[pair.kind]} (${pair.use})`,
        expected: `at least ${needed}:1`,
        found: `${shown.toFixed(2)}:1`,
        hint: suggestion
          ? `Make ${role} ${suggestion}, the nearest colour of the same hue that reaches ${needed}:1 against ${other} ${colors[other]}${role === 'accentStrong' || role === 'accent' ? ', or pick another' : ''}.`
          : `Choose a ${role} much lighter or darker than ${other} ${colors[other]}: no colour of its hue reaches ${needed}:1.`,
      }),
    )
  }
  return errors
}
