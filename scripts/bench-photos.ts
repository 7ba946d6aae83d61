/**
 * The photo-heavy variant of `npm run bench`: the example clinic plus `pages` pages with three photographs each (a
 * hero's background and a gallery of two), every photograph a distinct JPEG (one of the clinic's, its hue turned), built
 * twice with one image cache: cold (every variant encoded) and warm (none). Prints the picture phase's time and encodes.
 * Usage: npm run bench -- --sizes 250 --photo-pages 100 (0 leaves it out), or alone: npx tsx scripts/bench-photos.ts 100
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { buildSite } from '../src/node/build.ts'

const root = resolve(import.meta.dirname, '..')

export interface PhotoBench {
  pages: number
  photos: number
  cold: { ms: number; encodes: number }
  warm: { ms: number; encodes: number }
}

/** Builds the photo-heavy site twice in `work` and returns the picture phase's figures. */
export async function benchPhotos(pages: number, work: string): Promise<PhotoBench> {
  const siteDir = join(work, 'photo-site')
  cpSync(join(root, 'examples/clinic'), siteDir, { recursive: true })
  const originals = readdirSync(join(siteDir, 'assets/photos')).filter((name) => name.endsWith('.jpg'))
  mkdirSync(join(siteDir, 'assets/bench'), { recursive: true })
  mkdirSync(join(siteDir, 'pages/bench'), { recursive: true })
  let photo = 0
  const nextPhoto = async () => {
    const name = `photo-${photo}.jpg`
    const original = join(siteDir, 'assets/photos', originals[photo % originals.length]!)
    await sharp(original)
      .resize({ width: 2400, withoutEnlargement: true })
      .modulate({ hue: (photo * 11) % 360 })
      .jpeg({ quality: 90 })
      .toFile(join(siteDir, 'assets/bench', name))
    photo++
    return `/assets/bench/${name}`
  }
  for (let page = 0; page < pages; page++) {
    const [hero, first, second] = [await nextPhoto(), await nextPhoto(), await nextPhoto()]
    writeFileSync(
      join(siteDir, 'pages/bench', `page-${page}.yaml`),
      [
        `title: Photographs ${page} | Bench`,
        `description: Three photographs on page ${page}.`,
        `navLabel: Photographs ${page}`,
        'blocks:',
        '  - type: hero',
        `    title: Photographs ${page}`,
        `    background: { src: ${hero}, alt: A photograph }`,
        '  - type: photo-gallery',
        '    photos:',
        `      - image: { src: ${first}, alt: A photograph }`,
        `      - image: { src: ${second}, alt: A photograph }`,
        '    labels: { open: "View larger: {alt}", close: Close, previous: Previous, next: Next }',
        '',
      ].join('\n'),
    )
  }
  const imageCacheDir = join(work, 'image-cache')
  const cold = await buildSite({ root, siteDir, outDir: join(work, 'photo-dist-cold'), log: false, imageCacheDir })
  const warm = await buildSite({ root, siteDir, outDir: join(work, 'photo-dist-warm'), log: false, imageCacheDir })
  return {
    pages,
    photos: photo,
    cold: { ms: cold.imageMs, encodes: cold.imageEncodes },
    warm: { ms: warm.imageMs, encodes: warm.imageEncodes },
  }
}

/** The figures as the bench prints them. */
export function photoBenchLines(figures: PhotoBench): string[] {
  return [
    `Photographs: ${figures.pages} pages with 3 photographs each (${figures.photos} distinct JPEGs)`,
    `  cold image time ${(figures.cold.ms / 1000).toFixed(1)} s, ${figures.cold.encodes} encodes`,
    `  warm image time ${(figures.warm.ms / 1000).toFixed(1)} s, ${figures.warm.encodes} encodes`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = mkdtempSync(join(tmpdir(), 'photo-bench-'))
  try {
    const figures = await benchPhotos(Number(process.argv[2] ?? 100), work)
    for (const line of photoBenchLines(figures)) console.log(line)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
