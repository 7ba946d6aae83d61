import { join } from 'node:path'
import { blockContracts, type ContractTable, type ShownWidth } from '../content/contracts.ts'
import { type ContentError, type ContentWarning, contentError, contentWarning } from '../errors/errors.ts'
import type { PageRecord, Site } from '../model/site.ts'
import type { Picture } from '../../shared/picture.ts'
import { imagePlaces, placeOf, sourceWarnings, svgScriptProblem, unreadableImage } from './image-checks.ts'
import { DEFAULT_SHOWN, narrowestShown, sizesAttribute, variantWidths, widestShown } from './image-sizes.ts'
import {
  type EncodeProfile,
  type ImagePipeline,
  imagePipeline,
  type ProcessedImage,
  RASTER,
  type SourceFacts,
} from './images.ts'
import { reportPictures } from '../checks/reports.ts'
import { leadImageOf } from './lead-image.ts'

/**
 * The build's picture phase: every photograph a page shows (an image `{ src, alt }` anywhere in a block's props) is
 * checked, made into variants by the pipeline (images.ts) at the widths its blocks show it (their schemas'
 * `x-images`; a picture no block declares is taken as shown up to the screen's width), and given its `picture` in the
 * page's data: the browser draws a `<picture>` from it. Drawings (SVG) are checked for scripts and pass through.
 */

export interface PicturesResult {
  /** The site with each page's photographs carrying their `picture`. */
  site: Site
  errors: ContentError[]
  warnings: ContentWarning[]
}

/** An image the content writes, as found in a block. */
interface ImageNode {
  src: string
  alt: string
  focus?: { x: number; y: number }
}

/** Checks and processes the site's pictures, and returns the site with their variants in its pages' data. */
export async function makePictures(
  site: Site,
  pipeline: ImagePipeline,
  contracts: ContractTable = blockContracts(),
): Promise<PicturesResult> {
  const pages = [...site.pages, ...site.notFound]
  const places = imagePlaces(site)
  const errors: ContentError[] = []
  const warnings: ContentWarning[] = []
  const place = (src: string) => placeOf(places, src, site.siteDir)

  // Each photograph's widest and narrowest shown width, over every place it is shown, by how it is encoded there: as a
  // backdrop under a dark overlay (its block's `x-backdrop-images`) or as itself, leading its page or not
  // (images.ts EncodeProfile). A photograph shown in more than one way is made in each.
  const shownRange = new Map<string, Map<string, { profile: EncodeProfile; narrowest: number; widest: number }>>()
  // The pages that show a photograph: the others are given no picture, and not walked again.
  const withPhotos = new Set<PageRecord>()
  for (const page of pages) {
    if (!holdsPhoto(page.data.blocks, site)) continue
    const lead = leadPointer(page, contracts)
    walkImages(page, contracts, (image, shown, pointer, backdrop) => {
      if (!isPhoto(image.src, site)) return
      withPhotos.add(page)
      const profiles = shownRange.get(image.src) ?? new Map()
      const profile = { backdrop, lead: pointer === lead }
      const range = profiles.get(profileKey(profile)) ?? { profile, narrowest: Infinity, widest: 0 }
      range.narrowest = Math.min(range.narrowest, narrowestShown(shown))
      range.widest = Math.max(range.widest, widestShown(shown))
      profiles.set(profileKey(profile), range)
      shownRange.set(image.src, profiles)
    })
  }

  for (const src of [...places.keys()].filter((src) => src.toLowerCase().endsWith('.svg') && site.assets.has(src))) {
    const problem = svgScriptProblem(src, join(site.siteDir, src))
    if (problem) errors.push(contentError(problem.code, { ...place(src), ...problem }))
  }

  const processed = new Map<string, ProcessedImage>()
  for (const [src, profiles] of shownRange) {
    const file = join(site.siteDir, src)
    let facts: SourceFacts
    try {
      facts = await pipeline.facts(file)
    } catch (error) {
      errors.push(contentError('unreadable-image', { ...place(src), ...unreadableImage(src, readableReason(error)) }))
      continue
    }
    const widest = Math.max(...[...profiles.values()].map((range) => range.widest))
    for (const warning of sourceWarnings(src, facts, widest))
      warnings.push(contentWarning(warning.code, { ...place(src), ...warning }))
    for (const [key, range] of profiles) {
      const widths = variantWidths(facts.width, range.narrowest, range.widest)
      processed.set(`${key} ${src}`, await pipeline.process(file, widths, range.profile))
    }
  }

  const withPictures = (page: PageRecord): PageRecord => {
    if (!withPhotos.has(page)) return page
    const lead = leadPointer(page, contracts)
    const data = mapImages(page, contracts, (image, shown, pointer, backdrop) => {
      const made = processed.get(`${profileKey({ backdrop, lead: pointer === lead })} ${image.src}`)
      return made ? { ...image, picture: pictureOf(made, shown, pointer === lead) } : image
    })
    return data === page.data ? page : { ...page, data }
  }
  return {
    site: { ...site, pages: site.pages.map(withPictures), notFound: site.notFound.map(withPictures) },
    errors,
    warnings,
  }
}

/** Where the page's lead picture sits in its data (the image's pointer, not its `src`'s). */
function leadPointer(page: PageRecord, contracts: ContractTable): string | undefined {
  return leadImageOf(page, contracts)?.pointer.replace(/\/src$/, '')
}

function profileKey(profile: EncodeProfile): string {
  return `${profile.backdrop ? 'backdrop' : 'picture'}${profile.lead ? '+lead' : ''}`
}

function isPhoto(src: string, site: Site): boolean {
  return src.startsWith('/assets/') && RASTER.test(src) && site.assets.has(src)
}

/** sharp's reasons, in words an author reads ("Input buffer contains unsupported image format"). */
function readableReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  if (/unsupported image format/i.test(text)) return 'it is not a picture in a format the build reads'
  if (/premature end|truncated|corrupt|invalid|VipsJpeg|pngload|webpload|heifload/i.test(text))
    return 'the file is damaged or cut short'
  return text.split('\n')[0] ?? text
}

/** The picture of one place an image is shown: its variants, the sizes of that place, and whether it leads the page. */
function pictureOf(made: ProcessedImage, shown: readonly ShownWidth[], lead: boolean): Picture {
  const srcset = (variants: ProcessedImage['formats'][number]['variants']) =>
    variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
  const fallback = made.formats[made.formats.length - 1]!
  return {
    width: made.width,
    height: made.height,
    sources: made.formats.slice(0, -1).map((format) => ({ type: format.type, srcset: srcset(format.variants) })),
    src: fallback.variants[fallback.variants.length - 1]!.url,
    srcset: srcset(fallback.variants),
    sizes: sizesAttribute(shown),
    ...(made.placeholder ? { placeholder: made.placeholder } : {}),
    ...(made.colour ? { colour: made.colour } : {}),
    ...(lead ? { lead: true } : {}),
  }
}

type Visit = (image: ImageNode, shown: readonly ShownWidth[], pointer: string, backdrop: boolean) => void

/** Calls `visit` for every image in a page's blocks, with how its block shows it and its pointer in the page's data. */
function walkImages(page: PageRecord, contracts: ContractTable, visit: Visit): void {
  mapImages(page, contracts, (image, shown, pointer, backdrop) => {
    visit(image, shown, pointer, backdrop)
    return image
  })
}

/** The page's data with each image replaced by what `map` makes of it (unchanged objects are shared). */
function mapImages(
  page: PageRecord,
  contracts: ContractTable,
  map: (image: ImageNode, shown: readonly ShownWidth[], pointer: string, backdrop: boolean) => object,
): PageRecord['data'] {
  let changed = false
  const blocks = page.data.blocks.map((block, index) => {
    const contract = contracts.get(block.type)
    const declared = Object.entries(contract?.images ?? {})
    const shownAt = (path: string[]) =>
      declared.find(([pattern]) => matches(pattern.slice(1).split('/'), path))?.[1] ?? DEFAULT_SHOWN
    const backdropAt = (path: string[]) =>
      (contract?.backdrops ?? []).some((pattern) => matches(pattern.slice(1).split('/'), path))
    const visit = (node: unknown, path: string[]): unknown => {
      if (Array.isArray(node)) {
        const items = node.map((item, i) => visit(item, [...path, String(i)]))
        return items.some((item, i) => item !== node[i]) ? items : node
      }
      if (!node || typeof node !== 'object') return node
      const record = node as Record<string, unknown>
      if (isImageNode(record)) {
        const next = map(record, shownAt(path), `/blocks/${index}/${path.join('/')}`, backdropAt(path))
        if (next !== node) changed = true
        return next
      }
      let copy: Record<string, unknown> | undefined
      for (const [key, value] of Object.entries(record)) {
        const next = visit(value, [...path, key])
        if (next === value) continue
        copy ??= { ...record }
        copy[key] = next
      }
      return copy ?? node
    }
    return visit(block, []) as typeof block
  })
  return changed ? { ...page.data, blocks } : page.data
}

/**
 * Whether a page's data shows a photograph anywhere, found without the paths and contracts that walkImages works out
 * for each value: most pages of most sites show none (drawings, icons, text), and a 1,000-page site's pages were walked
 * with them in 100-130 ms, on the build's path between the bundles and the prerender.
 */
function holdsPhoto(node: unknown, site: Site): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) {
    for (const item of node) if (holdsPhoto(item, site)) return true
    return false
  }
  if (isImageNode(node)) return isPhoto(node.src, site)
  for (const key in node) if (holdsPhoto((node as Record<string, unknown>)[key], site)) return true
  return false
}

/** An image as the content writes it (`src` and `alt`), wherever it sits in a block's props. */
function isImageNode(node: object): node is ImageNode {
  return 'src' in node && typeof node.src === 'string' && 'alt' in node && typeof node.alt === 'string'
}

function matches(pattern: string[], path: string[]): boolean {
  return pattern.length === path.length && pattern.every((part, i) => part === '*' || part === path[i])
}

/**
 * The build's picture phase: every photograph the site shows checked and made into its variants in `outDir` (from the
 * cache in `cacheDir` when they were made before), its problems reported (errors thrown), and the site given each
 * picture's data.
 */
export async function picturePhase(
  loaded: Site,
  options: { cacheDir: string; outDir: string; quiet: boolean },
): Promise<{ site: Site; encodes: number; ms: number }> {
  const started = performance.now()
  const images = imagePipeline({ cacheDir: options.cacheDir, outDir: options.outDir })
  const pictures = await makePictures(loaded, images)
  reportPictures(pictures.site, pictures, options.quiet)
  return { site: pictures.site, encodes: images.encodes, ms: performance.now() - started }
}
