import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { APP_ENTRIES } from '../util/app-entries.ts'
import { ENGINE_ROOT } from '../util/paths.ts'
import { writeWhole } from '../util/files.ts'

const SOURCE = join(ENGINE_ROOT, APP_ENTRIES.boot)

/**
 * The script inlined at the end of every prerendered page (src/app/boot.ts, types removed and minified), and the
 * Content-Security-Policy source that lets exactly this script run (`'sha256-…'` of its text). With a `cacheDir`
 * (`.cache/boot`) it is kept there under a hash of its source and of the installed dependencies (the minifier's
 * version): a build that finds it reads it and loads no Vite (a rebuild); else it is made and kept.
 */
export async function bootScript(cacheDir?: string): Promise<{ code: string; source: string }> {
  const source = readFileSync(SOURCE, 'utf8')
  const kept = cacheDir && join(cacheDir, `${keyOf(source)}.js`)
  const text = (kept && keptText(kept)) ?? (await madeScript(source))
  if (kept) keepText(kept, text)
  return { code: text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
}

/** The boot script's source and the lockfile, hashed. */
function keyOf(source: string): string {
  const hash = createHash('sha256').update(source).update('\0')
  const lock = join(ENGINE_ROOT, 'package-lock.json')
  if (existsSync(lock)) hash.update(readFileSync(lock))
  return hash.digest('base64url').slice(0, 22)
}

async function madeScript(source: string): Promise<string> {
  const { minify, transformWithOxc } = await import('vite')
  const { code: plain } = await transformWithOxc(source, SOURCE, { lang: 'ts' })
  const { code } = await minify(SOURCE, plain, { compress: true, mangle: true })
  return code.trim()
}

function keptText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

function keepText(file: string, text: string): void {
  if (keptText(file) === text) return
  try {
    writeWhole(file, text)
    // One kept script: those of earlier code go (a build of other code beside this one only makes its own again).
    for (const name of readdirSync(dirname(file)))
      if (join(dirname(file), name) !== file && !name.endsWith('.tmp'))
        rmSync(join(dirname(file), name), { force: true })
  } catch {
    // Not kept: the next build makes it again.
  }
}
