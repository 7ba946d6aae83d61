import { parseArgs } from 'node:util'
import { formatErrors, formatWarnings, type OutputFormat } from '../errors/format.ts'
import { loadSite } from '../load.ts'

const USAGE = `Usage: npm run validate -- [--site <folder>] [--format human|json|github] [--drafts]

Checks every YAML file of the site against its schema and checks links, files and references.
Like the production build, it leaves out pages marked "draft: true": a link to one from a published page, or a
"TODO" placeholder left on a published page, is an error. With --drafts it checks the site as the dev server shows
it instead (drafts included, links to them accepted).
Warnings (such as menu items a menu only reaches through a View all link) are printed but fail nothing.
Exit code 0 when the content is valid, 1 when it is not.`

/** `npm run validate`: reports every content error of the site in one run. */
export function validateCommand(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', default: 'site' },
      format: { type: 'string' },
      drafts: { type: 'boolean' },
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
  const started = performance.now()
  const loaded = loadSite({ siteDir: values.site!, drafts: values.drafts ? 'show' : 'leave-out' })
  if (format === 'json') {
    console.log(formatErrors(loaded.errors, 'json', { warnings: loaded.warnings }))
    return loaded.ok ? 0 : 1
  }
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
