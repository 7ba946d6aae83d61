import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type subsetFont from 'subset-font'
import { APP_DIR } from '../util/app-entries.ts'
import { inputsKey } from '../util/inputs-key.ts'
import { writeWhole } from '../util/files.ts'

/** Every printable ASCII character: always kept, whatever the content says today. */
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')

/** The @font-face rules of a stylesheet, with the file of each and whether it covers Basic Latin. */
function faces(css: string): Array<{ rule: string; url: string; latin: boolean }> {
  return (css.match(/@font-face\s*{[^}]*}/g) ?? []).flatMap((rule) => {
    const url = /url\(([^)]+\.woff2)\)/.exec(rule)?.[1]
    // Basic Latin: U+0000-00FF, which minified CSS writes U+??.
    return url ? [{ rule, url, latin: /unicode-range:\s*U\+(\?\?|0{1,4}-0{0,2}FF)[,;}\s]/i.test(rule) }] : []
  })
}

/** The code points a face's `unicode-range` covers, as [first, last] spans; all of Unicode when it has none. */
function rangeOf(rule: string): Array<[number, number]> {
  const range = /unicode-range:\s*([^;}]+)/i.exec(rule)?.[1]
  if (!range) return [[0, 0x10ffff]]
  return range.split(',').map((part): [number, number] => {
    const [first = '0', last] = part.trim().replace(/^U\+/i, '').split('-')
    // U+1F?? is U+1F00-1FFF.
    if (first.includes('?'))
      return [Number.parseInt(first.replace(/\?/g, '0'), 16), Number.parseInt(first.replace(/\?/g, 'F'), 16)]
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)]
  })
}

/**
 * The rules of the faces that draw one of the characters, so that a browser would download their files: of the faces
 * of one family, style and weight whose ranges cover a character, the last declared (CSS Fonts: on overlapping
 * ranges, the later face wins; Inter's Latin face, declared last, draws the œ its Latin Extended face covers too).
 */
function facesDrawing(all: ReadonlyArray<{ rule: string }>, characters: string): Set<string> {
  const descriptors = (rule: string) => rule.replace(/(src|unicode-range):[^;}]*/g, '')
  const spans = all.map((face) => ({ rule: face.rule, spans: rangeOf(face.rule), kind: descriptors(face.rule) }))
  const drawing = new Set<string>()
  for (const kind of new Set(spans.map((face) => face.kind))) {
    const ofKind = spans.filter((face) => face.kind === kind)
    for (const character of characters) {
      const point = character.codePointAt(0)!
      const face = ofKind.findLast((f) => f.spans.some(([first, last]) => point >= first && point <= last))
      if (face) drawing.add(face.rule)
    }
  }
  return drawing
}

/**
 * OpenType features the browser turns on by itself for Latin text and that change what is drawn: kerning, standard
 * ligatures, glyph composition, local forms, mark placement, and the variable font's own substitutions across its
 * weights. Inter's other default-on features (`calt`, contextual alternates: arrows drawn from "->", colons raised
 * between digits) and its optional ones (stylistic sets, fractions, ...) are left out unless the styles ask for them:
 * the glyphs they reach made up a third of the subset file, which the first paint waits for.
 */
const DEFAULT_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn']

/** The OpenType feature each `font-variant-numeric` value turns on. */
const NUMERIC_FEATURES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'slashed-zero': 'zero',
  ordinal: 'ordn',
  'diagonal-fractions': 'frac',
}

/**
 * What the built styles ask of the font (Emotion objects in the scripts, CSS in the pages): the range of weights
 * (plus normal and bold), and the OpenType features: the browser's defaults plus those set with
 * `font-variant-numeric` or `font-feature-settings`.
 */
export function usedTypography(
  dir: string,
  extraCss: string,
): { weights: { min: number; max: number }; features: string[] } {
  const weights = new Set([400, 700])
  const features = new Set(DEFAULT_FEATURES)
  const scan = (text: string) => {
    for (const m of text.matchAll(/font-?[wW]eight:\s*"?(\d{3})\b/g)) weights.add(Number(m[1]))
    for (const m of text.matchAll(/font-?[vV]ariant-?[nN]umeric:\s*["'`]?([a-z -]+)/g))
      for (const value of m[1]!.split(/\s+/)) if (NUMERIC_FEATURES[value]) features.add(NUMERIC_FEATURES[value])
    for (const m of text.matchAll(/font-?[fF]eature-?[sS]ettings:\s*([^;}]+)/g))
      for (const tag of m[1]!.matchAll(/["'`]([a-z0-9]{4})["'`]/g)) features.add(tag[1]!)
  }
  scan(extraCss.replace(/@font-face\s*{[^}]*}/g, ''))
  for (const name of readdirSync(join(dir, APP_DIR)))
    if (name.endsWith('.js')) scan(readFileSync(join(dir, APP_DIR, name), 'utf8'))
  return { weights: { min: Math.min(...weights), max: Math.max(...weights) }, features: [...features].sort() }
}

/** A character beyond ASCII. */
const BEYOND_ASCII = /[^\0-\x7f]/
/** A run of ASCII characters. */
const ASCII_RUN = /[\0-\x7f]+/g

/**
 * Every character beyond ASCII in the strings of `values` (walked deeply), once each, in the order met: with the
 * printable ASCII that subsetWebFonts always keeps, the text a font must be able to show. Walking the data keeps this
 * to the few hundred distinct characters instead of one string of the whole site (at 10,000 pages, a hundred
 * megabytes), and a string all of ASCII (most of them) is only tested: at 1,000 pages this took 70-120 ms when it
 * also listed the ASCII characters met, 25-35 ms now.
 */
export function usedCharacters(...values: unknown[]): string {
  const found = new Set<string>()
  const stack = [...values]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string') {
      if (BEYOND_ASCII.test(value)) for (const character of value.replace(ASCII_RUN, '')) found.add(character)
    } else if (Array.isArray(value)) for (const item of value) stack.push(item)
    else if (value && typeof value === 'object') for (const item of Object.values(value)) stack.push(item)
  }
  return [...found].join('')
}

/**
 * Shrinks the web font the site's text is set in: the file covering Basic Latin is cut down to the characters the
 * content uses (every YAML string, plus ASCII) and to the weights and OpenType features the styles use, and written
 * next to the original (`<name>-subset-<hash>.woff2`). Returns the stylesheet pointing at it and the files to preload.
 * For Inter this takes the Latin file from 48 KB to about 15 KB, which the first paint waits for on a slow phone.
 *
 * The subset is named by a hash of what it is made from (the original, the characters, the weights and features), so
 * the pages can name it before it is made: it is made in a process of its own (a third of a second of WebAssembly)
 * while the pages render, and `written` settles once it is in the folder (and rejects if it could not be made).
 */
export async function subsetWebFonts(options: {
  dir: string
  css: string
  text: string
  typography: { weights: { min: number; max: number }; features: string[] }
  /**
   * Where subsets are kept between builds (`.cache/fonts`), by a hash of the original file, the characters, the
   * weights and features, and the installed dependencies (the subsetter's version): a rebuild whose content adds no
   * character takes the file made last time instead of subsetting again (a quarter of a second). `reuse` false
   * subsets anew and still keeps the result.
   */
  cache?: { dir: string; reuse: boolean; dependencies: string }
}): Promise<{ css: string; preload: string[]; written: Promise<void> }> {
  let css = options.css
  const preload: string[] = []
  const writing: Array<Promise<void>> = []
  const characters = [...new Set(ASCII + options.text)].filter((c) => c >= ' ').join('')
  const all = faces(options.css)
  const drawing = facesDrawing(all, characters)
  for (const face of all) {
    // A face for a script the content never writes (Inter's Cyrillic, Greek and Vietnamese files, on a site in
    // English and French) goes: every page carried its rule, and no page would ever load its file. Text a visitor
    // types in such a script is drawn in the fallback fonts of the family's stack.
    if (!face.latin && !drawing.has(face.rule)) {
      css = css.replace(face.rule, '')
      rmSync(join(options.dir, face.url), { force: true })
      continue
    }
    if (!face.latin || !/font-weight:\s*\d+\s+\d+/.test(face.rule)) {
      if (face.latin) preload.push(face.url)
      continue
    }
    const original = readFileSync(join(options.dir, face.url))
    const inputs = [original, characters, JSON.stringify(options.typography)]
    const url = face.url.replace(/(-[A-Za-z0-9_-]{8})?\.woff2$/, `-subset-${inputsKey(...inputs).slice(0, 8)}.woff2`)
    writing.push(
      keptSubset(options.cache, inputs, () =>
        subsetInProcess(original, characters, {
          targetFormat: 'woff2',
          variationAxes: { wght: options.typography.weights },
          keepFeatures: options.typography.features,
        }),
      ).then((subset) => {
        writeFileSync(join(options.dir, url), subset)
        rmSync(join(options.dir, face.url))
      }),
    )
    // The rule keeps its declared weight range although the file now holds fewer weights: browsers match a family's
    // faces by weight before unicode-range, so a Latin face declared "400 800" beside the other scripts' "100 900"
    // lost to them for every weight and the text fell back to a system font. A weight outside the file's range is
    // clamped by the variable font itself.
    const rule = face.rule.replace(face.url, url)
    css = css.replace(face.rule, rule)
    preload.push(url)
  }
  const written = Promise.all(writing).then(() => undefined)
  // Awaited by the build before it writes its last files; not left unhandled meanwhile.
  written.catch(() => {})
  return { css, preload, written }
}

const SUBSET_PROCESS = fileURLToPath(new URL('./subset-process.mjs', import.meta.url))

/**
 * A font subset made in a process of its own (subset-process.mjs), whose WebAssembly V8 compiles with its baseline
 * compiler only (`--liftoff-only`): the same bytes for half the CPU time (1.1 s to 0.5 s on this machine, the start
 * of the process included), spent while the pages render. V8 lists that flag among those for testing: a Node that no
 * longer takes it refuses to start (exit code 9, invalid argument), and the subset is then made with V8's defaults.
 */
export function subsetInProcess(
  font: Uint8Array,
  text: string,
  options: Parameters<typeof subsetFont>[2],
  flags: string[] = ['--liftoff-only'],
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = fork(SUBSET_PROCESS, [], { execArgv: flags, serialization: 'advanced', stdio: 'pipe' })
    // What it writes is dropped (it writes nothing but Node's refusal of a flag); its error comes as its answer.
    child.stdout?.resume()
    child.stderr?.resume()
    let answered = false
    child.once('message', (answer: { subset: Uint8Array } | { error: string }) => {
      answered = true
      if ('subset' in answer) resolve(answer.subset)
      else reject(new Error(`the font subsetter failed: ${answer.error}`))
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (answered) return
      if (code === INVALID_ARGUMENT && flags.length > 0) subsetInProcess(font, text, options, []).then(resolve, reject)
      else reject(new Error(`the font subsetter stopped without a subset (exit code ${code})`))
    })
    // A process that refuses a flag may be gone before the font reaches it (EPIPE): its exit says what happened
    // (above), not the failed write, which without this callback would come as an 'error' and reject the subset.
    child.send({ font, text, options }, () => {})
  })
}

/** Node's exit code for an option it does not know. */
const INVALID_ARGUMENT = 9

/** A subset as kept under the hash of what it is made from, or made (and kept) when none is. */
async function keptSubset(
  cache: { dir: string; reuse: boolean; dependencies: string } | undefined,
  inputs: Array<string | Uint8Array>,
  make: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  if (!cache) return make()
  const file = join(cache.dir, `${inputsKey(cache.dependencies, ...inputs)}.woff2`)
  if (cache.reuse)
    try {
      return readFileSync(file)
    } catch {
      // Not kept yet: made below.
    }
  const subset = await make()
  try {
    writeWhole(file, subset)
  } catch {
    // Not kept: the next build subsets again.
  }
  return subset
}
