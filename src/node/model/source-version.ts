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
