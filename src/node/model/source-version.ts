import { createHash } from 'node:crypto'

/**
 * The version of a page a translation was made from (its `sourceVersion`): a short hash of each part of the source
 * page file, the title, the description, then each block, joined by dots (`3f9a1c.77b0e2.…`). One hash per part, so
 * a stale translation can say what changed (the title, block 3) and not only that something did; six hex digits a
 * part, so a change goes unnoticed once in sixteen million.
 */
export function sourceVersion(page: unknown): string {
  return partsOf(page).map(partHash).join('.')
}

/** A page file's data as YAML gives it: its title, its description, then each block. */
function partsOf(page: unknown): unknown[] {
  const fields = typeof page === 'object' && page !== null ? (page as Record<string, unknown>) : {}
  return [fields.title, fields.description, ...(Array.isArray(fields.blocks) ? fields.blocks : [])]
}

function partHash(part: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(part ?? null))
    .digest('hex')
    .slice(0, 6)
}

/**
 * What changed in the source since the version a translation records, in an author's words: the parts whose hash
 * differs (`the title, blocks[2] (text)`), and blocks added or removed. Empty when nothing did.
 */
export function changedParts(recorded: string, page: unknown): string[] {
  const before = recorded.split('.')
  const now = sourceVersion(page).split('.')
  const blockList = partsOf(page).slice(2)
  const out: string[] = []
  if (before[0] !== now[0]) out.push('the title')
  if (before[1] !== now[1]) out.push('the description')
  const blocksBefore = before.length - 2
  const blocks = blockList.length
  for (let i = 0; i < Math.min(blocksBefore, blocks); i++)
    if (before[i + 2] !== now[i + 2]) out.push(`blocks[${i}] (${String((blockList[i] as { type?: unknown }).type)})`)
  if (blocks > blocksBefore) out.push(`${blocks - blocksBefore} block${blocks - blocksBefore > 1 ? 's' : ''} added`)
  if (blocks < blocksBefore) out.push(`${blocksBefore - blocks} block${blocksBefore - blocks > 1 ? 's' : ''} removed`)
  return out
}

/** Fields of an item that are not what it says: its translation's own record, its acknowledged warnings. */
const NOT_ITEM_TEXT = new Set(['sourceVersion', 'acknowledge'])

/** An item's fields, by name (a translation is tied to its source by name, so the order of the file does not matter). */
function itemFields(item: unknown): Array<[string, unknown]> {
  const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
  return Object.entries(fields)
    .filter(([name]) => !NOT_ITEM_TEXT.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * The version of a collection item a translation of it was made from (its `sourceVersion`): a short hash of the list
 * of its fields' names, then one of each field, in the order of their names.
 */
export function itemVersion(item: unknown): string {
  const fields = itemFields(item)
  return [partHash(fields.map(([name]) => name)), ...fields.map(([, value]) => partHash(value))].join('.')
}

/**
 * What changed in an item since the version a translation of it records: the fields whose hash differs, by name
 * (`title, results`); when fields were added or removed, that, and which of the fields now there changed cannot be
 * told apart. Empty when nothing did.
 */
export function changedItemParts(recorded: string, item: unknown): string[] {
  const before = recorded.split('.')
  const now = itemVersion(item).split('.')
  if (before[0] !== now[0]) return ['fields added or removed']
  const names = itemFields(item).map(([name]) => name)
  return names.flatMap((name, i) => (before[i + 1] !== now[i + 1] ? [name] : []))
}
