/**
 * Reads the Vitest JSON reports of the unit and browser suites and prints one closing line,
 * "N passed, N failed, N skipped". Fails when any test failed or was skipped, or when no test ran.
 */
import { existsSync, readFileSync } from 'node:fs'

interface Report {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numTotalTests: number
  testResults: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string }> }>
}

const suites = ['reports/unit.json', 'reports/e2e.json', 'reports/lighthouse.json']
let passed = 0
let failed = 0
let skipped = 0
for (const file of suites) {
  if (!existsSync(file)) {
    console.error(`missing ${file}: that suite did not run`)
    failed++
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  for (const suite of report.testResults)
    for (const test of suite.assertionResults)
      if (test.status !== 'passed' && test.status !== 'failed')
        console.error(`not run (${test.status}): ${test.fullName}`)
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
if (failed > 0 || skipped > 0 || passed === 0) process.exitCode = 1
