import { mix, Raster, type Rgb } from './raster.ts'

export interface Palette {
  brand: Rgb
  brandDeep: Rgb
  accent: Rgb
  accentStrong: Rgb
  surface: Rgb
  surfaceMuted: Rgb
  border: Rgb
  muted: Rgb
}

export interface Figure {
  raster: Raster
  /** The series colours, in the order of the legend entries the page prints under the figure. */
  legend: Rgb[]
}

export type FigureKind = 'bars' | 'lines' | 'donut' | 'mesh' | 'matrix'
export const FIGURE_KINDS: FigureKind[] = ['bars', 'lines', 'donut', 'mesh', 'matrix']

const WIDTH = 1200
const HEIGHT = 640

function seriesColors(palette: Palette, count: number): Rgb[] {
  const base = [
    palette.accentStrong,
    palette.accent,
    palette.brand,
    mix(palette.accentStrong, palette.accent, 0.5),
    mix(palette.brand, palette.accent, 0.45),
    palette.muted,
  ]
  return Array.from({ length: count }, (_, i) => base[i % base.length]!)
}

/** A chart or diagram for one section: `items` sets how many bars, slices or nodes it has. */
export function drawFigure(kind: FigureKind, items: number, palette: Palette, random: () => number): Figure {
  const raster = new Raster(WIDTH, HEIGHT)
  raster.gradient(palette.surface, palette.surfaceMuted)
  const colors = seriesColors(palette, items)
  switch (kind) {
    case 'bars':
      grid(raster, palette)
      for (let i = 0; i < items; i++) {
        const slot = (WIDTH - 160) / items
        const h = (0.3 + random() * 0.62) * (HEIGHT - 120)
        raster.rect(100 + i * slot + slot * 0.18, HEIGHT - 60 - h, slot * 0.64, h, colors[i]!)
        raster.rect(
          100 + i * slot + slot * 0.18,
          HEIGHT - 60 - h,
          slot * 0.64,
          6,
          mix(colors[i]!, palette.surface, 0.35),
        )
      }
      break
    case 'lines': {
      grid(raster, palette)
      const series = Math.min(items, 3)
      for (let s = 0; s < series; s++) {
        let value = 0.2 + random() * 0.3
        let previous: [number, number] | undefined
        for (let step = 0; step <= 12; step++) {
          value = Math.min(0.95, Math.max(0.05, value + (random() - 0.35) * 0.12))
          const point: [number, number] = [100 + step * ((WIDTH - 160) / 12), HEIGHT - 60 - value * (HEIGHT - 120)]
          if (s === 0) raster.rect(point[0] - 2, point[1], 4, HEIGHT - 60 - point[1], colors[s]!, 0.12)
          if (previous) raster.line(previous[0], previous[1], point[0], point[1], 6, colors[s]!)
          raster.circle(point[0], point[1], 8, colors[s]!)
          previous = point
        }
      }
      return { raster, legend: colors.slice(0, series) }
    }
    case 'donut': {
      const weights = Array.from({ length: items }, () => 0.5 + random())
      const total = weights.reduce((a, b) => a + b, 0)
      let angle = 0
      weights.forEach((w, i) => {
        const sweep = (w / total) * Math.PI * 2
        raster.arc(WIDTH / 2, HEIGHT / 2, 150, 270, angle + 0.01, angle + sweep - 0.01, colors[i]!)
        angle += sweep
      })
      raster.circle(WIDTH / 2, HEIGHT / 2, 120, palette.surface)
      raster.circle(WIDTH / 2, HEIGHT / 2, 60, palette.accent, 0.35)
      break
    }
    case 'mesh': {
      raster.gradient(palette.brand, palette.brandDeep)
      const nodes = Array.from(
        { length: items * 4 + 8 },
        () => [60 + random() * (WIDTH - 120), 60 + random() * (HEIGHT - 120)] as const,
      )
      for (const [i, a] of nodes.entries()) {
        for (const b of nodes.slice(i + 1))
          if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 230) raster.line(a[0], a[1], b[0], b[1], 2, palette.accent, 0.35)
      }
      nodes.forEach(([x, y], i) => {
        raster.circle(x, y, i < items ? 22 : 9, i < items ? colors[i]! : palette.accent, i < items ? 1 : 0.8)
        if (i < items) raster.circle(x, y, 10, palette.surface)
      })
      break
    }
    case 'matrix': {
      const cols = 8
      const rows = 5
      const cw = (WIDTH - 120) / cols
      const ch = (HEIGHT - 100) / rows
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const risk = (c / (cols - 1)) * 0.6 + ((rows - 1 - r) / (rows - 1)) * 0.4
          const color = mix(
            mix(palette.surfaceMuted, palette.accent, Math.min(1, risk * 1.4)),
            palette.brand,
            Math.max(0, risk - 0.55),
          )
          raster.rect(60 + c * cw + 4, 50 + r * ch + 4, cw - 8, ch - 8, color)
        }
      }
      for (let i = 0; i < items; i++)
        raster.circle(60 + (0.5 + random() * (cols - 1)) * cw, 50 + (0.5 + random() * (rows - 1)) * ch, 16, colors[i]!)
      break
    }
  }
  return { raster, legend: colors }
}

function grid(raster: Raster, palette: Palette) {
  for (let i = 0; i <= 5; i++) raster.rect(90, 60 + i * ((HEIGHT - 120) / 5), WIDTH - 140, 2, palette.border)
  raster.rect(90, 60, 3, HEIGHT - 118, palette.muted, 0.6)
}

/** The cover picture: a network mesh over the brand's dark gradient. */
export function drawCover(palette: Palette, random: () => number): Raster {
  const raster = new Raster(1240, 1100)
  raster.gradient(palette.brand, palette.brandDeep)
  const nodes = Array.from({ length: 90 }, () => [random() * 1240, random() * 1100] as const)
  for (const [i, a] of nodes.entries())
    for (const b of nodes.slice(i + 1))
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 170) raster.line(a[0], a[1], b[0], b[1], 1.6, palette.accent, 0.28)
  for (const [x, y] of nodes) raster.circle(x, y, 3 + random() * 5, palette.accent, 0.85)
  raster.circle(980, 260, 210, palette.accentStrong, 0.25)
  raster.circle(980, 260, 120, palette.accent, 0.18)
  return raster
}
