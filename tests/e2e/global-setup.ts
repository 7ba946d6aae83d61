import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumPath } from './browser.ts'

/** Fails fast, with a fix, when the browser or the build is missing, instead of every test failing alike. */
export default function setup() {
  if (!chromiumPath())
    throw new Error(
      "Chromium not found. Run `bash scripts/ensure-chromium.sh` (installs Debian's chromium) or set CHROME_PATH.",
    )
  if (!existsSync(join(process.env.DIST_DIR ?? join(process.cwd(), 'dist'), 'index.html')))
    throw new Error('dist/ is missing. Run `npm run build` first (npm test does it for you).')
}
