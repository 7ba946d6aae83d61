import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'

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
  version: 1,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  placeholder: { width: 16, quality: 40 },
} as const

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
  /** A tiny copy as a data URL (none for a picture with transparency, which would show it through). */
  placeholder?: string
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
  const meta = await sharp(bytes).metadata()
  // Orientations 5-8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5
  if (!meta.width || !meta.height) throw new Error('no width or height in the file')
  // Decode it all once: a damaged file can have a valid header and fail only here.
  await sharp(bytes).stats()
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
  process(file: string, widths: readonly number[]): Promise<ProcessedImage>
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

  const processOne = async (file: string, widths: readonly number[]): Promise<ProcessedImage> => {
    const bytes = readFileSync(file)
    const key = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify({ ENCODE_SETTINGS, widths }))
      .digest('hex')
      .slice(0, 16)
    const manifestFile = join(cacheDir, `${key}.json`)
    let made: ProcessedImage & { files: string[] }
    if (existsSync(manifestFile)) {
      made = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof made
    } else {
      made = await encodeAll(bytes, key, basename(file, extname(file)), widths)
      writeFileSync(manifestFile, JSON.stringify(made))
    }
    mkdirSync(imageDir, { recursive: true })
    for (const name of made.files) copyFileSync(join(cacheDir, name), join(imageDir, name))
    const { files: _files, ...image } = made
    return image
  }

  const encodeAll = async (bytes: Buffer, key: string, name: string, widths: readonly number[]) => {
    const meta = await sharp(bytes).metadata()
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
        const encoded = await sharp(bytes)
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          [format](ENCODE_SETTINGS[format])
          .toBuffer()
        encodes++
        writeFileSync(join(cacheDir, fileName), encoded)
        files.push(fileName)
        variants.push({ url: `${IMAGE_URL_DIR}/${fileName}`, width: w })
      }
      result.push({ type: MIME[format], variants })
    }
    let placeholder: string | undefined
    if (!hasAlpha) {
      const tiny = await sharp(bytes)
        .rotate()
        .resize({ width: ENCODE_SETTINGS.placeholder.width })
        .webp({ quality: ENCODE_SETTINGS.placeholder.quality })
        .toBuffer()
      encodes++
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`
    }
    return { width, height, hasAlpha, formats: result, placeholder, files }
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
    process(file, widths) {
      const id = `${file}\n${widths.join(',')}`
      let image = done.get(id)
      if (!image) {
        image = processOne(file, widths)
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
    const meta = await sharp(bytes).metadata()
    if (!meta.exif && !meta.xmp && !meta.iptc) continue
    const key = createHash('sha256').update(bytes).update(JSON.stringify(CLEAN_SETTINGS)).digest('hex').slice(0, 16)
    const cached = join(cacheDir, `${key}-clean`)
    if (!existsSync(cached)) {
      const format = (meta.format === 'heif' ? 'avif' : meta.format) as Format
      await sharp(bytes).rotate()[format](CLEAN_SETTINGS[format]).toFile(cached)
    }
    copyFileSync(cached, file)
    cleaned++
  }
  return cleaned
}
