import { appendFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

/**
 * `npm run schedule:due -- --url https://example.com`: whether the live site is due a rebuild because a publishAt
 * or unpublishAt has come. It reads the `schedule.json` the last build wrote (render/site-files.ts) from the live site:
 * due when its `nextChange` has passed, or when the file cannot be read (a site built before it, or not deployed
 * yet). A scheduled job (.github/workflows/publish.yml, or a host's cron calling a build hook) runs it every hour and
 * rebuilds only when it says so. Prints `due=true|false` and why; under GitHub Actions also writes `due` to the step's
 * outputs.
 */

export interface Due {
  due: boolean
  reason: string
}

/** Whether the site at `url` is due a rebuild at `now`. */
export async function scheduleDue(url: string, now = new Date()): Promise<Due> {
  const address = new URL('/schedule.json', url).href
  let schedule: { nextChange?: unknown }
  try {
    const response = await fetch(address, { headers: { 'cache-control': 'no-cache' } })
    if (!response.ok) return { due: true, reason: `${address} answered ${response.status}: rebuild to write it` }
    schedule = (await response.json()) as { nextChange?: unknown }
  } catch (error) {
    return { due: true, reason: `${address} could not be read (${(error as Error).message}): rebuild` }
  }
  if (typeof schedule.nextChange !== 'string') return { due: false, reason: 'nothing is scheduled' }
  const next = new Date(schedule.nextChange)
  if (Number.isNaN(next.getTime()))
    return { due: true, reason: `nextChange "${schedule.nextChange}" is no time: rebuild` }
  return next <= now
    ? { due: true, reason: `the output changed at ${next.toISOString()}` }
    : { due: false, reason: `the next change is at ${next.toISOString()}` }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { url: { type: 'string' } } })
  if (!values.url) {
    console.error('Usage: npm run schedule:due -- --url https://your-site.example')
    process.exit(2)
  }
  const { due, reason } = await scheduleDue(values.url)
  console.log(`due=${due} (${reason})`)
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`)
}
