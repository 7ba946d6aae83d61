import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSite } from '../../src/node/build.ts'

/**
 * Every built page of both sites (the Zuma site's dist/ and the example clinic, built here) through the W3C Nu HTML
 * Checker (`vnu-jar` from npm, run with Debian's Java: `scripts/ensure-java.sh`) in one run: one JVM start checks
 * every page of both (and a page with a known mistake, to show the checker does find one). No error may remain, and
 * every other message is one this file allows, with the reason.
 */

const root = join(import.meta.dirname, '../..')
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const java = process.env.JAVA_PATH ?? 'java'

/** What the checker may say that is not an error, and why each is no fault of ours. */
const ALLOWED: ReadonlyArray<{ message: RegExp; why: string }> = [
  {
    message: /^Trailing slash on void elements has no effect and interacts badly with unquoted attribute values\.$/,
    why:
      "React's server renderer writes every void element as <img …/> (the page template's <meta … /> follows it), " +
      'and it quotes every attribute value, so the slash is harmless. An information message, not a warning.',
  },
]

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

/** Every HTML file under a build folder. */
function pagesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dist, file))
    .sort()
}

/**
 * Checks the files in one run of the checker; its JSON report lists every message of every file. The JVM compiles
 * with its quick compiler only (half the CPU time of a default start for a run this short), which needs a larger
 * stack than the checker's 512 KB minimum.
 */
async function check(files: string[]): Promise<VnuMessage[]> {
  const jvm = ['-Xss32m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']
  const { stdout } = await promisify(execFile)(
    java,
    [...jvm, '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 256 * 1024 * 1024 },
  )
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages
}

/** "about/index.html:29:118 error: …" (the file in its build folder), for every message ALLOWED does not cover. */
function disallowed(messages: VnuMessage[], dist: string): string[] {
  return messages
    .filter((m) => m.type !== 'info' || !ALLOWED.some((allowed) => allowed.message.test(m.message)))
    .map((m) => {
      const file = m.url ? relative(dist, m.url.replace(/^file:/, '')) : '(no file)'
      const kind = m.type === 'info' ? (m.subType ?? 'info') : m.type
      return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${kind}: ${m.message}`
    })
}

let work: string
let probe: string
/** Each site's build folder: the Zuma site's is the one `npm run build` wrote, the clinic's is built here. */
const SITES: Record<string, () => string> = {
  'the Zuma site (dist/)': () => process.env.DIST_DIR ?? join(root, 'dist'),
  'the example clinic (examples/clinic)': () => join(work, 'dist'),
}
/** The checker's messages, by the file they are about. */
const found = new Map<string, VnuMessage[]>()

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'html-valid-'))
  await buildSite({ root, siteDir: 'examples/clinic', outDir: join(work, 'dist'), log: false })
  // A page with one known mistake: an icon in a <dl>'s group, beside its term, as the footer had it.
  probe = join(work, 'probe.html')
  writeFileSync(
    probe,
    '<!doctype html><html lang="en"><title>t</title><dl><div><svg></svg><dt>a</dt><dd>b</dd></div></dl></html>',
  )
  expect(existsSync(vnuJar), vnuJar).toBe(true)
  const files = [probe, ...Object.values(SITES).flatMap((distOf) => pagesOf(distOf()))]
  for (const message of await check(files)) {
    const file = message.url?.replace(/^file:/, '') ?? '(no file)'
    found.set(file, [...(found.get(file) ?? []), message])
  }
}, 300_000)
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the Nu HTML Checker', () => {
  test('runs here, and finds the mistake in a page made with one', () => {
    expect(found.get(probe)?.map((m) => `${m.type}: ${m.message}`)).toEqual([
      'error: Element “svg” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.)',
    ])
  })

  for (const [name, distOf] of Object.entries(SITES))
    test(`finds no error on any page of ${name}, and only allowed messages`, () => {
      const dist = distOf()
      const files = pagesOf(dist)
      expect(files.length).toBeGreaterThanOrEqual(20)
      expect(
        disallowed(
          files.flatMap((file) => found.get(file) ?? []),
          dist,
        ),
      ).toEqual([])
    })
})
