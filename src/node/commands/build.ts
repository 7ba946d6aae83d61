import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { buildSite } from '../build.ts'
import { ContentErrors } from '../errors/errors.ts'

/**
 * `npm run build [-- --site <folder>] [--out <folder>] [--build-time <instant>] [--jobs N] [--no-gzip-copies] [--no-cache]`: the
 * build (../build.ts) from the command line. `--jobs` is how many threads prerender (one per core by default, 1 in
 * the build's own thread); `--no-gzip-copies` leaves out the `.gz` copies for a host that compresses on its own;
 * `--no-cache` builds everything, reusing nothing of the last build (BuildOptions.cache).
 * A content error prints its report alone, without a stack trace, and the exit code is 1.
 */

/** `--build-time 2026-11-30T08:00:00Z` (an ISO instant): refused plainly when it is not one. */
function parseBuildTime(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined
  const time = new Date(text)
  if (Number.isNaN(time.getTime()) || !/(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    console.error(`--build-time "${text}" is not an instant: write it as 2026-11-30T08:00:00Z (UTC) or with an offset.`)
    process.exit(2)
  }
  return time
}

/** `--jobs N`: a whole number from 1, refused plainly otherwise. */
function parseJobs(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  if (!/^[1-9]\d*$/.test(text)) {
    console.error(`--jobs "${text}" is not a number of threads: write a whole number from 1 (1 renders in one thread).`)
    process.exit(2)
  }
  return Number(text)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    allowNegative: true,
    options: {
      site: { type: 'string' },
      out: { type: 'string' },
      'build-time': { type: 'string' },
      jobs: { type: 'string' },
      'gzip-copies': { type: 'boolean', default: true },
      cache: { type: 'boolean', default: true },
    },
  })
  const buildTime = parseBuildTime(values['build-time'] ?? process.env.BUILD_TIME)
  const jobs = parseJobs(values.jobs)
  buildSite({
    siteDir: values.site,
    outDir: values.out,
    buildTime,
    jobs,
    gzipCopies: values['gzip-copies'],
    cache: values.cache,
  }).catch((error: unknown) => {
    // Content errors are the author's to fix: their report alone, without a stack trace.
    console.error(error instanceof ContentErrors ? error.message : error)
    process.exitCode = 1
  })
}
