import { join } from 'node:path'
import { type ContentError, contentError } from '../errors/errors.ts'
import type { CollectionRecord } from './site.ts'
import type { ValidFile } from '../content/validate.ts'
import { readPdfInfo } from './pdf-info.ts'
import { locate } from '../content/yaml-source.ts'
import type { CollectionEntries, CollectionName } from '../../generated/schema-types.ts'
import { joinRoute } from '../../shared/routes.ts'
import type { AnyEntry, FileInfo } from '../../shared/types.ts'

/**
 * Stage 3: the items of every collection, each made once: its fields, its id (the file name), its address (its own
 * `href`, or the page its collection's `[id].yaml` makes) and what its PDF files say about themselves (size, page
 * count), so lists show real figures that nobody types by hand. A PDF that cannot be read is a content error; a
 * missing one is reported by the reference check.
 */
export function buildCollections(
  files: ReadonlyArray<{ collection: string; id: string; valid: ValidFile<CollectionEntries[CollectionName]> }>,
  names: readonly string[],
  itemPages: ReadonlyMap<string, string>,
  siteDir: string,
  assets: ReadonlySet<string>,
): { collections: Map<string, CollectionRecord>; errors: ContentError[] } {
  const errors: ContentError[] = []
  // Collections with items first, in file order, then the empty ones (the order messages list them in).
  const collections = new Map<string, CollectionRecord>(
    [...files.map((file) => file.collection), ...names].map((name) => [name, { name, entries: [] }]),
  )
  for (const { collection, id, valid } of files) {
    const folder = itemPages.get(collection)
    const href = 'href' in valid.data && typeof valid.data.href === 'string' ? valid.data.href : undefined
    const route = href ?? (folder === undefined ? undefined : joinRoute(folder, id))
    const files: Record<string, FileInfo> = {}
    for (const ref of valid.references) {
      if (ref.kind !== 'asset' || !ref.value.toLowerCase().endsWith('.pdf') || !assets.has(ref.value)) continue
      try {
        files[ref.value] = readPdfInfo(join(siteDir, ref.value))
      } catch (error) {
        errors.push(
          contentError('unreadable-file', {
            file: valid.source.file,
            ...locate(valid.source, ref.pointer),
            message: `the file ${ref.value} cannot be read as a PDF: ${(error as Error).message}`,
            expected: 'a complete PDF file',
            found: `"${ref.value}"`,
            hint: 'Export the document again as PDF (or run the script that makes it) and replace the file.',
          }),
        )
      }
    }
    const item: AnyEntry = {
      ...valid.data,
      id,
      ...(route === undefined ? {} : { route }),
      ...(Object.keys(files).length ? { files } : {}),
    }
    collections.get(collection)!.entries.push({ item, file: valid })
  }
  return { collections, errors }
}
