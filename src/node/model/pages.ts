import { type ContentError, contentError } from '../errors/errors.ts'
import type { CollectionRecord, PageRecord } from './site.ts'
import type { ReadPageFile } from '../content/read-site.ts'
import type { ValidFile } from '../content/validate.ts'
import type { AliasClaim } from './redirects.ts'
import { locate, positionOf, type YamlSource } from '../content/yaml-source.ts'
import type { PageFile } from '../../generated/schema-types.ts'
import { joinRoute, sortRoutes } from '../../shared/routes.ts'
import { fillTemplate } from '../../shared/text.ts'
import type { AnyEntry, Block, PageData } from '../../shared/types.ts'

/** The folder whose `[id].yaml` makes a page for each item, by collection (the last file wins; a clash is a duplicate route). */
export function collectionPageFolders(
  files: ReadonlyArray<{ route: string; collection: string | undefined }>,
): Map<string, string> {
  const folders = new Map<string, string>()
  for (const { route, collection } of files)
    if (collection) folders.set(collection, route.slice(0, route.lastIndexOf('/')) || '/')
  return folders
}

/**
 * Stage 4 (pure): the pages the page files make. An ordinary file makes one page, a `_not-found.yaml` the not-found
 * page of its folder, a `[id].yaml` one page per item of its collection (items with their own `href` have their page
 * elsewhere). Page titles on collection pages are filled from the item's text fields. Blocks are connected later.
 * A page is a draft when its file or its item says `draft: true`; its old addresses (`aliases`) come from the page
 * file, or from the item on a collection page. Which pages are kept is the caller's choice (load.ts, with published.ts).
 */
export function buildPages(
  files: ReadonlyArray<{ kind: ReadPageFile['kind']; valid?: ValidFile<PageFile> }>,
  collections: ReadonlyMap<string, CollectionRecord>,
  /** The items a `[id].yaml` template at this address makes pages of, when not `collections`' (a language's own). */
  collectionsFor?: (route: string) => ReadonlyMap<string, CollectionRecord> | undefined,
): {
  pages: Array<PageRecord<Block>>
  notFound: Array<PageRecord<Block>>
  unresolvedRoutes: string[]
  errors: ContentError[]
} {
  const errors: ContentError[] = []
  const pages: Array<PageRecord<Block>> = []
  const notFound: Array<PageRecord<Block>> = []
  /** Routes of page files that exist but could not be loaded: links to them are not reported as broken too. */
  const unresolvedRoutes: string[] = []
  for (const { kind, valid } of files) {
    if (!valid) {
      if (kind.kind !== 'not-found') unresolvedRoutes.push(kind.route)
      continue
    }
    const { source, data: page } = valid
    const make = (
      route: string,
      entry?: { collection: string; item: AnyEntry; file: ValidFile<unknown> },
      notFoundPage = false,
    ): PageRecord<Block> => {
      const fields = entry
        ? Object.fromEntries(
            Object.entries(entry.item).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
          )
        : {}
      const title = fillTemplate(page.title, fields)
      const draft = page.draft === true || entry?.item.draft === true
      const data: PageData<Block> = {
        route,
        title,
        description: fillTemplate(page.description, fields),
        image: page.image,
        blocks: page.blocks,
        ...(notFoundPage ? { notFound: true } : {}),
        ...(draft ? { draft: true } : {}),
      }
      return {
        route,
        file: source.file,
        source,
        references: [...valid.references, ...(entry?.file.references ?? [])],
        ...(entry ? { entry: { collection: entry.collection, item: entry.item, file: entry.file.source.file } } : {}),
        navLabel: page.navLabel ? fillTemplate(page.navLabel, fields) : title.split('|')[0]!.trim(),
        data,
        ...(draft ? { draft: true } : {}),
        ...(page.describes ? { describes: page.describes } : {}),
        aliases: entry
          ? aliasClaims(entry.file.source, (entry.item as { aliases?: string[] }).aliases)
          : notFoundPage
            ? []
            : aliasClaims(source, page.aliases),
      }
    }
    if (kind.kind !== 'page' && page.aliases)
      errors.push(
        contentError('bad-alias', {
          file: source.file,
          ...locate(source, '/aliases'),
          message: `a ${kind.kind === 'not-found' ? '_not-found.yaml' : `[${kind.param}].yaml`} file has no address of its own to redirect to`,
          expected: 'aliases on a page file with one address, or on a collection item',
          found: 'aliases',
          hint:
            kind.kind === 'not-found'
              ? 'Remove "aliases" from this file.'
              : 'Write the old address in the "aliases" of the item (its file in site/collections), and remove it here.',
        }),
      )
    if (kind.kind === 'not-found') notFound.push(make(kind.scope, undefined, true))
    else if (kind.kind === 'page') pages.push(make(kind.route))
    else {
      const collection = page.collection
      const record =
        collection === undefined ? undefined : (collectionsFor?.(kind.route) ?? collections).get(collection)
      if (!record) unresolvedRoutes.push(kind.route)
      if (collection === undefined) {
        errors.push(
          contentError('missing-field', {
            file: source.file,
            ...positionOf(source, source.doc.contents ?? undefined),
            field: 'collection',
            message: `a [${kind.param}].yaml page needs "collection"`,
            expected: 'the name of the collection whose items get a page',
            found: 'none',
            hint: `Add "collection:" with one of: ${[...collections.keys()].join(', ')}.`,
          }),
        )
        continue
      }
      const folder = kind.route.slice(0, kind.route.lastIndexOf('/')) || '/'
      for (const { item, file } of record?.entries ?? []) {
        // An item with its own `href` has its page elsewhere (e.g. a hand-written long page).
        if ('href' in item && typeof item.href === 'string') {
          const aliases = (item as { aliases?: string[] }).aliases
          if (aliases)
            errors.push(
              contentError('bad-alias', {
                file: file.source.file,
                ...locate(file.source, '/aliases'),
                message: `this item's page is ${item.href}, written in its own page file`,
                expected: 'aliases on the page file of that address',
                found: 'aliases',
                hint: `Move "aliases" to the page file of ${item.href} (under site/pages).`,
              }),
            )
          continue
        }
        pages.push(make(joinRoute(folder, item.id), { collection, item, file }))
      }
    }
  }
  errors.push(...duplicateRoutes(pages), ...duplicateRoutes(notFound))
  return { pages: sortRoutes(pages), notFound: sortRoutes(notFound), unresolvedRoutes, errors }
}

/** The old addresses a file lists under `aliases`, each with its place for messages. */
function aliasClaims(source: YamlSource, aliases: readonly string[] | undefined): AliasClaim[] {
  return (aliases ?? []).map((from, index) => ({ from, file: source.file, source, pointer: `/aliases/${index}` }))
}

function duplicateRoutes(records: ReadonlyArray<PageRecord<Block>>): ContentError[] {
  const byRoute = new Map<string, Array<PageRecord<Block>>>()
  for (const r of records) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r])
  const out: ContentError[] = []
  for (const [route, claimants] of byRoute) {
    const files = [...new Set(claimants.map((c) => c.file))]
    if (files.length < 2) continue
    for (const file of files) {
      const others = files.filter((f) => f !== file)
      out.push(
        contentError('duplicate-route', {
          file,
          message: `the address ${route} is also made by ${others.join(', ')}`,
          expected: 'one file per address',
          found: `${files.length} files`,
          hint: 'Rename or remove one of them (about.yaml and about/index.yaml both make /about).',
        }),
      )
    }
  }
  return out
}

/**
 * What other files read of a page besides its sections (`#id`s): its address, title, menu label, old addresses and
 * what it describes. An edit of a page file that leaves this and its sections as they were changes no other page (the
 * dev server's reloadPage, load.ts; a rebuild's comparison, render/page-cache.ts).
 */
export function pageSummary(page: PageRecord<unknown>): string {
  return JSON.stringify([page.route, page.data.title, page.navLabel, page.aliases ?? [], page.describes ?? ''])
}
