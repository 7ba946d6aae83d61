import { writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { generatedFiles } from '../src/build/generate.ts'

const root = join(import.meta.dirname, '..')
for (const [path, content] of Object.entries(await generatedFiles(root))) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), content)
  console.log(`wrote ${path}`)
}
