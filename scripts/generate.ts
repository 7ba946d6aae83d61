import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { generatedFiles, ICON_PICTURES } from '../src/node/commands/generate.ts'
import { UI_ICONS_DIR } from '../src/node/model/ui-icons.ts'

const root = join(import.meta.dirname, '..')
const files = await generatedFiles(root)
// Icons no longer imported anywhere, or no longer allowed by the schema, go.
rmSync(join(root, UI_ICONS_DIR), { recursive: true, force: true })
rmSync(join(root, ICON_PICTURES), { recursive: true, force: true })
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), content)
  console.log(`wrote ${path}`)
}
