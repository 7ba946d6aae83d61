import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { expect, test } from 'vitest'
import {
  header,
  LIGHTHOUSE_DISABLED_FEATURES,
  lighthouseChromeFlags,
  lighthousePages,
  row,
  runLighthouse,
  shortfalls,
} from '../../scripts/lighthouse.ts'

// Lighthouse (mobile preset) on one page of every page type against the production-like server: accessibility, best
// practices and SEO 100, CLS < 0.02, and every performance audit that is about the page's make-up rather than the
// machine's speed (STRUCTURAL_AUDITS in scripts/lighthouse.ts: render-blocking resources, font display, image
// formats and sizes, legacy or duplicated JavaScript, DOM size, bytes sent, …). None of these depends on how busy the
// machine is, so one run of each page decides.
// The timings (performance score, LCP, TBT) are printed in the table for the record, but held to their targets by
// the benchmark `npm run lighthouse`, run on a quiet machine with the CPU slowdown calibrated to it: on this 2-core
// machine the same page's TBT spreads over tens of milliseconds to a few hundred from run to run (20-330 ms for one
// service page in ten runs), and further while another job runs, so a gate on it here failed by chance (issue 13).

const root = process.env.DIST_DIR ?? 'dist'
const out = join('reports', 'lighthouse')

test('the audited Chromium keeps every feature chrome-launcher turns off and turns off the spare renderer too', () => {
  const flags = lighthouseChromeFlags()
  // Chromium reads only the last --disable-features: there must be one, holding the defaults and ours.
  const disabled = flags.filter((flag) => flag.startsWith('--disable-features='))
  expect(disabled).toHaveLength(1)
  const features = disabled[0]!.slice('--disable-features='.length).split(',')
  const defaults = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))!
  expect(features).toEqual([
    ...defaults.slice('--disable-features='.length).split(','),
    ...LIGHTHOUSE_DISABLED_FEATURES,
  ])
  expect(features).toContain('SpareRendererForSitePerProcess')
  for (const flag of chromeLauncher.Launcher.defaultFlags().filter((f) => !f.startsWith('--disable-features=')))
    expect(flags).toContain(flag)
})

test('every page type meets the Lighthouse targets that do not depend on the machine', async () => {
  const results = await runLighthouse({
    root,
    pages: lighthousePages(root),
    outDir: out,
  })
  console.log(`${header()}\n${results.map(row).join('\n')}`)
  const failed = results
    .filter((r) => shortfalls(r, 'structure').length > 0)
    .map((r) => `${r.page.path}: ${shortfalls(r, 'structure').join('; ')}`)
  expect(failed).toEqual([])
}, 900000)
