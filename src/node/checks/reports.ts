import { splitAcknowledged } from './acknowledged.ts'
import { type ContentError, ContentErrors, type ContentNotice, type ContentWarning } from '../errors/errors.ts'
import { formatAcknowledged, formatErrors, formatNotices, formatWarnings } from '../errors/format.ts'
import type { Site } from '../model/site.ts'

/**
 * What the build tells the author about the content, as it goes: the notices (what is scheduled), one line for the
 * acknowledged warnings, then the new warnings, where the eye lands; and every error at once, thrown as ContentErrors
 * (the command line prints its report alone). Loading reports before the bundles are built, the picture phase (which
 * reads the files) after.
 */
export interface Heard {
  errors: ContentError[]
  warnings: ContentWarning[]
  acknowledged?: Parameters<typeof formatAcknowledged>[0]
  notices?: ContentNotice[]
}

/** Prints what was heard unless quiet, and throws its errors. */
export function report(heard: Heard, quiet: boolean): void {
  const format = process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human'
  const color = process.stderr.isTTY
  if (!quiet && heard.notices?.length) console.log(formatNotices(heard.notices))
  if (!quiet && heard.acknowledged?.length) console.log(formatAcknowledged(heard.acknowledged))
  if (!quiet && heard.warnings.length > 0) console.warn(formatWarnings(heard.warnings, format, { color }))
  if (heard.errors.length > 0) throw new ContentErrors(heard.errors, formatErrors(heard.errors, format, { color }))
}

/**
 * The picture phase's problems, its warnings split like the loader's: those the page or item acknowledges (its
 * `acknowledge`, at the picture or around it) are counted in one line.
 */
export function reportPictures(
  site: Site,
  result: { errors: ContentError[]; warnings: ContentWarning[] },
  quiet: boolean,
) {
  const sources = new Map(
    [
      ...[...site.pages, ...site.notFound].map((page) => page.source),
      ...[...site.collections.values()].flatMap((collection) => collection.entries.map((entry) => entry.file.source)),
    ].map((source) => [source.file, source.data]),
  )
  const split = splitAcknowledged(result.warnings, (file) => sources.get(file))
  report({ errors: result.errors, ...split }, quiet)
}
