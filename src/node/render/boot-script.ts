import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { minify, transformWithOxc } from 'vite'
import { APP_ENTRIES } from '../util/app-entries.ts'
import { ENGINE_ROOT } from '../util/paths.ts'

const SOURCE = join(ENGINE_ROOT, APP_ENTRIES.boot)

/**
 * The script inlined at the end of every prerendered page (src/app/boot.ts, types removed and minified), and the
 * Content-Security-Policy source that lets exactly this script run (`'sha256-…'` of its text).
 */
export async function bootScript(): Promise<{ code: string; source: string }> {
  const { code: plain } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' })
  const { code } = await minify(SOURCE, plain, { compress: true, mangle: true })
  const text = code.trim()
  return { code: text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
}
