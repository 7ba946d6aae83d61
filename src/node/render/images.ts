import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import type { Sharp } from 'sharp'

/**
 * sharp on a picture, loaded when a build first reads one: loading libvips took a fifth of a second at every build's
 * start, and a build of pages without photographs, or with every picture in the cache, reads none.
 */
async function sharp(input: Buffer): Promise<Sharp> {
  return (await import('sharp')).default(input)
}

/**
 * The image pipeline (build time only; sharp never reaches the browser): a photograph of the site's assets becomes
 * AVIF and WebP plus a fallback in its own format (JPEG, or PNG), at the widths asked for and never wider than the
 * source, with its EXIF orientation applied and every metadata field left out (sharp writes none unless asked), under a
 * hashed name below /_app/img/ (cached for good, like the other hashed files). Every variant is kept in a cache folder
 * outside dist/, named by the source's content hash and the settings, so a rebuild with the same pictures encodes
 * nothing: it copies.
 */

/** The raster formats the pipeline takes; SVG and everything else pass through as files. */
export const RASTER = /\.(jpe?g|png|webp|avif)$/i

/** The encoders' settings. Part of every cache key: changing one makes every variant again. */
export const ENCODE_SETTINGS = {
  version: 2,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  placeholder: { width: 16, quality: 40 },
  /**
   * A picture a block shows behind its text under a dark overlay (its schema's `x-backdrop-images`): its fine detail
   * is not seen, so it is encoded at a lower quality, with the colour at half resolution (4:2:0), about half the bytes
   * of a picture shown as itself (the clinic's home hero at 720 px: 6.8 KB of AVIF instead of 11.5 KB). A page whose
   * lead picture it is paints it that much sooner: on a slow phone connection, a picture under about 9 KB arrives in
   * the first round trip of its connection, a larger one a round trip (150 ms) later.
   */
  backdrop: {
    avif: { quality: 35, effort: 2, chromaSubsampling: '4:2:0' },
    webp: { quality: 60, effort: 4 },
    jpeg: { quality: 65, mozjpeg: true },
    png: { compressionLevel: 9, effort: 7 },
  },
  /**
   * A page's lead picture (the largest thing on its first screen, on the path to its largest paint): its AVIF
   * variants a phone takes (up to `maxWidth`) are encoded at the highest of their quality and `qualities` that keeps
   * them under `bytes`, at the lowest of `qualities` when none does. On a slow phone connection (Lighthouse's: 150 ms
   * round trips, 1.6 Mbit/s shared by the page's first requests), about 9 KB of picture, with its response headers,
   * arrives in the first round trip of a new connection beside the page's font; more takes a round trip longer
   * (the clinic's article picture at 640 px: 15 KB at quality 50, 8.5 KB at 35).
   */
  lead: { maxWidth: 800, bytes: 9 * 1024, qualities: [45, 40, 35] },
} as const

/**
 * How a picture is encoded: shown as a backdrop under a dark overlay (ENCODE_SETTINGS.backdrop) or as itself, and
 * whether it leads a page (ENCODE_SETTINGS.lead).
 */
export interface EncodeProfile {
  backdrop?: boolean
  lead?: boolean
}

type Format = 'avif' | 'webp' | 'jpeg' | 'png'
const MIME: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }
const EXTENSION: Record<Format, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' }

/** The URL folder the variants are served from. */
export const IMAGE_URL_DIR = '/_app/img'

/** What the pipeline made of one source. */
export interface ProcessedImage {
  /** Width and height after the EXIF orientation. */
  width: number
  height: number
  hasAlpha: boolean
  /** Each format's variants, the modern formats first and the fallback last: URL and width. */
  formats: Array<{ type: string; variants: Array<{ url: string; width: number }> }>
  /**
   * What shows where the picture will be until it arrives (none for a picture with transparency, which would show it
   * through): a tiny copy as a data URL, or for a lead picture (EncodeProfile.lead) its average colour (`#rrggbb`).
   * A lead picture is preloaded and comes right after its page's style sheet. A data URL would be in the page itself,
   * and Lighthouse's model of a slow phone counts it as one more download in progress as the picture starts. That
   * halved the picture's share of the connection: on the clinic's about page the picture arrived a round trip late,
   * and so did the font queued behind it (LCP 1.05 s, 0.90 s without it).
   */
  placeholder?: string
  colour?: string
}

/** What a source is, before any encode: read from its header. */
export interface SourceFacts {
  width: number
  height: number
  format: string
  size: number
}

/** Reads a source's size and format; throws when the file is not a picture sharp can read. */
export async function sourceFacts(file: string): Promise<SourceFacts> {
  const bytes = readFileSync(file)
  const meta = await (await sharp(bytes)).metadata()
  // Orientations 5-8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  if (!meta.width || !meta.height) throw new Error('no width or height in the file')
  // Decode it all once: a damaged file can have a valid header and fail only here.
  await (await sharp(bytes)).stats()
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format: meta.format,
    size: bytes.length,
  }
}

/** The pipeline for one build: where the cache is, where the variants go, and how many encodes it has done. */
export interface ImagePipeline {
  /**
   * A source's facts, read once per content: a rebuild takes them from the cache instead of decoding the file again
   * (the full decode that finds a damaged file is most of a warm build's picture time otherwise).
   */
  facts(file: string): Promise<SourceFacts>
  process(file: string, widths: readonly number[], profile?: EncodeProfile): Promise<ProcessedImage>
  /** Encodes done by this pipeline (0 on a rebuild with unchanged pictures and settings). */
  readonly encodes: number
}

/** A pipeline writing variants into `outDir` (a build's folder) and keeping them in `cacheDir`. */
export function imagePipeline(options: { cacheDir: string; outDir: string }): ImagePipeline {
  const { cacheDir, outDir } = options
  mkdirSync(cacheDir, { recursive: true })
  const imageDir = join(outDir, IMAGE_URL_DIR)
  let encodes = 0
  const done = new Map<string, Promise<ProcessedImage>>()

  const processOne = async (
    file: string,
    widths: readonly number[],
    profile: EncodeProfile,
  ): Promise<ProcessedImage> => {
    const bytes = readFileSync(file)
    const key = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify({ ENCODE_SETTINGS, widths, backdrop: !!profile.backdrop, lead: !!profile.lead }))
      .digest('hex')
      .slice(0, 16)
    const manifestFile = join(cacheDir, `${key}.json`)
    let made: ProcessedImage & { files: string[] }
    if (existsSync(manifestFile)) {
      made = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof made
    } else {
      made = await encodeAll(bytes, key, basename(file, extname(file)), widths, profile)
      writeFileSync(manifestFile, JSON.stringify(made))
    }
    mkdirSync(imageDir, { recursive: true })
    for (const name of made.files) copyFileSync(join(cacheDir, name), join(imageDir, name))
    const { files: _files, ...image } = made
    return image
  }

  const encodeAll = async (
    bytes: Buffer,
    key: string,
    name: string,
    widths: readonly number[],
    profile: EncodeProfile,
  ) => {
    const settings = profile.backdrop ? ENCODE_SETTINGS.backdrop : ENCODE_SETTINGS
    const meta = await (await sharp(bytes)).metadata()
    const turned = (meta.orientation ?? 1) >= 5
    const width = (turned ? meta.height : meta.width) ?? 0
    const height = (turned ? meta.width : meta.height) ?? 0
    const hasAlpha = meta.hasAlpha === true
    const fallback: Format = meta.format === 'png' || hasAlpha ? 'png' : 'jpeg'
    const formats: Format[] = ['avif', 'webp', fallback]
    const files: string[] = []
    const slug =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'image'
    const result: ProcessedImage['formats'] = []
    for (const format of formats) {
      const variants: Array<{ url: string; width: number }> = []
      for (const w of widths) {
        const fileName = `${slug}-${key.slice(0, 10)}-${w}.${EXTENSION[format]}`
        // rotate() with no angle applies the EXIF orientation; no withMetadata(): the output carries no EXIF, GPS,
        // XMP or ICC profile (sharp converts to sRGB first).
        const encode = async (options: object) => {
          encodes++
          return (await sharp(bytes))
            .rotate()
            .resize({ width: w, withoutEnlargement: true })
            [format](options)
            .toBuffer()
        }
        let encoded = await encode(settings[format])
        if (profile.lead && format === 'avif' && w <= ENCODE_SETTINGS.lead.maxWidth) {
          const { bytes: budget, qualities } = ENCODE_SETTINGS.lead
          for (const quality of qualities.filter((q) => q < settings.avif.quality)) {
            if (encoded.length <= budget) break
            encoded = await encode({ ...settings.avif, quality })
          }
        }
        writeFileSync(join(cacheDir, fileName), encoded)
        files.push(fileName)
        variants.push({ url: `${IMAGE_URL_DIR}/${fileName}`, width: w })
      }
      result.push({ type: MIME[format], variants })
    }
    let placeholder: string | undefined
    let colour: string | undefined
    if (!hasAlpha && profile.lead) {
      // The picture shrunk to one pixel, in sRGB whatever its colour space (a CMYK or grey JPEG too).
      const pixel = await (await sharp(bytes)).resize(1, 1, { fit: 'fill' }).toColourspace('srgb').raw().toBuffer()
      colour = `#${[...pixel.subarray(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`
    } else if (!hasAlpha) {
      const tiny = await (await sharp(bytes))
        .rotate()
        .resize({ width: ENCODE_SETTINGS.placeholder.width })
        .webp({ quality: ENCODE_SETTINGS.placeholder.quality })
        .toBuffer()
      encodes++
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`
    }
    return { width, height, hasAlpha, formats: result, placeholder, colour, files }
  }

  return {
    async facts(file) {
      const digest = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)
      const cached = join(cacheDir, `facts-${digest}.json`)
      if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as SourceFacts
      const facts = await sourceFacts(file)
      writeFileSync(cached, JSON.stringify(facts))
      return facts
    },
    process(file, widths, profile = {}) {
      const id = `${file}\n${widths.join(',')}\n${!!profile.backdrop}\n${!!profile.lead}`
      let image = done.get(id)
      if (!image) {
        image = processOne(file, widths, profile)
        done.set(id, image)
      }
      return image
    },
    get encodes() {
      return encodes
    },
  }
}

/** How an original is written again without its metadata: in its own format, near its own quality. */
const CLEAN_SETTINGS = {
  version: 1,
  jpeg: { quality: 90, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 90 },
  avif: { quality: 70 },
} as const

/**
 * The site's raster files as the build copies them (`dist/assets/…`: a share card, a linked original): any that carries
 * EXIF, XMP or IPTC data (a camera's GPS position, its owner) is written again, upright and without it, in its own
 * format at a high quality, from the cache when it was cleaned before. A file without metadata is left as committed.
 * Returns how many files were cleaned.
 */
export async function cleanCopiedOriginals(assetsDir: string, cacheDir: string): Promise<number> {
  if (!existsSync(assetsDir)) return 0
  let cleaned = 0
  for (const name of readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) {
    const file = join(assetsDir, name)
    if (!RASTER.test(name) || !statSync(file).isFile()) continue
    const bytes = readFileSync(file)
    const meta = await (await sharp(bytes)).metadata()
    if (!meta.exif && !meta.xmp && !meta.iptc) continue
    const key = createHash('sha256').update(bytes).update(JSON.stringify(CLEAN_SETTINGS)).digest('hex').slice(0, 16)
    const cached = join(cacheDir, `${key}-clean`)
    if (!existsSync(cached)) {
      const format = (meta.format === 'heif' ? 'avif' : meta.format) as Format
      await (await sharp(bytes)).rotate()[format](CLEAN_SETTINGS[format]).toFile(cached)
    }
    copyFileSync(cached, file)
    cleaned++
  }
  return cleaned
}
