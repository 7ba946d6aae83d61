/**
 * Build benchmark against Astro (not a test): cold builds of the bench's synthetic sites (bench.ts makeSite) by this
 * engine and by an Astro peer (bench/astro-peer), in interleaved pairs, so that what else the machine does falls on
 * both alike. Issue 29's goal: the engine's cold build at most 0.8× Astro's, at 1,000 and 10,000 pages, with peak
 * memory under 1 GB at 10,000.
 * The peer is an Astro 7 project with @astrojs/react that builds the same site folder: it reads, validates and
 * connects the site with the engine's own loader (so both start from the same YAML and do the same work on it),
 * then renders every page with the engine's own block, footer and style components on the server, and the header as
 * its one island (`client:load`). It writes no data files, feeds or pictures, which the engine's build does, so the
 * comparison leans Astro's way. It is built twice in each round: as it is, and with a search index of its pages made
 * as Astro sites commonly make one (Starlight's way: Pagefind's Node API on the output once the build is done;
 * `PEER_SEARCH=1`, astro.config.mjs), since the engine's build indexes the same site for its /search page.
 * Each build is cold: the engine's with `--no-cache` into an empty folder, Astro's with its caches removed. The last
 * build's output and caches are renamed aside, and deleted once every build is done (bench.ts deletedLater): a build
 * started right after thousands of files were deleted pays for that deletion on ext4. Wall
 * time, CPU time (user + system) and peak memory (max RSS, of the largest process) from /usr/bin/time. The peer's
 * CPU time leaves out its Pagefind process (it does not grow with the index), and the engine's probably does too; the
 * wall time counts both.
 * The peer is installed on first use (`npm ci` in bench/astro-peer, from its lockfile).
 * Usage: npm run bench:astro [-- --sizes 1000,10000] [--rounds 6] [--keep] (`--pairs`: the old name of `--rounds`)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type DeletedLater, deletedLater, makeSite, START, stats } from './bench.ts'

const root = resolve(import.meta.dirname, '..')
const peer = join(root, 'bench', 'astro-peer')

interface Run {
  ms: number
  cpuMs: number
  maxRssMb: number
}

/** Runs a command under /usr/bin/time -v: its wall time, CPU time and peak memory. */
function timed(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Run {
  const run = spawnSync('/usr/bin/time', ['-v', command, ...args], { ...options, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`)
  const field = (name: string) => Number(new RegExp(`${name}: ([\\d.:]+)`).exec(run.stderr)?.[1] ?? Number.NaN)
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(run.stderr)
  if (!wall) throw new Error(`no timing from /usr/bin/time:\n${run.stderr}`)
  return {
    ms: ((Number(wall[1] ?? 0) * 60 + Number(wall[2])) * 60 + Number(wall[3])) * 1000,
    cpuMs: (field('User time \\(seconds\\)') + field('System time \\(seconds\\)')) * 1000,
    maxRssMb: field('Maximum resident set size \\(kbytes\\)') / 1024,
  }
}

/** The engine's cold build, as `npm run build -- --site … --out … --no-cache` runs it. */
function engineBuild(siteDir: string, outDir: string, deleted: DeletedLater): Run {
  deleted.setAside(outDir)
  const args = ['--import', START, join(root, 'src/node/commands/build.ts'), '--site', siteDir, '--out', outDir]
  return timed(process.execPath, [...args, '--no-cache'], { cwd: root })
}

/** The peer's cold build (`astro build`), its caches removed; with `search`, its pages indexed by Pagefind after. */
function astroBuild(siteDir: string, outDir: string, deleted: DeletedLater, search: boolean): Run {
  for (const dir of [
    outDir,
    join(peer, 'node_modules', '.astro'),
    join(peer, 'node_modules', '.vite'),
    join(peer, '.astro'),
  ])
    deleted.setAside(dir)
  const env = {
    ...process.env,
    PEER_SITE: siteDir,
    PEER_OUT: outDir,
    PEER_ENGINE: root,
    PEER_SEARCH: search ? '1' : '0',
    ASTRO_TELEMETRY_DISABLED: '1',
  }
  return timed(process.execPath, [join(peer, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
    cwd: peer,
    env,
  })
}

function installPeer() {
  if (['astro', 'pagefind'].every((name) => existsSync(join(peer, 'node_modules', name)))) return
  console.log('Installing the Astro peer (npm ci in bench/astro-peer)…')
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peer, stdio: 'inherit' })
  if (run.status !== 0) throw new Error('npm ci in bench/astro-peer failed')
}

/** The builds of each round: the engine's, the peer's, and the peer's with a search index of its pages. */
const BUILDERS = ['engine', 'astro', 'astro-search'] as const
type Builder = (typeof BUILDERS)[number]
const NAMES: Record<Builder, string> = {
  engine: 'engine',
  astro: 'Astro',
  'astro-search': 'Astro with its search index',
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000' },
      rounds: { type: 'string' },
      pairs: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  })
  installPeer()
  const sizes = values.sizes.split(',').map(Number)
  const pairs = Number(values.rounds ?? values.pairs ?? 6)
  const work = mkdtempSync(join(tmpdir(), 'bench-astro-'))
  const deleted = deletedLater()
  try {
    for (const size of sizes) {
      const { siteDir, pages } = makeSite(size, work)
      const runs: Record<Builder, Run[]> = { engine: [], astro: [], 'astro-search': [] }
      for (let pair = 0; pair < pairs; pair++) {
        // Interleaved, each going first in turn.
        const order = BUILDERS.map((_, i) => BUILDERS[(i + pair) % BUILDERS.length]!)
        for (const who of order) {
          const out = join(work, `out-${who}`)
          const run =
            who === 'engine' ? engineBuild(siteDir, out, deleted) : astroBuild(siteDir, out, deleted, who !== 'astro')
          runs[who].push(run)
          console.log(
            `  ${pages} pages, round ${pair + 1}, ${NAMES[who]}: ${seconds(run.ms)} (CPU ${seconds(run.cpuMs)}), ${run.maxRssMb.toFixed(0)} MB`,
          )
        }
      }
      const figures = (list: Run[]) => ({
        ms: stats(list.map((r) => r.ms)).median,
        cpuMs: stats(list.map((r) => r.cpuMs)).median,
        rss: stats(list.map((r) => r.maxRssMb)).median,
      })
      const engine = figures(runs.engine)
      console.log(
        `${String(pages).padStart(6)} pages, medians of ${pairs}: engine ${seconds(engine.ms)} (CPU ${seconds(engine.cpuMs)}, ${engine.rss.toFixed(0)} MB)`,
      )
      for (const peerBuild of ['astro', 'astro-search'] as const) {
        const astro = figures(runs[peerBuild])
        // Each round's ratio too: the builds of a round ran at nearly the same moment, so what the machine did then
        // weighs on both.
        const ratios = runs.engine.map((run, pair) => run.ms / runs[peerBuild][pair]!.ms)
        const ratio = stats(ratios)
        console.log(
          `  against ${NAMES[peerBuild]}: ${seconds(astro.ms)} (CPU ${seconds(astro.cpuMs)}, ${astro.rss.toFixed(0)} MB); engine / Astro: time ${(engine.ms / astro.ms).toFixed(2)}, CPU ${(engine.cpuMs / astro.cpuMs).toFixed(2)}, memory ${(engine.rss / astro.rss).toFixed(2)}; time round by round ${ratios.map((r) => r.toFixed(2)).join(' ')}, median ${ratio.median.toFixed(2)} (goal: time at most 0.80)`,
        )
      }
    }
  } finally {
    deleted.empty()
    if (values.keep) console.log(`Kept ${work}`)
    else rmSync(work, { recursive: true, force: true })
  }
}

main()
