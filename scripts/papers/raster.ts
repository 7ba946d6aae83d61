import { deflateSync } from 'node:zlib'

/** An RGB picture drawn in code, for the figures of the generated white papers. */
export class Raster {
  readonly pixels: Uint8Array
  readonly width: number
  readonly height: number

  constructor(width: number, height: number) {
    this.width = width
    this.height = height
    this.pixels = new Uint8Array(width * height * 3)
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 3
    const p = this.pixels
    p[i] = Math.round(p[i]! * (1 - alpha) + r * alpha)
    p[i + 1] = Math.round(p[i + 1]! * (1 - alpha) + g * alpha)
    p[i + 2] = Math.round(p[i + 2]! * (1 - alpha) + b * alpha)
  }

  /** A vertical gradient between two colours, with a soft diagonal sheen. */
  gradient(top: Rgb, bottom: Rgb) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = y / (this.height - 1)
        const sheen = 0.06 * Math.sin((x + y) / (this.width / 3))
        this.set(x, y, mix(top, bottom, Math.min(1, Math.max(0, t + sheen))))
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1) {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y0 + h); y++)
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x0 + w); x++) this.set(x, y, color, alpha)
  }

  /** A filled, anti-aliased circle. */
  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y++) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x++) {
        const coverage = Math.min(1, Math.max(0, radius + 0.5 - Math.hypot(x - cx, y - cy)))
        if (coverage > 0) this.set(x, y, color, alpha * coverage)
      }
    }
  }

  /** An anti-aliased line of the given thickness. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Rgb, alpha = 1) {
    const length = Math.hypot(x1 - x0, y1 - y0) || 1
    const half = thickness / 2
    for (let y = Math.floor(Math.min(y0, y1) - half - 1); y <= Math.max(y0, y1) + half + 1; y++) {
      for (let x = Math.floor(Math.min(x0, x1) - half - 1); x <= Math.max(x0, x1) + half + 1; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / (length * length)))
        const distance = Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0)))
        const coverage = Math.min(1, Math.max(0, half + 0.5 - distance))
        if (coverage > 0) this.set(x, y, color, alpha * coverage)
      }
    }
  }

  /** A ring segment from angle a0 to a1 (radians, clockwise from the top). */
  arc(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number, color: Rgb) {
    for (let y = Math.floor(cy - outer - 1); y <= cy + outer + 1; y++) {
      for (let x = Math.floor(cx - outer - 1); x <= cx + outer + 1; x++) {
        const d = Math.hypot(x - cx, y - cy)
        if (d < inner - 0.5 || d > outer + 0.5) continue
        let angle = Math.atan2(x - cx, -(y - cy))
        if (angle < 0) angle += Math.PI * 2
        if (angle < a0 || angle > a1) continue
        this.set(x, y, color, Math.min(1, outer + 0.5 - d, d - inner + 0.5))
      }
    }
  }

  /**
   * Film-like grain: each pixel is nudged one level up or down with probability `amount`. It is what makes
   * the figures weigh what scanned or photographic figures do, and the knob the script turns to reach a size.
   */
  grain(amount: number, random: () => number) {
    const p = this.pixels
    for (let i = 0; i < p.length; i += 3) {
      const roll = random()
      if (roll >= amount) continue
      const delta = roll < amount / 2 ? 2 : -2
      for (let c = 0; c < 3; c++) p[i + c] = Math.max(0, Math.min(255, p[i + c]! + delta))
    }
  }

  /** The picture as a PNG file (8-bit RGB, no filtering). */
  toPng(): Uint8Array {
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height)
    for (let y = 0; y < this.height; y++) {
      rows[y * (this.width * 3 + 1)] = 0
      Buffer.from(this.pixels.buffer, y * this.width * 3, this.width * 3).copy(rows, y * (this.width * 3 + 1) + 1)
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(this.width, 0)
    header.writeUInt32BE(this.height, 4)
    header.set([8, 2, 0, 0, 0], 8)
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 1 })),
      chunk('IEND', Buffer.alloc(0)),
    ])
  }
}

export type Rgb = readonly [number, number, number]

export function hex(color: string): Rgb {
  const n = Number.parseInt(color.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** A small seeded random generator (mulberry32), so the same content always makes the same files. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  out.set(data, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
