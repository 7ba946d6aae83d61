import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * Gzip as the hosts do it, in one place: the hosting files name its level (nginx's `gzip_comp_level`), the local static
 * server compresses with it, and the prerender and the budgets measure a page's size on the wire with it.
 */

/**
 * The gzip level of the hosts the build configures: the shipped nginx config (`gzip_comp_level`) and the local
 * static server compress pages and data at it as they send them.
 */
export const HOST_GZIP_LEVEL = 6

/** A body compressed as the host sends it. */
export function hostGzip(body: string | Buffer): Buffer {
  return gzipSync(body, { level: HOST_GZIP_LEVEL })
}

/** A body's size on the wire. It costs a millisecond or so per page. */
export function compressedSize(body: string | Buffer): number {
  return hostGzip(body).length
}

/**
 * A built file's size on the wire: its `.gz` copy when the build wrote one (hosts send it as it is), otherwise
 * compressed as the host does.
 */
export function wireSize(file: string): number {
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : compressedSize(readFileSync(file))
}
