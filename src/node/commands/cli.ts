import { parseArgs } from 'node:util'
import { formatAcknowledged, formatErrors, formatNotices, formatWarnings, type OutputFormat } from '../errors/format.ts'
import { loadSite } from '../load.ts'
import { cacheDir } from '../util/paths.ts'

const USAGE = `Usage: npm run validate -- [--site <folder>] [--format human|json|github] [--drafts] [--acknowledged]
                            [--build-time <instant>]

Checks every YAML file of the site against its schema and checks links, files and references.
Like the production build, it leaves out pages marked "draft: true": a link to one from a published page, or a
"TODO" placeholder left on a published page, is an error. With --drafts it checks the site as the dev server shows
it instead (drafts included, links to them accepted).
Pages and items with a publishAt still to come (or an unpublishAt passed) are listed as notices and left out, as
the build does at that moment (--build-time 2026-11-30T08:00:00Z checks the site as it will be then).
Warnings (such as menu items a menu only reaches through a View all link) are printed but fail nothing; those the
content acknowledges (acknowledge: on the place they are about, with a reason) are counted in one line
(--acknowledged prints them in full). New warnings and errors come last.
Exit code 0 when the content is valid, 1 when it is not.`

/** `npm run validate`: reports every content error of the site in one run. */
export function validateCommand(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', default: 'site' },
      format: { type: 'string' },
      drafts: { type: 'boolean' },
      acknowledged: { type: 'boolean' },
      'build-time': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const format = (values.format ?? (process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'human')) as OutputFormat
  if (!['human', 'json', 'github'].includes(format)) {
    console.error(`Unknown --format "${format}". Use human, json or github.`)
    return 2
  }
  const buildTime = values['build-time']
  const now = buildTime === undefined ? undefined : new Date(buildTime)
  if (now && (Number.isNaN(now.getTime()) || !/(Z|[+-]\d{2}:\d{2})$/.test(buildTime!))) {
    console.error(
      `--build-time "${buildTime}" is not an instant: write it as 2026-11-30T08:00:00Z (UTC) or with an offset.`,
    )
    return 2
  }
  const started = performance.now()
  const loaded = loadSite({
    siteDir: values.site!,
    drafts: values.drafts ? 'show' : 'leave-out',
    now,
    cacheDir: cacheDir(process.cwd(), 'content'),
  })
  if (format === 'json') {
    const report = JSON.parse(formatErrors(loaded.errors, 'json', { warnings: loaded.warnings })) as object
    console.log(JSON.stringify({ ...report, acknowledged: loaded.acknowledged, notices: loaded.notices }, null, 2))
    return loaded.ok ? 0 : 1
  }
  // What is as meant first (scheduled pages, accepted warnings), then what is new, errors last, where the eye lands.
  if (loaded.notices.length > 0) console.log(formatNotices(loaded.notices))
  if (values.acknowledged && loaded.acknowledged.length > 0)
    console.log(
      loaded.acknowledged
        .map((warning) => `${formatWarnings([warning], 'human').split('\n\n')[0]}\n  acknowledged: ${warning.reason}`)
        .join('\n\n'),
    )
  if (loaded.acknowledged.length > 0) console.log(formatAcknowledged(loaded.acknowledged))
  if (loaded.warnings.length > 0) {
    console.warn(formatWarnings(loaded.warnings, format, { color: format === 'human' && process.stderr.isTTY }))
    if (format === 'github') console.warn(formatWarnings(loaded.warnings, 'human'))
  }
  if (!loaded.ok) {
    console.error(formatErrors(loaded.errors, format, { color: format === 'human' && process.stderr.isTTY }))
    // Under GitHub Actions, also show the readable report in the log.
    if (format === 'github') console.error(formatErrors(loaded.errors, 'human'))
  } else {
    const { site } = loaded
    console.log(
      `✔ ${site.pages.length} pages, ${site.notFound.length} not-found pages and ${[...site.collections.values()].reduce((n, c) => n + c.entries.length, 0)} collection items are valid (${Math.round(performance.now() - started)} ms)`,
    )
  }
  return loaded.ok ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = validateCommand(process.argv.slice(2))
}
