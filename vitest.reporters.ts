/**
 * The reporters of every suite: the console, a JSON report for scripts/test-summary.ts, and under GitHub Actions the
 * annotations on the pull request's files (Vitest adds its github-actions reporter only when no reporter is set).
 */
export function reporters(name: string) {
  return {
    reporters: ['default', 'json', ...(process.env.GITHUB_ACTIONS === 'true' ? ['github-actions'] : [])],
    outputFile: { json: `reports/${name}.json` },
  }
}
