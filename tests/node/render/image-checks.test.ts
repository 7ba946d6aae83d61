import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { imagePipeline } from '../../../src/node/render/images.ts'
import { makePictures } from '../../../src/node/render/pictures.ts'
import { createFixtureSite, removeFixtureSites } from '../../helpers/fixture-site.ts'

/**
 * The build's picture checks, each pinned with its exact message by a fixture folder under tests/fixtures/images: the
 * site is loaded, then its pictures checked and processed as the build does (render/pictures.ts).
 */
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/images')
const scratch = mkdtempSync(join(tmpdir(), 'image-checks-'))

afterAll(() => {
  removeFixtureSites()
  rmSync(scratch, { recursive: true, force: true })
})

async function checkFixture(name: string) {
  const folder = join(FIXTURES, name)
  const files = Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((rel) => statSync(join(folder, rel)).isFile())
      .map((rel) => [rel, readFileSync(join(folder, rel))]),
  )
  const loaded = createFixtureSite({ files }).load()
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors))
  const pipeline = imagePipeline({ cacheDir: join(scratch, name, 'cache'), outDir: join(scratch, name, 'out') })
  return makePictures(loaded.site, pipeline)
}

const place = { file: 'pages/photos.yaml', line: 8, column: 12, field: 'blocks[0].background.src' }

describe('picture checks', () => {
  it('has a case for every fixture folder', () => {
    const folders = readdirSync(FIXTURES, { withFileTypes: true }).filter((e) => e.isDirectory())
    expect(folders.map((e) => e.name).sort()).toEqual([
      'image-too-large',
      'image-too-narrow',
      'svg-script',
      'unreadable-image',
    ])
  })

  it('warns about a source narrower than the widest it is shown at', async () => {
    const { errors, warnings } = await checkFixture('image-too-narrow')
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      {
        ...place,
        code: 'image-too-narrow',
        message:
          'the picture /assets/images/narrow.jpg is 120 px wide, narrower than the 1536 px it is shown at: it will look blurred',
        expected: 'a source at least 1536 px wide (3072 px for sharp screens)',
        found: '120 × 80 px',
        hint: 'Use a larger original of the picture, 3072 px wide or more.',
      },
    ])
  })

  it('warns about a source over the size limit', async () => {
    const { errors, warnings } = await checkFixture('image-too-large')
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      {
        ...place,
        code: 'image-too-large',
        message:
          'the picture /assets/images/huge.jpg is 26.0 megapixels and 0.2 MB, over the limit of 25 megapixels or 20 MB',
        expected: 'at most 25 megapixels and 20 MB',
        found: '5200 × 5000 px, 0.2 MB',
        hint: 'Scale the picture down to about 4,000 px on its long side before committing it: visitors never get more than 1,920 px of it, and a smaller original builds faster.',
      },
    ])
  }, 60_000)

  it('fails on a picture that cannot be read', async () => {
    const { errors } = await checkFixture('unreadable-image')
    expect(errors).toEqual([
      {
        ...place,
        code: 'unreadable-image',
        message: 'the picture /assets/images/damaged.jpg cannot be read: the file is damaged or cut short',
        expected: 'a JPEG, PNG, WebP or AVIF file',
        hint: 'Export the picture again from its original (the file may be damaged or cut short), or replace it.',
      },
    ])
  })

  it('fails on a drawing with a script in it', async () => {
    const { errors } = await checkFixture('svg-script')
    expect(errors).toEqual([
      {
        ...place,
        code: 'svg-script',
        message: 'the drawing /assets/images/scripted.svg contains a script (<script>…)',
        expected: 'an SVG without <script> elements, on… attributes or javascript: links',
        hint: 'Remove the script from the file (export it again as a plain SVG): a drawing needs none, and a script in it runs on the site when the file is opened.',
      },
    ])
  })
})
