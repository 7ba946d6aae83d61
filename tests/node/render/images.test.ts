import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { buildSite } from '../../../src/node/build.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../../src/node/model/site.ts'
import { ENCODE_SETTINGS, imagePipeline } from '../../../src/node/render/images.ts'
import { makePictures } from '../../../src/node/render/pictures.ts'
import type { Picture } from '../../../src/shared/picture.ts'
import { createFixtureSite, removeFixtureSites } from '../../helpers/fixture-site.ts'
import { variantWidths, sizesAttribute, widestShown } from '../../../src/node/render/image-sizes.ts'

/**
 * The image pipeline on a real photograph: a 600 × 400 JPEG from a camera held upright (EXIF orientation 6) that
 * carries GPS tags, made here with sharp, shown by a hero. Its variants carry no metadata, stand upright, are never
 * wider than the source, and a second build from the same cache encodes nothing.
 */
const scratch = mkdtempSync(join(tmpdir(), 'images-'))
/** The start of a JPEG's EXIF block (APP1), which holds the camera's make and the GPS tags. */
const EXIF_MARK = Buffer.from('Exif\0\0', 'latin1')
let site: Site

beforeAll(async () => {
  const photo = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '7/1 29/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  const meta = await sharp(photo).metadata()
  // The fixture is what the test says it is.
  expect(meta.orientation).toBe(6)
  expect(photo.includes(EXIF_MARK)).toBe(true)
  expect(meta.exif?.length).toBeGreaterThan(0)
  const page = [
    'title: Photos | Example Co',
    'description: Our photographs.',
    'navLabel: Photos',
    'blocks:',
    '  - type: hero',
    '    title: Photos',
    '    background:',
    '      src: /assets/images/camera.jpg',
    '      alt: The office from the street',
    '      focus: { x: 0.25, y: 0.6 }',
    '',
  ].join('\n')
  const loaded = createFixtureSite({ files: { 'assets/images/camera.jpg': photo, 'pages/photos.yaml': page } }).load()
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors))
  site = loaded.site
})

afterAll(() => {
  removeFixtureSites()
  rmSync(scratch, { recursive: true, force: true })
})

function pictureOf(result: { site: Site }): Picture {
  const page = result.site.pages.find((p) => p.route === '/photos')!
  return (page.data.blocks[0] as unknown as { background: { picture: Picture } }).background.picture
}

describe('the image pipeline', () => {
  it('makes upright AVIF, WebP and JPEG variants without metadata, and encodes nothing when warm', async () => {
    const cacheDir = join(scratch, 'cache')
    const cold = imagePipeline({ cacheDir, outDir: join(scratch, 'cold') })
    const first = await makePictures(site, cold)
    expect(first.errors).toEqual([])
    expect(cold.encodes).toBeGreaterThan(0)

    const picture = pictureOf(first)
    // Orientation 6 turns the picture a quarter: 400 wide, 600 high.
    expect([picture.width, picture.height]).toEqual([400, 600])
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp'])
    expect(picture.sizes).toBe('100vw')
    expect(picture.lead).toBe(true)
    // Behind a lead picture, its average colour: no tiny copy in the page (images.ts ProcessedImage says why).
    expect(picture.placeholder).toBeUndefined()
    expect(picture.colour).toMatch(/^#[0-9a-f]{6}$/)

    const files = readdirSync(join(scratch, 'cold/_app/img'))
    // Every variant, and nothing else. The hero's background is a backdrop, already at the lowest of the lead
    // qualities: none of its AVIF variants is encoded again to fit ENCODE_SETTINGS.lead.bytes.
    expect(ENCODE_SETTINGS.backdrop.avif.quality).toBe(Math.min(...ENCODE_SETTINGS.lead.qualities))
    expect(files.length).toBe(cold.encodes)
    for (const name of files) {
      expect(name).toMatch(/^camera-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/)
      const bytes = readFileSync(join(scratch, 'cold/_app/img', name))
      const meta = await sharp(bytes).metadata()
      expect(meta.exif, name).toBeUndefined()
      expect(meta.xmp, name).toBeUndefined()
      expect(meta.orientation ?? 1, name).toBe(1)
      // No EXIF block, where the GPS tags live (its 6-byte mark: the 3 letters GPS turned up in a noisy picture's
      // compressed bytes by chance).
      expect(bytes.includes(EXIF_MARK), name).toBe(false)
      expect(bytes.includes('TestCam'), name).toBe(false)
      // Upright and never upscaled.
      expect(meta.width!, name).toBeLessThanOrEqual(400)
      expect(meta.height!, name).toBeGreaterThan(meta.width!)
    }

    const warm = imagePipeline({ cacheDir, outDir: join(scratch, 'warm') })
    const second = await makePictures(site, warm)
    expect(warm.encodes).toBe(0)
    expect(pictureOf(second)).toEqual(picture)
    expect(readdirSync(join(scratch, 'warm/_app/img')).sort()).toEqual(files.sort())
  }, 120_000)

  it('leaves no metadata in the originals the build copies to dist/assets: upright, no EXIF, no GPS', async () => {
    const outDir = join(scratch, 'dist')
    await buildSite({
      root: resolve(import.meta.dirname, '../../..'),
      siteDir: site.siteDir,
      outDir,
      log: false,
      imageCacheDir: join(scratch, 'build-cache'),
    })
    const bytes = readFileSync(join(outDir, 'assets/images/camera.jpg'))
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined])
    expect(bytes.includes(EXIF_MARK)).toBe(false)
    expect(bytes.includes('TestCam')).toBe(false)
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([400, 600, 1])
  }, 180_000)
})

describe('a lead picture under a dark overlay', () => {
  /**
   * A real photograph (the clinic's marigold, 2560 × 1600) as a hero's background, the page's lead picture, and the
   * same file in a gallery further down. The hero shows it under a dark overlay (its schema's `x-backdrop-images`),
   * so it is encoded at the backdrop quality, and as the lead its AVIF variants a phone takes are kept under
   * ENCODE_SETTINGS.lead.bytes, the bytes that arrive in the first round trip on a slow phone (Lighthouse's LCP).
   * The gallery's copy is the picture as itself: its own, larger files.
   */
  it('is encoded smaller than the same photograph shown as itself, each phone width under the lead budget', async () => {
    const marigold = readFileSync(resolve(import.meta.dirname, '../../../examples/clinic/assets/photos/marigold.jpg'))
    const page = [
      'title: Garden | Example Co',
      'description: Our garden.',
      'navLabel: Garden',
      'blocks:',
      '  - type: hero',
      '    title: Our garden',
      '    background: { src: /assets/images/marigold.jpg, alt: A marigold }',
      '  - type: photo-gallery',
      '    title: The garden',
      '    photos:',
      '      - image: { src: /assets/images/marigold.jpg, alt: A marigold }',
      '        caption: By the door',
      '    labels: { open: "View larger: {alt}", close: Close, previous: Previous photograph, next: Next photograph }',
      '',
    ].join('\n')
    const loaded = createFixtureSite({
      files: { 'assets/images/marigold.jpg': marigold, 'pages/garden.yaml': page },
    }).load()
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors))
    const outDir = join(scratch, 'garden')
    const result = await makePictures(loaded.site, imagePipeline({ cacheDir: join(scratch, 'garden-cache'), outDir }))
    expect(result.errors).toEqual([])
    const blocks = result.site.pages.find((p) => p.route === '/garden')!.data.blocks as unknown as [
      { background: { picture: Picture } },
      { photos: Array<{ image: { picture: Picture } }> },
    ]
    const avifs = (picture: Picture) =>
      new Map(
        picture.sources[0]!.srcset.split(', ').map((candidate) => {
          const [url, width] = candidate.split(' ') as [string, string]
          return [Number(width.slice(0, -1)), readFileSync(join(outDir, url)).length] as const
        }),
      )
    const hero = blocks[0].background.picture
    const gallery = blocks[1].photos[0]!.image.picture
    expect(hero.lead).toBe(true)
    expect(gallery.lead).toBeUndefined()
    // Behind the lead picture its average colour; behind the gallery's, lazy and further down, a tiny blurred copy.
    expect([hero.colour, hero.placeholder]).toEqual([expect.stringMatching(/^#[0-9a-f]{6}$/), undefined])
    expect([gallery.colour, gallery.placeholder]).toEqual([
      undefined,
      expect.stringMatching(/^data:image\/webp;base64,/),
    ])
    expect(gallery.placeholder!.length).toBeLessThan(1024)
    const heroSizes = avifs(hero)
    const gallerySizes = avifs(gallery)
    // 750 px: a 412 px phone at 1.75 device pixels per CSS pixel, and a 375 px one at 2.
    expect([...heroSizes.keys()]).toContain(750)
    for (const [width, bytes] of heroSizes) {
      if (width <= ENCODE_SETTINGS.lead.maxWidth)
        expect(bytes, `${width} px`).toBeLessThanOrEqual(ENCODE_SETTINGS.lead.bytes)
      const shownAsItself = gallerySizes.get(width)
      if (shownAsItself) expect(bytes, `${width} px`).toBeLessThan(shownAsItself * 0.75)
    }
    expect([...heroSizes.keys()].filter((width) => gallerySizes.has(width)).length).toBeGreaterThan(3)
  }, 180_000)
})

describe('widths from a block’s declaration', () => {
  const card = [{ width: '100vw' }, { from: 640, width: '50vw' }, { from: 1024, width: 400 }] as const

  it('reads a share of the screen less a margin', () => {
    const padded = [{ width: '100vw - 48px' }, { from: 768, width: 672 }] as const
    expect(sizesAttribute(padded)).toBe('(min-width: 768px) 672px, calc(100vw - 48px)')
    expect(widestShown(padded)).toBe(720)
  })

  it('writes sizes widest breakpoint first and finds the widest shown', () => {
    expect(sizesAttribute(card)).toBe('(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw')
    expect(widestShown(card)).toBe(640)
  })

  it('makes widths from the narrowest shown to twice the widest, never above the source', () => {
    expect(variantWidths(4000, 320, 640)).toEqual([320, 480, 640, 750, 800, 960, 1280])
    expect(variantWidths(700, 320, 640)).toEqual([320, 480, 640, 700])
    // A 64 px portrait gets its own 1× and 2× widths.
    expect(variantWidths(2000, 64, 64)).toEqual([64, 128])
  })
})
