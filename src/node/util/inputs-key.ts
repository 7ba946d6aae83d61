import { createHash } from 'node:crypto'

/**
 * A short hash of what something is made from (a page's inputs, a font subset's, a page's words for the search index),
 * each part ended by a NUL so that the parts cannot run into each other: 22 base64url characters (132 bits).
 */
export function inputsKey(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url').slice(0, 22)
}
