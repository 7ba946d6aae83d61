import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedFiles, ICON_PICTURES } from '../../../src/node/commands/generate.ts'
import { UI_ICONS_DIR, UI_ICONS_FILE } from '../../../src/node/model/ui-icons.ts'
import { ICON_SET_FILE } from '../../../src/node/model/page-extras.ts'

const root = resolve(import.meta.dirname, '../../..')

describe('generated files', () => {
  it('match the schemas they come from', async () => {
    const files = await generatedFiles(root)
    expect(
      Object.keys(files)
        .filter((path) => !path.startsWith(`${UI_ICONS_DIR}/`) && !path.startsWith(`${ICON_PICTURES}/`))
        .sort(),
    ).toEqual(
      [
        'docs/blocks.md',
        'docs/errors.md',
        'schema/block.schema.json',
        ICON_SET_FILE,
        UI_ICONS_FILE,
        'src/generated/schema-types.ts',
      ].sort(),
    )
    // One module per icon the code draws, and no leftovers of icons it no longer draws.
    const icons = Object.keys(files).filter((path) => path.startsWith(`${UI_ICONS_DIR}/`))
    expect(icons.length).toBeGreaterThan(10)
    expect(
      readdirSync(join(root, UI_ICONS_DIR))
        .map((f) => `${UI_ICONS_DIR}/${f}`)
        .sort(),
    ).toEqual(icons.sort())
    // One picture per icon name the schema allows (docs/blocks.md shows them), and no leftovers.
    const pictures = Object.keys(files).filter((path) => path.startsWith(`${ICON_PICTURES}/`))
    expect(
      readdirSync(join(root, ICON_PICTURES))
        .map((f) => `${ICON_PICTURES}/${f}`)
        .sort(),
    ).toEqual(pictures.sort())
    for (const [path, content] of Object.entries(files)) {
      expect(readFileSync(join(root, path), 'utf8'), `${path} is stale: run npm run generate`).toBe(content)
    }
  })
})
