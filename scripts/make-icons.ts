/**
 * Draws the PNG favicon set from site/assets/brand/favicon.svg with Chromium (run once after changing the SVG;
 * the PNGs are committed): favicon-32.png, apple-touch-icon.png (180 px, on the brand's dark colour, as iOS
 * fills transparency with black), icon-192.png and icon-512.png for the web manifest, and favicon.ico (16 + 32 px)
 * which the build copies to /favicon.ico for clients that ask for it there.
 * Usage: npx tsx scripts/make-icons.ts [--site site]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { parse } from 'yaml'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/browser.ts'

const { values } = parseArgs({ options: { site: { type: 'string', default: 'site' } } })
const brand = join(values.site!, 'assets/brand')
const svg = readFileSync(join(brand, 'favicon.svg'), 'utf8')
const colors = (
  parse(readFileSync(join(values.site!, 'site.yaml'), 'utf8')) as { theme: { colors: { brandDeep: string } } }
).theme.colors

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const page = await browser.newPage({ deviceScaleFactor: 1 })

/** The SVG centred on a square of `size` px, `inset` px from each edge, on `background` (transparent by default). */
async function draw(size: number, inset: number, background = 'transparent'): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size })
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  await page.setContent(
    `<html><body style="margin:0;background:${background}"><div style="width:${size}px;height:${size}px;display:grid;place-items:center"><img src="${src}" style="width:${size - 2 * inset}px;height:${size - 2 * inset}px;object-fit:contain"></div></body></html>`,
  )
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
  return page.screenshot({
    omitBackground: background === 'transparent',
    clip: { x: 0, y: 0, width: size, height: size },
  })
}

/** An .ico file holding PNG images (supported by every browser since Windows Vista-era icons). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, at)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1)
    header.writeUInt16LE(1, at + 4)
    header.writeUInt16LE(32, at + 6)
    header.writeUInt32LE(png.length, at + 8)
    header.writeUInt32LE(offset, at + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((i) => i.png)])
}

const out = (name: string, data: Buffer) => {
  writeFileSync(join(brand, name), data)
  console.log(`${join(brand, name)} ${data.length} bytes`)
}
const png16 = await draw(16, 0)
const png32 = await draw(32, 1)
out('favicon-32.png', png32)
out(
  'favicon.ico',
  ico([
    { size: 16, png: png16 },
    { size: 32, png: png32 },
  ]),
)
out('apple-touch-icon.png', await draw(180, 28, colors.brandDeep))
out('icon-192.png', await draw(192, 16))
out('icon-512.png', await draw(512, 40))
await browser.close()
