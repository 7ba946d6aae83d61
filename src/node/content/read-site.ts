import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type ContentError, contentError } from '../errors/errors.ts'
import { closest } from '../errors/suggest.ts'
import { fileNameError } from './file-names.ts'
import { readYaml, type YamlSource } from './yaml-source.ts'
import type { FileCache } from './file-cache.ts'
import { classifyPageFile, type PageFileKind } from '../../shared/routes.ts'

/**
 * Stage 1 of loading a site, the only one that reads YAML from disk: every file of the site folder parsed (with its
 * place: the collection and id of an item, the kind and route of a page file), the assets listed, and the mistakes
 * of reading (a file that is not YAML, a wrong extension or name, an item outside a collection's folder).
 */

/** A file under site/pages as read: its place, and its source unless it could not be parsed (its errors are reported). */
export interface ReadPageFile {
  kind: Exclude<PageFileKind, { kind: 'ignored' | 'wrong-extension' }>
  source?: YamlSource
}

/** What the disk holds: every YAML file parsed (with its place), the assets, and the errors of reading. */
export interface ReadSite {
  siteFile?: YamlSource
  collectionFiles: Array<{ collection: string; id: string; source: YamlSource }>
  pageFiles: ReadPageFile[]
  /**
   * site/collections/<code>/<collection>/<id>.yaml on a site that declares languages (site.yaml `locales`): one
   * language's translation of the item of the same id (model/item-translations.ts ties them).
   */
  itemTranslations: Array<{ code: string; collection: string; id: string; source: YamlSource }>
  /** site/locales/<code>.yaml: one language's visitor words (model/locales.ts merges them over site.yaml's). */
  localeFiles: Array<{ code: string; source: YamlSource }>
  assets: Set<string>
  files: string[]
  errors: ContentError[]
}

let reads = 0

/** How many times a site has been read from disk in this process (a build reads it once: tests/node/build-once.test.ts). */
export function siteReads(): number {
  return reads
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  // The entries' types come with the listing: no stat per file (10,000 pages are 10,000 stats).
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() || (entry.isSymbolicLink() && statSync(join(entry.parentPath, entry.name)).isFile()),
    )
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

/** A file under site/pages that makes a page (neither ignored nor misnamed): where it is and what it becomes. */
interface PageFilePlace {
  absolute: string
  shown: string
  kind: ReadPageFile['kind']
  /** Its name's mistakes (file-names.ts). */
  errors: ContentError[]
}

/** The files under site/pages, in order: those that make pages, and a wrong extension as an error. */
function pageFilesIn(siteDir: string, display: (absolute: string) => string): Array<PageFilePlace | ContentError> {
  const pagesDir = join(siteDir, 'pages')
  return walk(pagesDir).flatMap((rel): Array<PageFilePlace | ContentError> => {
    const absolute = join(pagesDir, rel)
    const shown = display(absolute)
    const { kind, errors } = factsOf(shown, rel, 'page') as { kind: PageFileKind; errors: ContentError[] }
    if (kind.kind === 'ignored') return []
    if (kind.kind === 'wrong-extension') return [wrongExtension(shown)]
    return [{ absolute, shown, kind, errors }]
  })
}

/**
 * Parses every file of the site (through `cache` when given: file-cache.ts) and lists its assets; `display` writes a
 * path as messages show it. `pages` keeps only the page files it accepts (a first look at one page: load.ts): the
 * others are neither read nor listed.
 */
export function readSite(
  siteDir: string,
  display: (absolute: string) => string,
  collectionNames: string[],
  cache?: FileCache,
  pages?: (kind: ReadPageFile['kind']) => boolean,
): ReadSite {
  reads++
  const out: ReadSite = {
    collectionFiles: [],
    pageFiles: [],
    itemTranslations: [],
    localeFiles: [],
    assets: new Set(),
    files: [],
    errors: [],
  }
  const parse = (absolute: string): YamlSource | undefined => {
    out.files.push(absolute)
    // Through the cache (file-cache.ts), an unchanged file is not parsed again.
    const file = cache ? cache.read(absolute, display(absolute)) : readYaml(absolute, display(absolute))
    out.errors.push(...file.errors)
    return file.source
  }

  const siteFile = join(siteDir, 'site.yaml')
  if (existsSync(siteFile)) out.siteFile = parse(siteFile)
  else
    out.errors.push(
      contentError('missing-file', {
        file: display(siteFile),
        message: 'site.yaml is missing',
        hint: 'Every site needs a site.yaml with the company, navigation, footer, labels and theme.',
      }),
    )

  const collectionsDir = join(siteDir, 'collections')
  // On a site in several languages, collections/<code>/ holds that language's translations of the items.
  const languages = otherLanguages(out.siteFile?.data)
  for (const rel of walk(collectionsDir)) {
    const absolute = join(collectionsDir, rel)
    const [name, ...rest] = rel.split('/')
    if (rel.endsWith('.yaml') && languages.includes(name!) && rest.length === 2 && collectionNames.includes(rest[0]!)) {
      out.errors.push(...nameErrors(display(absolute), rest[1]!, 'item'))
      const source = parse(absolute)
      if (source)
        out.itemTranslations.push({ code: name!, collection: rest[0]!, id: rest[1]!.replace(/\.yaml$/, ''), source })
    } else if (!rel.endsWith('.yaml')) {
      out.errors.push(wrongExtension(display(absolute)))
    } else if (!collectionNames.includes(name!) || rest.length !== 1) {
      const near = closest(name!, collectionNames)
      out.errors.push(
        contentError('unknown-reference', {
          file: display(absolute),
          message: `"${name}" is not a collection`,
          expected: `a file in one of the collection folders: ${collectionNames.join(', ')}`,
          found: rel,
          hint: `${near && rest.length === 1 ? `Did you mean "${near}"? ` : ''}Move the file into the folder of its collection (site/collections/<collection>/<id>.yaml).`,
        }),
      )
    } else {
      out.errors.push(...nameErrors(display(absolute), rest[0]!, 'item'))
      const source = parse(absolute)
      if (source) out.collectionFiles.push({ collection: name!, id: rest[0]!.replace(/\.yaml$/, ''), source })
    }
  }

  for (const file of pageFilesIn(siteDir, display)) {
    if (!('kind' in file)) out.errors.push(file)
    else if (!pages || pages(file.kind)) {
      out.errors.push(...file.errors)
      out.pageFiles.push({ kind: file.kind, source: parse(file.absolute) })
    }
  }
  const localesDir = join(siteDir, 'locales')
  for (const rel of walk(localesDir)) {
    const absolute = join(localesDir, rel)
    if (!rel.endsWith('.yaml')) out.errors.push(wrongExtension(display(absolute)))
    else {
      const source = parse(absolute)
      if (source) out.localeFiles.push({ code: rel.replace(/\.yaml$/, ''), source })
    }
  }
  for (const rel of walk(join(siteDir, 'assets'))) out.assets.add(`/assets/${rel}`)
  return out
}

/**
 * Reads the site's page files ahead of a load, through `cache` (file-cache.ts), and checks each against the page
 * schema with `check` (validate.ts keeps its verdict with the source): the load that follows finds them read and
 * checked. A slice of files at a time: between slices `next` has the thread (a dev server starting cold serves
 * requests meanwhile: bundle/vite-plugin.ts), is told how many files are left, and says whether to read on (false:
 * that load has begun, or there are too few for it to matter). Page files, since they are what grows: a site of
 * 10,000 pages has a few dozen other files.
 */
export async function readPagesAhead(
  siteDir: string,
  display: (absolute: string) => string,
  cache: FileCache,
  check: (source: YamlSource) => void,
  next: (left: number) => Promise<boolean>,
): Promise<void> {
  const files = pageFilesIn(siteDir, display).filter((file) => 'kind' in file)
  if (!(await next(files.length))) return
  let slice = performance.now()
  for (const [index, file] of files.entries()) {
    const { source } = cache.read(file.absolute, file.shown)
    if (source) check(source)
    if (performance.now() - slice < AHEAD_SLICE_MS) continue
    if (!(await next(files.length - index - 1))) return
    slice = performance.now()
  }
}

/** How long a slice of reading ahead holds the thread (ms): what a request that comes meanwhile waits at most. */
const AHEAD_SLICE_MS = 5

/** The languages site.yaml declares besides its default (`locales.languages`), as YAML gives them: none without `locales`. */
function otherLanguages(site: unknown): string[] {
  const fields = typeof site === 'object' && site !== null ? (site as Record<string, unknown>) : {}
  const locales = fields.locales as { languages?: unknown } | undefined
  if (!locales || !Array.isArray(locales.languages)) return []
  return locales.languages.flatMap((l: unknown) => {
    const code = typeof l === 'object' && l !== null ? (l as { code?: unknown }).code : undefined
    return typeof code === 'string' && code !== fields.language ? [code] : []
  })
}

/**
 * What a file's path says, found once per path and display (a dev server reads the same 10,000 paths at every save):
 * its name's errors (file-names.ts) and, for a page file, its kind and route.
 */
const pathFacts = new Map<string, { errors: ContentError[]; kind?: PageFileKind }>()

function factsOf(file: string, relative: string, kind: 'page' | 'item') {
  const key = `${kind}\0${file}\0${relative}`
  let facts = pathFacts.get(key)
  if (!facts) {
    const error = fileNameError(file, relative, kind)
    facts = { errors: error ? [error] : [], ...(kind === 'page' ? { kind: classifyPageFile(relative) } : {}) }
    if (pathFacts.size >= 200_000) pathFacts.clear()
    pathFacts.set(key, facts)
  }
  return facts
}

/** A page or item file named otherwise than in lowercase words and dashes (file-names.ts), as a list of errors. */
function nameErrors(file: string, relative: string, kind: 'page' | 'item'): ContentError[] {
  return factsOf(file, relative, kind).errors
}

function wrongExtension(file: string): ContentError {
  const suggestion = `${file.replace(/\.[^./]*$/, '')}.yaml`
  return contentError('wrong-extension', {
    file,
    message: 'content files must end in .yaml',
    expected: '.yaml',
    found: file.slice(file.lastIndexOf('/') + 1),
    hint: `Rename it to ${suggestion.slice(suggestion.lastIndexOf('/') + 1)}; files under site/pages and site/collections are read only when they end in .yaml.`,
  })
}
