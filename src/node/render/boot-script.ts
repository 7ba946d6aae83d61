import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { APP_ENTRIES } from '../util/app-entries.ts'
import { ENGINE_ROOT } from '../util/paths.ts'

const SOURCE = join(ENGINE_ROOT, APP_ENTRIES.boot)

/**
 * The script inlined at the end of every prerendered page (src/app/boot.ts, types removed and minified), and the
 * Content-Security-Policy source that lets exactly this script run (`'sha256-…'` of its text). `kept` is a file named
 * by the engine's code and dependencies (the bundles' key): when it is there, the script is read from it and Vite is
 * not loaded (a rebuild); else the script is made and kept in it.
 */
export async function bootScript(kept?: string): Promise<{ code: string; source: string }> {
  const text = (kept && keptText(kept)) ?? (await madeScript())
  if (kept) keepText(kept, text)
  return { code: text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
}

async function madeScript(): Promise<string> {
  const { minify, transformWithOxc } = await import('vite')
  const { code: plain } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, { lang: 'ts' })
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
  const temporary = `${file}.tmp-${process.pid}`
  try {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(temporary, text)
    renameSync(temporary, file)
    // One kept script: those of earlier code go (a build of other code beside this one only makes its own again).
    for (const name of readdirSync(dirname(file)))
      if (join(dirname(file), name) !== file && !name.includes('.tmp-'))
        rmSync(join(dirname(file), name), { force: true })
  } catch {
    // Not kept: the next build makes it again.
  }
}
