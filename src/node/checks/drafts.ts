import { type ContentError, contentError } from '../errors/errors.ts'
import { locate, type TEXT_MARKS, type YamlSource } from '../content/yaml-source.ts'
import type { AliasClaim } from '../model/redirects.ts'
import type { SiteConfig } from '../../shared/types.ts'
import { publicationOf, type PublishingClock, type Timing } from '../model/published.ts'

/**
 * What drafts and moved pages ask of the content: no placeholder left in a published page, no link from a published
 * page to a draft, and the labels of site.yaml that the draft banner and the page left at an old address show.
 */

/** How `npm run new:page` marks text an author must still write; a published page must have none. */
export const PLACEHOLDER_PREFIX: (typeof TEXT_MARKS)[number] = 'TODO'

/**
 * Every text value of a page file still beginning with the scaffold's placeholder (`TODO …`), as errors. Only a page
 * that is not a draft is checked: the scaffold writes `draft: true`, so an unfinished page is never published, and a
 * page marked ready with a forgotten placeholder stops the build instead of going out or being dropped silently.
 */
export function placeholderErrors(source: YamlSource): ContentError[] {
  // A text can begin with the placeholder only where the file spells it out, or writes it with an escape of a
  // double-quoted string (`"\x54ODO"`): a file with neither has none, and its values are not visited (a page's hundreds
  // of values, on the build's path while the bundles are built). Asked of its marks, known without reading the file.
  if (!source.marks.includes(PLACEHOLDER_PREFIX)) return []
  const errors: ContentError[] = []
  // The keys down to the value visited: its JSON pointer is written only for a placeholder found (every value of every
  // published page is visited, and writing each one's pointer took two replaces per key).
  const path: Array<string | number> = []
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trimStart().startsWith(PLACEHOLDER_PREFIX))
        errors.push(
          contentError('placeholder-text', {
            file: source.file,
            ...locate(source, jsonPointer(path)),
            message: `this text is still the placeholder of npm run new:page`,
            expected: 'the real text of a page that is published',
            found: `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`,
            hint: 'Replace the placeholder text, or mark the page `draft: true` until it is ready.',
          }),
        )
      return
    }
    if (value === null || typeof value !== 'object') return
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value)
    for (const [key, item] of entries) {
      path.push(key)
      visit(item)
      path.pop()
    }
  }
  visit(source.data)
  return errors
}

/** The JSON pointer of a path of keys and indexes (RFC 6901: `~` and `/` in a key escaped). */
function jsonPointer(path: ReadonlyArray<string | number>): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}

/** A link to a draft's address from a published page or site.yaml: fine in dev, an error when drafts are left out. */
export function linkToDraftProblem(value: string): Pick<ContentError, 'code' | 'message' | 'expected' | 'hint'> {
  return {
    code: 'link-to-draft',
    message: `the link ${value} goes to a draft, which the production build leaves out`,
    expected: 'a link to a published page',
    hint: 'Publish it (remove "draft: true" from the page it goes to), or remove the link.',
  }
}

/**
 * A label of site.yaml that a feature in use needs (the draft banner, the page left at an old address), reported at
 * the first place that uses the feature, once.
 */
export function missingLabelError(
  label: string,
  use: { file: string; source: YamlSource; pointer: string },
  why: string,
): ContentError {
  return contentError('missing-field', {
    file: use.file,
    ...locate(use.source, use.pointer),
    message: `${why}, but site.yaml has no labels.${label}`,
    expected: `labels.${label} in site.yaml`,
    found: 'none',
    hint: `Add "${label}:" under labels in site.yaml with the words visitors see.`,
  })
}

/** The placeholders left in the page files that are not drafts (when drafts are left out: what would be published). */
export function publishedPlaceholderErrors(
  pageFiles: ReadonlyArray<{ valid?: { source: YamlSource; data: { draft?: boolean } } }>,
): ContentError[] {
  return pageFiles.flatMap((file) =>
    file.valid && file.valid.data.draft !== true ? placeholderErrors(file.valid.source) : [],
  )
}

/** The labels of site.yaml that drafts and timed pages (their banners) and aliases (the page left at an old address) need. */
export function missingLabels(
  config: SiteConfig,
  files: ReadonlyArray<{ valid?: { source: YamlSource; data: unknown } }>,
  pages: ReadonlyArray<{ aliases?: AliasClaim[] }>,
  clock: PublishingClock,
): ContentError[] {
  const errors: ContentError[] = []
  // Scheduled and expired pages show a banner in dev too, saying when they go live or came down.
  for (const [state, field] of [
    ['scheduled', 'publishAt'],
    ['expired', 'unpublishAt'],
  ] as const) {
    const timed = files.find((f) => f.valid && publicationOf(f.valid.data as Timing, clock).state === state)?.valid
    if (timed && !config.labels[state])
      errors.push(
        missingLabelError(
          state,
          { file: timed.source.file, source: timed.source, pointer: `/${field}` },
          `a ${state} page shows a banner in dev`,
        ),
      )
  }
  const draft = files.find((f) => f.valid && (f.valid.data as { draft?: boolean }).draft === true)?.valid?.source
  if (draft && !config.labels.draft)
    errors.push(
      missingLabelError(
        'draft',
        { file: draft.file, source: draft, pointer: '/draft' },
        'a draft shows a banner in dev',
      ),
    )
  const moved = pages.flatMap((p) => p.aliases ?? [])[0]
  if (moved && !config.labels.pageMoved)
    errors.push(
      missingLabelError(
        'pageMoved',
        { ...moved, pointer: moved.pointer.replace(/\/\d+$/, '') },
        'the build leaves a page at each old address',
      ),
    )
  return errors
}
