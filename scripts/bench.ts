/**
 * Performance benchmark (not a test): builds synthetic sites of 250, 1,000 and 10,000 pages from the real site's
 * blocks in a temporary folder and reports validation time, full build time (and the CPU time it took, which other
 * work on the machine disturbs less), peak memory, the cost per page, and the bytes a visitor loads on one page of
 * every page type at every size: its HTML, the JavaScript it runs before it is interactive, and its data.
 * Goals on a 2-core machine (issue 14): 1,000 pages build in < 12 s and 10,000 in < 120 s with peak memory < 1.5 GB;
 * the cost per page stays flat from 1,000 to 10,000 (within 20 %); every page type's first-load JavaScript is at most
 * 80 KB gzip (issue 29's goal, the budget of tests/e2e/budgets.e2e.ts for what a page lists) and the same at every size.
 * Then the photo-heavy variant (bench-photos.ts): 100 pages with 3 photographs each, cold and warm image time.
 * Each cold build (nothing reused) is followed by rebuilds that reuse the bundles and the unchanged pages (incremental
 * builds, issue 29): after one page's title is edited (its <head>: the search index is taken from the last build),
 * after words in its <main> are edited (the search index is made again, of every page: Pagefind cannot take one page
 * into the last index), and once more with nothing changed. Then the cost per page of one site in one language and in
 * three (issue 28), at the same page count.
 * Usage: npm run bench [-- --sizes 250,1000,10000] [--languages-at 1000] [--photo-pages 100] [--jobs N] [--keep]
 * (--jobs: the builds' render threads, one per core by default; --jobs 1 renders in the build's own thread, to compare;
 * --languages-at 0 leaves the languages part out)
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { parse, stringify } from 'yaml'
import { buildSite } from '../src/node/build.ts'
import { wireSize } from '../src/node/util/compression.ts'
import { blockContracts } from '../src/node/content/contracts.ts'
import { listedScripts, pageCssSize } from '../src/node/render/html.ts'
import { loadSite } from '../src/node/load.ts'
import { sourceVersion } from '../src/node/model/source-version.ts'
import { lighthousePages } from './lighthouse.ts'
import { benchPhotos, photoBenchLines } from './bench-photos.ts'

const root = resolve(import.meta.dirname, '..')
const KB = 1024
/** What every npm command starts with: the compile cache, and the engine's TypeScript read by Node (or tsx). */
export const START = pathToFileURL(join(root, 'src/node/commands/start.mjs')).href

/** The codes of the languages other than the default that a site.yaml declares (their folders hold translations). */
function otherLanguages(siteYaml: Record<string, unknown>): string[] {
  const locales = siteYaml.locales as { languages?: Array<{ code: string }> } | undefined
  return (locales?.languages ?? []).map((l) => l.code).filter((code) => code !== siteYaml.language)
}

/**
 * The real site's pages that are plain pages of its default language (not collection templates, not not-found
 * pages, not translations), less those with a block that lists every page of the site (its schema needs
 * `from: routes`: the site map). A site has one site map; copies of it among the generated pages would make the site
 * grow with the square of its pages.
 */
function realPages(siteDir: string, skip: readonly string[]): Array<{ file: string; data: Record<string, unknown> }> {
  const contracts = blockContracts()
  const listsEveryPage = (block: { type: string }) =>
    contracts.get(block.type)?.needs.some(([, need]) => need.from === 'routes') === true
  return readdirSync(join(siteDir, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !/\[|_not-found/.test(f) && !skip.includes(f.split('/')[0]!))
    .sort()
    .map((file) => ({
      file,
      data: parse(readFileSync(join(siteDir, 'pages', file), 'utf8')) as Record<string, unknown>,
    }))
    .filter(({ data }) => !(data.blocks as Array<{ type: string }>).some(listsEveryPage))
}

/** The languages of the bench's site in several languages: the default first, one right to left. */
const BENCH_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'ar', label: 'العربية' },
]

/**
 * A copy of site/ with `total` pages: the real ones of its default language (so every link still resolves) plus
 * generated pages under /bench/, each taking the block list of a real page in turn, with its own title, description
 * and route. With `languages` above 1 the site declares that many languages (BENCH_LANGUAGES) and the generated
 * pages are shared among them: each default-language page is followed by its translations (`/fr/bench/…`, with
 * `translates` and an up-to-date `sourceVersion`), so the page count is the same and only the languages differ.
 */
export function makeSite(total: number, into: string, languages = 1): { siteDir: string; pages: number } {
  const source = join(root, 'site')
  const siteDir = join(into, languages > 1 ? `site-${total}-${languages}-languages` : `site-${total}`)
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(siteDir, { recursive: true })
  const settings = parse(readFileSync(join(source, 'site.yaml'), 'utf8')) as Record<string, unknown>
  const skip = otherLanguages(settings)
  for (const part of ['assets', 'collections', 'pages'])
    cpSync(join(source, part), join(siteDir, part), {
      recursive: true,
      filter: (from) => part === 'assets' || !skip.includes(relative(join(source, part), from).split('/')[0]!),
    })
  delete settings.locales
  const chosen = BENCH_LANGUAGES.slice(0, languages)
  if (languages > 1) {
    settings.language = chosen[0]!.code
    settings.locales = { languages: chosen, fallback: 'leave-out' }
    mkdirSync(join(siteDir, 'locales'))
    for (const { code, label } of chosen.slice(1))
      writeFileSync(join(siteDir, 'locales', `${code}.yaml`), stringify({ labels: { languages: label } }))
  }
  writeFileSync(join(siteDir, 'site.yaml'), stringify(settings))
  const loaded = loadSite({ siteDir, cwd: into })
  if (!loaded.ok) throw new Error(`site/ has content errors: run npm run validate`)
  const existing = loaded.site.pages.length
  const models = realPages(source, skip)
  let lastSource: { route: string; page: Record<string, unknown> } | undefined
  for (let i = 0; existing + i < total; i++) {
    const model = models[Math.floor(i / languages) % models.length]!
    const n = String(i + 1).padStart(4, '0')
    const language = chosen[i % languages]!
    const page: Record<string, unknown> = {
      ...model.data,
      title: `${String(model.data.title).replace(/ \| .*$/, '')} — Benchmark ${n}`,
      description: `Benchmark page ${n}, from ${model.file.replace(/\.yaml$/, '')}: ${String(model.data.description).slice(0, 80)}`,
    }
    delete page.navLabel
    if (i % languages === 0) lastSource = { route: `/bench/page-${n}`, page }
    else Object.assign(page, { translates: lastSource!.route, sourceVersion: sourceVersion(lastSource!.page) })
    const folder = i % languages === 0 ? join(siteDir, 'pages') : join(siteDir, 'pages', language.code)
    const file = join(folder, 'bench', `page-${n}.yaml`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, stringify(page))
  }
  return { siteDir, pages: Math.max(total, existing) }
}

interface BuildFigures {
  ms: number
  /** CPU time of the build process (user + system). */
  cpuMs: number
  maxRssMb: number
  /** The prerender phase (render/prerender.ts), the part of the build spread over the render threads. */
  prerenderMs: number
  /** How many pages it rendered (the others it copied from the last build). */
  rendered: number
}

/** A rebuild's time and what it rendered, as the benchmark prints it. */
const rebuilt = (figures: BuildFigures) =>
  `${(figures.ms / 1000).toFixed(2)} s (CPU ${(figures.cpuMs / 1000).toFixed(1)} s, ${figures.rendered} page${figures.rendered === 1 ? '' : 's'} rendered, the others copied)`

/** Builds in a child process, so its peak memory (max RSS, from /usr/bin/time or the child itself) is its own. */
function buildInChild(siteDir: string, outDir: string, jobs: string | undefined, cache = false): BuildFigures {
  // Run as `npm run build` runs it (src/node/commands/start.mjs).
  const args = ['--import', START, join(root, 'scripts', 'bench.ts'), '--child-build', siteDir, '--out', outDir]
  if (jobs) args.push('--jobs', jobs)
  if (cache) args.push('--cache')
  const useTime = existsSync('/usr/bin/time')
  const run = useTime
    ? spawnSync('/usr/bin/time', ['-v', process.execPath, ...args], { cwd: root, encoding: 'utf8' })
    : spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`)
  const result = JSON.parse(/BENCH (.*)/.exec(run.stdout)![1]!) as BuildFigures
  const timeRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr ?? '')
  if (timeRss) result.maxRssMb = Math.max(result.maxRssMb, Number(timeRss[1]) / 1024)
  return result
}

interface RouteBytes {
  route: string
  html: number
  js: number
  css: number
  /** The page's data file, fetched as it hydrates. */
  data: number
}

/** Gzip bytes per route: its HTML, the scripts it loads before it is interactive, and its CSS. */
function routeBytes(outDir: string): RouteBytes[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|\/)(index|404)\.html$/.test(f) && !f.startsWith('_app'))
    .map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8')
      const data = /data-page="([^"]*)"/.exec(html)?.[1]
      const scripts = listedScripts(html)
      const route = `/${relative(outDir, join(outDir, file)).replace(/\/?index\.html$/, '')}`
      return {
        route,
        html: wireSize(join(outDir, file)),
        js: [...scripts].reduce((sum, src) => sum + wireSize(join(outDir, src)), 0),
        css: pageCssSize(outDir, html),
        data: data ? wireSize(join(outDir, data)) : 0,
      }
    })
}

/**
 * Folders a benchmark is done with, renamed aside at once and deleted at its end (`empty`), so that no build it times
 * starts right after thousands of files were deleted. On ext4, for some 30 s after a file is deleted, creating a file
 * in its block group costs more: the inode allocator reads past each recently deleted inode (`recently_deleted` in the
 * kernel's profile of a build started just after `rm -rf` of the last build's output, where two render threads also
 * spun on the lock of the folder one of them was creating in). The 1,000-page build's system time rose from 1.0-1.2 s
 * to 1.4-3.3 s, growing with each build deleted: what the benchmark measured was its own cleanup, and more so for the
 * build that writes more files.
 */
export interface DeletedLater {
  setAside: (path: string) => void
  empty: () => void
}

export function deletedLater(): DeletedLater {
  const aside: string[] = []
  return {
    setAside(path) {
      if (!existsSync(path)) return
      // Beside itself, so on the same file system, which a rename needs; named by this process, so that what a
      // benchmark stopped with Ctrl-C left there (its `finally` never ran) is not in the way of the next one's rename.
      const to = `${path}.deleted-later-${process.pid}-${aside.length}`
      renameSync(path, to)
      aside.push(to)
    },
    empty() {
      for (const path of aside.splice(0)) rmSync(path, { recursive: true, force: true })
    },
  }
}

export function stats(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** One page of every page type (the pages Lighthouse audits), by the file the build writes for it. */
function pageTypes(outDir: string): Array<{ type: string; route: string }> {
  return lighthousePages(outDir).map((page) => ({ type: page.type, route: page.notFound ? '/404.html' : page.path }))
}

/**
 * Build cost per page with one language and with three, on sites of the same page count (makeSite): what a
 * language adds should be its pages and nothing else, so the two costs per page should be about equal.
 */
function benchLanguages(size: number, work: string, jobs: string | undefined, deleted: DeletedLater) {
  console.log(
    `\nLanguages, ${size} pages (one language, then three: en, fr, ar, the generated pages shared among them):`,
  )
  const out: Array<{ languages: number; pages: number; build: BuildFigures }> = []
  for (const languages of [1, 3]) {
    const { siteDir, pages } = makeSite(size, work, languages)
    const outDir = join(work, `dist-${size}-${languages}-languages`)
    const build = buildInChild(siteDir, outDir, jobs)
    out.push({ languages, pages, build })
    console.log(
      `  ${languages} language${languages > 1 ? 's' : ' '}: build ${(build.ms / 1000).toFixed(1)} s, ${(build.ms / pages).toFixed(2)} ms/page (CPU ${(build.cpuMs / pages).toFixed(2)} ms/page), peak memory ${build.maxRssMb.toFixed(0)} MB`,
    )
    deleted.setAside(outDir)
    deleted.setAside(siteDir)
  }
  const [one, three] = out as [(typeof out)[0], (typeof out)[0]]
  console.log(
    `  three languages cost ${((100 * three.build.cpuMs) / one.build.cpuMs - 100).toFixed(0)} % more CPU per page than one`,
  )
  return out
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '250,1000,10000' },
      keep: { type: 'boolean', default: false },
      'photo-pages': { type: 'string', default: '100' },
      'languages-at': { type: 'string', default: '1000' },
      'child-build': { type: 'string' },
      jobs: { type: 'string' },
      out: { type: 'string' },
      cache: { type: 'boolean', default: false },
    },
  })
  if (values['child-build']) {
    const started = performance.now()
    const jobs = values.jobs === undefined ? undefined : Number(values.jobs)
    // Cold unless told (--cache): nothing of an earlier build reused, what this one makes kept for the next.
    const built = await buildSite({
      root,
      siteDir: values['child-build'],
      outDir: values.out!,
      log: false,
      jobs,
      cache: values.cache,
    })
    // CPU time and peak memory of the whole process: every render worker's thread is in them.
    const cpu = process.cpuUsage()
    console.log(
      `BENCH ${JSON.stringify({ ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024, prerenderMs: built.prerenderMs, rendered: built.rendered.length })}`,
    )
    return
  }
  const sizes = values.sizes!.split(',').map(Number)
  const work = mkdtempSync(join(tmpdir(), 'zuma-bench-'))
  const deleted = deletedLater()
  console.log(
    `Benchmark in ${work} (${sizes.join(', ')} pages), prerendering in ${values.jobs ?? availableParallelism()} render threads (--jobs N)\n`,
  )
  const rows: Array<{
    pages: number
    validateMs: number
    warmValidateMs: number
    build: BuildFigures
    rebuild: BuildFigures
    wordsRebuild: BuildFigures
    bytes: RouteBytes[]
    types: Array<{ type: string; route: string; bytes?: RouteBytes }>
  }> = []
  try {
    for (const size of sizes) {
      const { siteDir, pages } = makeSite(size, work)
      // Validation, as `npm run validate` runs it: a fresh process compiles the schemas once, then checks everything.
      const validate = spawnSync(
        process.execPath,
        [
          '--import',
          START,
          '-e',
          `const t=performance.now();const {loadSite}=await import(${JSON.stringify(pathToFileURL(join(root, 'src/node/load.ts')).href)});const s=loadSite({siteDir:${JSON.stringify(siteDir)}});const a=performance.now()-t;const t2=performance.now();loadSite({siteDir:${JSON.stringify(siteDir)}});console.log('BENCH '+JSON.stringify({pages:s.ok?s.site.pages.length:0,errors:s.errors.length,ms:a,warm:performance.now()-t2}))`,
        ],
        { cwd: root, encoding: 'utf8' },
      )
      const v = JSON.parse(/BENCH (.*)/.exec(validate.stdout)?.[1] ?? 'null') as {
        pages: number
        errors: number
        ms: number
        warm: number
      } | null
      if (!v || v.errors > 0)
        throw new Error(`validation of the ${size}-page site failed: ${validate.stdout}${validate.stderr}`)
      const outDir = join(work, `dist-${size}`)
      const build = buildInChild(siteDir, outDir, values.jobs)
      // Then one page's title edited, and the same build again, which reuses what did not change; then words of its
      // <main> (its first block's title), which the search index reads; then nothing.
      const edited = join(siteDir, 'pages', 'about.yaml')
      writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^title: /m, 'title: Edited — '))
      const rebuild = buildInChild(siteDir, outDir, values.jobs, true)
      writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^( +)title: /m, '$1title: Edited — '))
      const wordsRebuild = buildInChild(siteDir, outDir, values.jobs, true)
      const again = buildInChild(siteDir, outDir, values.jobs, true)
      const bytes = routeBytes(outDir)
      const types = pageTypes(outDir).map((t) => ({ ...t, bytes: bytes.find((b) => b.route === t.route) }))
      rows.push({
        pages: v.pages,
        validateMs: v.ms,
        warmValidateMs: v.warm,
        build,
        rebuild,
        wordsRebuild,
        bytes,
        types,
      })
      console.log(
        `${String(pages).padStart(6)} pages: validate ${v.ms.toFixed(0)} ms (again in-process ${v.warm.toFixed(0)} ms), build ${(build.ms / 1000).toFixed(1)} s (CPU ${(build.cpuMs / 1000).toFixed(1)} s), peak memory ${build.maxRssMb.toFixed(0)} MB, ${bytes.length} HTML files; prerender ${(build.prerenderMs / 1000).toFixed(1)} s (${Math.round((100 * build.prerenderMs) / build.ms)} % of the build, the part spread over the render threads)`,
      )
      console.log(
        `${' '.repeat(13)}rebuild after editing one page's title: ${rebuilt(rebuild)}; its words: ${rebuilt(wordsRebuild)}, the search index made again; then with nothing changed: ${rebuilt(again)}`,
      )
      // Tens of thousands of files: out of the way before the next size is built, deleted at the end (kept with --keep).
      if (!values.keep) {
        deleted.setAside(outDir)
        deleted.setAside(siteDir)
      }
    }

    const last = rows.at(-1)!
    console.log(`\nPer-route gzip bytes, ${last.pages} pages:`)
    for (const key of ['html', 'js', 'css', 'data'] as const) {
      const s = stats(last.bytes.map((b) => b[key]))
      console.log(
        `  ${key.toUpperCase().padEnd(4)} min ${kb(s.min).padStart(9)}  median ${kb(s.median).padStart(9)}  max ${kb(s.max).padStart(9)}`,
      )
    }

    console.log('\nFirst load of one page of each type, gzip: JavaScript (+ page data) at each size')
    console.log(`  ${'page type'.padEnd(20)}${rows.map((r) => `${r.pages} pages`.padStart(22)).join('')}`)
    for (const [index, { type }] of rows[0]!.types.entries())
      console.log(
        `  ${type.padEnd(20)}${rows
          .map((r) => {
            const b = r.types[index]?.bytes
            return (b ? `${kb(b.js)} (+${kb(b.data)})` : 'missing').padStart(22)
          })
          .join('')}`,
      )

    console.log('\nCost per page:')
    for (const [index, row] of rows.entries()) {
      const previous = rows[index - 1]
      const extra = previous
        ? `, each page added since ${previous.pages}: ${((row.build.ms - previous.build.ms) / (row.pages - previous.pages)).toFixed(1)} ms (CPU ${((row.build.cpuMs - previous.build.cpuMs) / (row.pages - previous.pages)).toFixed(1)} ms)`
        : ''
      console.log(
        `  ${String(row.pages).padStart(6)} pages: build ${(row.build.ms / row.pages).toFixed(1)} ms/page (CPU ${(row.build.cpuMs / row.pages).toFixed(1)} ms), validate ${(row.validateMs / row.pages).toFixed(2)} ms/page${extra}`,
      )
    }

    const at = (pages: number) => rows.find((r) => r.pages >= pages && r.pages < pages * 1.1)
    const thousand = at(1000)
    const tenThousand = at(10000)
    const jsOf = (row: (typeof rows)[number]) => row.types.map((t) => t.bytes?.js ?? Infinity)
    const goals: Array<[string, boolean, string]> = [
      [
        'first-load JavaScript of every page type ≤ 80 KB (tests/e2e/budgets.e2e.ts)',
        rows.every((row) => Math.max(...jsOf(row)) <= 80 * KB),
        rows.map((row) => `${kb(Math.max(...jsOf(row)))} at ${row.pages}`).join(', '),
      ],
    ]
    // Issue 29's page weight, of the median page (by each figure's own median over the routes, as printed above).
    const medianOf = (row: (typeof rows)[number], key: 'html' | 'js') => stats(row.bytes.map((b) => b[key])).median
    for (const [key, what, limit] of [
      ['html', 'HTML', 7],
      ['js', 'first-load JavaScript', 80],
    ] as const)
      goals.push([
        `${what} of the median page ≤ ${limit} KB gzip (issue 29)`,
        rows.every((row) => medianOf(row, key) <= limit * KB),
        rows.map((row) => `${kb(medianOf(row, key))} at ${row.pages}`).join(', '),
      ])
    if (thousand)
      goals.push(
        ['1,000 pages build < 12 s', thousand.build.ms < 12000, `${(thousand.build.ms / 1000).toFixed(1)} s`],
        [
          "rebuild after editing a page's title at 1,000 pages < 1.5 s (issue 29)",
          thousand.rebuild.ms < 1500,
          `${(thousand.rebuild.ms / 1000).toFixed(2)} s`,
        ],
        [
          "rebuild after editing a page's words at 1,000 pages < 1.5 s (issue 29)",
          thousand.wordsRebuild.ms < 1500,
          `${(thousand.wordsRebuild.ms / 1000).toFixed(2)} s`,
        ],
      )
    if (tenThousand) {
      goals.push(
        ['10,000 pages build < 120 s', tenThousand.build.ms < 120000, `${(tenThousand.build.ms / 1000).toFixed(1)} s`],
        [
          'peak memory at 10,000 < 1.5 GB',
          tenThousand.build.maxRssMb < 1536,
          `${tenThousand.build.maxRssMb.toFixed(0)} MB`,
        ],
      )
    }
    if (thousand && tenThousand) {
      const perPage = (row: typeof thousand) => row.build.ms / row.pages
      const change = perPage(tenThousand) / perPage(thousand) - 1
      goals.push(
        [
          'cost per page flat from 1,000 to 10,000 (within 20 %)',
          Math.abs(change) <= 0.2 || change < 0,
          `${perPage(thousand).toFixed(1)} → ${perPage(tenThousand).toFixed(1)} ms/page (${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)} %)`,
        ],
        [
          'first-load JavaScript identical at 1,000 and 10,000 pages',
          jsOf(thousand).every((js, i) => js === jsOf(tenThousand)[i]),
          jsOf(thousand).every((js, i) => js === jsOf(tenThousand)[i]) ? 'identical' : 'different',
        ],
      )
    }
    console.log('\nGoals:')
    for (const [goal, met, value] of goals) console.log(`  ${met ? '✔' : '✗'} ${goal}: ${value}`)
    const summary = {
      rows: rows.map(({ bytes, types, ...r }) => ({
        ...r,
        html: stats(bytes.map((b) => b.html)),
        js: stats(bytes.map((b) => b.js)),
        css: stats(bytes.map((b) => b.css)),
        data: stats(bytes.map((b) => b.data)),
        pageTypes: types,
      })),
    }
    const languagesAt = Number(values['languages-at'])
    const languages = languagesAt > 0 ? benchLanguages(languagesAt, work, values.jobs, deleted) : undefined
    const photoPages = Number(values['photo-pages'])
    const photos = photoPages > 0 ? await benchPhotos(photoPages, work) : undefined
    if (photos) console.log(`\n${photoBenchLines(photos).join('\n')}`)
    mkdirSync(join(root, 'reports'), { recursive: true })
    writeFileSync(join(root, 'reports', 'bench.json'), JSON.stringify({ ...summary, languages, photos }, null, 2))
    console.log('\nFigures: reports/bench.json')
  } finally {
    deleted.empty()
    if (!values.keep) rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
