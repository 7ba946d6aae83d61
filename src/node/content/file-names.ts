import { type ContentError, contentError } from '../errors/errors.ts'

// Lowercase words of letters and digits joined by single dashes: what an address and an id are made of.
const WORD_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Names the engine gives a meaning of its own: `_not-found`, `_drafts/…` (never pages) and `[id]` (one page per item).
const ENGINE_NAME = /^(?:_.*|\[[^\]]+\])$/

/** `Port Authority 2` → `port-authority-2`: accents dropped, every run of other characters one dash. */
export function wordName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A page file or collection file whose name (or folder's name) is not lowercase words and dashes: the name becomes a
 * page address or an item's id, which visitors read and type. `relative` is the path under site/pages (or the file
 * name of a collection item); names the engine reads itself (`_…`, `[id]`) are fine.
 */
export function fileNameError(file: string, relative: string, kind: 'page' | 'item'): ContentError | undefined {
  const segments = relative.replace(/\.yaml$/, '').split('/')
  const index = segments.findIndex((segment) => !ENGINE_NAME.test(segment) && !WORD_NAME.test(segment))
  if (index === -1) return undefined
  const bad = segments[index]!
  const isFile = index === segments.length - 1
  const written = isFile ? `${bad}.yaml` : bad
  const fixed = isFile ? `${wordName(bad)}.yaml` : wordName(bad)
  const becomes = kind === 'page' ? "the page's address" : "the item's id and the address of its page"
  return contentError('bad-file-name', {
    file,
    message: `the ${isFile ? 'file' : 'folder'} name "${written}" is not lowercase words and dashes`,
    expected: 'lowercase letters and digits, words joined by dashes',
    found: `"${written}"`,
    hint: `Rename the ${isFile ? 'file' : 'folder'} to "${fixed}": its name becomes ${becomes}.`,
  })
}
