/**
 * Performance benchmark (not a test): builds synthetic sites of 250, 500 and 1,000 pages from the real site's blocks
 * in a temporary folder and reports validation time, full build time, peak memory and per-route HTML/JS/CSS bytes.
 * Goals on a 2-core machine: validate 1,000 pages < 2 s, build them < 60 s, peak memory < 1.5 GB; linear cost.
 * Usage: npm run bench [-- --sizes 250,500,1000] [--keep]
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { parse, stringify } from 'yaml'
import { buildSite } from '../src/build/build.ts'
import { loadSite } from '../src/build/load.ts'

const root = resolve(import.meta.dirname, '..')
const KB = 1024

/** The real site's pages that are plain pages (not collection templates, not not-found pages). */
function realPages(siteDir: string): Array<{ file: string; data: Record<string, unknown> }> {
  return readdirSync(join(siteDir, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !/\[|_not-found/.test(f))
    .sort()
    .map((file) => ({
      file,
      data: parse(readFileSync(join(siteDir, 'pages', file), 'utf8')) as Record<string, unknown>,
    }))
}

/**
 * A copy of site/ with `total` pages: the real ones (so every link still resolves) plus generated pages under
 * /bench/, each taking the block list of a real page in turn, with its own title, description and route.
 */
export function makeSite(total: number, into: string): { siteDir: string; pages: number } {
  const source = join(root, 'site')
  const siteDir = join(into, `site-${total}`)
  rmSync(siteDir, { recursive: true, force: true })
  mkdirSync(siteDir, { recursive: true })
  for (const part of ['site.yaml', 'assets', 'collections', 'pages'])
    cpSync(join(source, part), join(siteDir, part), { recursive: true })
  const loaded = loadSite({ siteDir, cwd: into })
  if (!loaded.ok) throw new Error(`site/ has content errors: run npm run validate`)
  const existing = loaded.site.pages.length
  const models = realPages(source)
  for (let i = 0; existing + i < total; i++) {
    const model = models[i % models.length]!
    const n = String(i + 1).padStart(4, '0')
    const page = {
      ...model.data,
      title: `${String(model.data.title).replace(/ \| .*$/, '')} — Benchmark ${n}`,
      description: `Benchmark page ${n}, from ${model.file.replace(/\.yaml$/, '')}: ${String(model.data.description).slice(0, 80)}`,
    }
    delete (page as { navLabel?: unknown }).navLabel
    const file = join(siteDir, 'pages', 'bench', `page-${n}.yaml`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, stringify(page))
  }
  return { siteDir, pages: Math.max(total, existing) }
}

interface BuildFigures {
  ms: number
  maxRssMb: number
}

/** Builds in a child process, so its peak memory (max RSS, from /usr/bin/time or the child itself) is its own. */
function buildInChild(siteDir: string, outDir: string): BuildFigures {
  const args = ['--import', 'tsx', join(root, 'scripts', 'bench.ts'), '--child-build', siteDir, '--out', outDir]
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
}

/** Gzip bytes per route: its HTML, the scripts it loads before it is interactive, and its CSS. */
function routeBytes(outDir: string): RouteBytes[] {
  const gz = (file: string) =>
    existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html') && !f.startsWith('_app'))
    .map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8')
      const scripts = new Set(
        [
          ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
          ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
        ].map((m) => m[1]!),
      )
      for (const src of (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean)) scripts.add(src)
      const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
      const route = `/${relative(outDir, join(outDir, file)).replace(/\/?index\.html$/, '')}`
      return {
        route,
        html: gz(join(outDir, file)),
        js: [...scripts].reduce((sum, src) => sum + gz(join(outDir, src)), 0),
        css: gzipSync(css).length,
      }
    })
}

function stats(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '250,500,1000' },
      keep: { type: 'boolean', default: false },
      'child-build': { type: 'string' },
      out: { type: 'string' },
    },
  })
  if (values['child-build']) {
    const started = performance.now()
    await buildSite({ root, siteDir: values['child-build'], outDir: values.out!, log: false })
    console.log(
      `BENCH ${JSON.stringify({ ms: performance.now() - started, maxRssMb: process.resourceUsage().maxRSS / 1024 })}`,
    )
    return
  }
  const sizes = values.sizes!.split(',').map(Number)
  const work = mkdtempSync(join(tmpdir(), 'zuma-bench-'))
  console.log(`Benchmark in ${work} (${sizes.join(', ')} pages)\n`)
  const rows: Array<{
    pages: number
    validateMs: number
    warmValidateMs: number
    build: BuildFigures
    bytes: RouteBytes[]
  }> = []
  try {
    for (const size of sizes) {
      const { siteDir, pages } = makeSite(size, work)
      // Validation, as `npm run validate` runs it: a fresh process compiles the schemas once, then checks everything.
      const validate = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `const t=performance.now();const {loadSite}=await import(${JSON.stringify(pathToFileURL(join(root, 'src/build/load.ts')).href)});const s=loadSite({siteDir:${JSON.stringify(siteDir)}});const a=performance.now()-t;const t2=performance.now();loadSite({siteDir:${JSON.stringify(siteDir)}});console.log('BENCH '+JSON.stringify({pages:s.pages.length,errors:s.errors.length,ms:a,warm:performance.now()-t2}))`,
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
      const build = buildInChild(siteDir, outDir)
      const bytes = routeBytes(outDir)
      rows.push({ pages: v.pages, validateMs: v.ms, warmValidateMs: v.warm, build, bytes })
      console.log(
        `${String(pages).padStart(5)} pages: validate ${v.ms.toFixed(0)} ms (again in-process ${v.warm.toFixed(0)} ms), build ${(build.ms / 1000).toFixed(1)} s, peak memory ${build.maxRssMb.toFixed(0)} MB, ${bytes.length} HTML files`,
      )
    }

    const last = rows.at(-1)!
    console.log(`\nPer-route gzip bytes, ${last.pages} pages:`)
    for (const key of ['html', 'js', 'css'] as const) {
      const s = stats(last.bytes.map((b) => b[key]))
      console.log(
        `  ${key.toUpperCase().padEnd(4)} min ${kb(s.min).padStart(9)}  median ${kb(s.median).padStart(9)}  max ${kb(s.max).padStart(9)}`,
      )
    }
    const home = last.bytes.find((b) => b.route === '/')!
    console.log(`  home page: HTML ${kb(home.html)}, JS ${kb(home.js)}, CSS ${kb(home.css)}`)

    console.log('\nScaling (per page):')
    for (const row of rows)
      console.log(
        `  ${String(row.pages).padStart(5)} pages: validate ${(row.validateMs / row.pages).toFixed(2)} ms/page, build ${(row.build.ms / row.pages).toFixed(1)} ms/page`,
      )

    const goals = [
      [`validate ${last.pages} pages < 2 s`, last.validateMs < 2000, `${(last.validateMs / 1000).toFixed(2)} s`],
      [`build < 60 s`, last.build.ms < 60000, `${(last.build.ms / 1000).toFixed(1)} s`],
      [`peak memory < 1.5 GB`, last.build.maxRssMb < 1536, `${last.build.maxRssMb.toFixed(0)} MB`],
    ] as const
    console.log('\nGoals:')
    for (const [goal, met, value] of goals) console.log(`  ${met ? '✔' : '✗'} ${goal}: ${value}`)
    const summary = {
      rows: rows.map(({ bytes, ...r }) => ({
        ...r,
        html: stats(bytes.map((b) => b.html)),
        js: stats(bytes.map((b) => b.js)),
        css: stats(bytes.map((b) => b.css)),
      })),
      home,
    }
    mkdirSync(join(root, 'reports'), { recursive: true })
    writeFileSync(join(root, 'reports', 'bench.json'), JSON.stringify(summary, null, 2))
    console.log('\nFigures: reports/bench.json')
  } finally {
    if (!values.keep) rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
