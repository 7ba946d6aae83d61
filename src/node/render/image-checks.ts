import { readFileSync } from 'node:fs'
import type { ContentError, ContentWarning } from '../errors/errors.ts'
import type { Site } from '../model/site.ts'
import { locate, type YamlSource } from '../content/yaml-source.ts'
import type { SourceFacts } from './images.ts'

/**
 * What the build checks of the pictures the content uses, which a schema cannot: a photograph that cannot be read
 * (an error: the build would ship a broken picture), a drawing with a script in it (an error: a script in an SVG runs
 * when the file is opened on its own, on the site's origin), a source narrower than the widest it is shown at (a
 * warning: it is shown blurred) and a source over the size limit (a warning: it slows every cold build and says the
 * author committed a camera's original). Each is reported at the first place the content names the file.
 */

/** Sources larger than these are warned about. */
export const SOURCE_LIMITS = { megapixels: 25, megabytes: 20 } as const

/**
 * Where the content first names each picture (`/assets/…`): the file and the field. Its line and column are found only
 * when a message needs them (placeOf): locating a field reads its file's YAML again, which a build with nothing to say
 * about its pictures does not need (at 10,000 pages, about a second).
 */
export type ImagePlaces = ReadonlyMap<string, { source: YamlSource; pointer: string }>

/** Every picture the site's files name, at the first place each is named (collection items first, then pages). */
export function imagePlaces(site: Site): ImagePlaces {
  const places = new Map<string, { source: YamlSource; pointer: string }>()
  const items = [...site.collections.values()].flatMap((collection) => collection.entries)
  const itemFiles = new Map(items.map((entry) => [entry.item, entry.file]))
  const files = [
    ...items.map((entry) => entry.file),
    ...[...site.pages, ...site.notFound].map((page) => {
      const itemReferences = new Set((page.entry && itemFiles.get(page.entry.item)?.references) ?? [])
      return { source: page.source, references: page.references.filter((ref) => !itemReferences.has(ref)) }
    }),
  ]
  for (const { source, references } of files) {
    for (const ref of references) {
      if (ref.kind !== 'image' || places.has(ref.value)) continue
      places.set(ref.value, { source, pointer: ref.pointer })
    }
  }
  return places
}

/** Where a message about a picture points: the first place the content names it (its file, line, column and field). */
export function placeOf(places: ImagePlaces, src: string, siteDir: string): Omit<ContentError, 'code' | 'message'> {
  const place = places.get(src)
  return place
    ? { file: place.source.file, ...locate(place.source, place.pointer) }
    : { file: siteDir, line: 1, column: 1, field: '' }
}

/** The error for a picture sharp cannot read. */
export function unreadableImage(src: string, reason: string): Omit<ContentError, keyof ImagePlacesValue> {
  return {
    code: 'unreadable-image',
    message: `the picture ${src} cannot be read: ${reason}`,
    expected: 'a JPEG, PNG, WebP or AVIF file',
    hint: 'Export the picture again from its original (the file may be damaged or cut short), or replace it.',
  }
}

type ImagePlacesValue = Omit<ContentError, 'code' | 'message' | 'expected' | 'found' | 'hint'>

/** The error for a drawing with a script in it; undefined when the SVG has none. */
export function svgScriptProblem(src: string, file: string): Omit<ContentError, keyof ImagePlacesValue> | undefined {
  const text = readFileSync(file, 'utf8')
  const found =
    /<script[\s>]/i.exec(text)?.[0] ?? /\son[a-z]+\s*=/i.exec(text)?.[0]?.trim() ?? /javascript:/i.exec(text)?.[0]
  if (!found) return undefined
  return {
    code: 'svg-script',
    message: `the drawing ${src} contains a script (${found.replace(/\s+$/, '')}…)`,
    expected: 'an SVG without <script> elements, on… attributes or javascript: links',
    hint: 'Remove the script from the file (export it again as a plain SVG): a drawing needs none, and a script in it runs on the site when the file is opened.',
  }
}

/** The warnings about a readable source: narrower than it is shown, or over the size limits. */
export function sourceWarnings(
  src: string,
  facts: SourceFacts,
  widest: number,
): Array<Omit<ContentWarning, keyof ImagePlacesValue>> {
  const warnings: Array<Omit<ContentWarning, keyof ImagePlacesValue>> = []
  if (facts.width < widest)
    warnings.push({
      code: 'image-too-narrow',
      message: `the picture ${src} is ${facts.width} px wide, narrower than the ${widest} px it is shown at: it will look blurred`,
      expected: `a source at least ${widest} px wide (${2 * widest} px for sharp screens)`,
      found: `${facts.width} × ${facts.height} px`,
      hint: `Use a larger original of the picture, ${2 * widest} px wide or more.`,
    })
  const megapixels = (facts.width * facts.height) / 1e6
  const megabytes = facts.size / 1e6
  if (megapixels > SOURCE_LIMITS.megapixels || megabytes > SOURCE_LIMITS.megabytes)
    warnings.push({
      code: 'image-too-large',
      message: `the picture ${src} is ${megapixels.toFixed(1)} megapixels and ${megabytes.toFixed(1)} MB, over the limit of ${SOURCE_LIMITS.megapixels} megapixels or ${SOURCE_LIMITS.megabytes} MB`,
      expected: `at most ${SOURCE_LIMITS.megapixels} megapixels and ${SOURCE_LIMITS.megabytes} MB`,
      found: `${facts.width} × ${facts.height} px, ${megabytes.toFixed(1)} MB`,
      hint: 'Scale the picture down to about 4,000 px on its long side before committing it: visitors never get more than 1,920 px of it, and a smaller original builds faster.',
    })
  return warnings
}
