import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { loadSite } from '../load.ts'
import { itemVersion, sourceVersion } from '../model/source-version.ts'
import type { TranslationTable } from '../model/site.ts'
import { classifyPageFile } from '../../shared/routes.ts'

const USAGE = `Usage: npm run i18n -- [--site <folder>] [--list]
       npm run i18n -- [--site <folder>] --mark <translation file>…

Prints, for each language of the site other than the default, how many pages and collection items are translated,
how many of those are stale (their source changed since they were translated) and how many are missing (--list names
them; items as <collection>/<id>).
--mark records in each translation file (a page under pages/<code>/, or an item under collections/<code>/) the
version of its source it now translates (its sourceVersion): run it once a translation is written or brought up to
date.
Exit code 0; 1 when a file to mark translates no page or the site has one language.`

/** `npm run i18n`: the translation status of every language, or --mark to record a translation as up to date. */
export function i18nCommand(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string', default: 'site' },
      mark: { type: 'boolean' },
      list: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (values.mark) return positionals.map((file) => markTranslation(values.site!, file)).every(Boolean) ? 0 : 1
  const loaded = loadSite({ siteDir: values.site! })
  if (!loaded.translations) {
    console.error(`${values.site}/site.yaml declares one language: there is nothing to translate (see locales:).`)
    return 1
  }
  console.log(statusTable(loaded.translations, values.list === true))
  if (!loaded.ok) console.error(`\n${loaded.errors.length} content error(s): npm run validate lists them.`)
  return 0
}

/** The status table: a row per language (translated, stale, missing), and with `list` the stale and missing pages. */
export function statusTable(table: TranslationTable, list: boolean): string {
  const rows = [
    ['language', 'translated', 'stale', 'missing'],
    ...table.map((row) => [
      `${row.label} (${row.code})`,
      String(row.translated.length),
      String(row.stale.length),
      String(row.missing.length),
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...row[column]!].length)))
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  const out = [line(rows[0]!), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.slice(1).map(line)]
  if (list)
    for (const row of table) {
      if (row.stale.length) out.push('', `${row.label} (${row.code}), stale:`, ...row.stale.map((r) => `  ${r}`))
      if (row.missing.length) out.push('', `${row.label} (${row.code}), missing:`, ...row.missing.map((r) => `  ${r}`))
    }
  return out.join('\n')
}

/**
 * Writes the current version of a translation's source into the translation file (`sourceVersion:`, under
 * `translates:`), changing nothing else in it. False (with the reason printed) when it names no page.
 */
export function markTranslation(siteDir: string, file: string): boolean {
  const item = itemSource(siteDir, file)
  if (item) return markItem(file, item)
  const text = readFileSync(file, 'utf8')
  const data: unknown = parse(text)
  const translates =
    typeof data === 'object' && data !== null && 'translates' in data && typeof data.translates === 'string'
      ? data.translates
      : undefined
  if (!translates) {
    console.error(`${file}: has no "translates:", so it translates no page.`)
    return false
  }
  const pagesDir = resolve(siteDir, 'pages')
  const sourceFile = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .find((name) => {
      const kind = classifyPageFile(name)
      return kind.kind === 'page' && kind.route === translates
    })
  if (!sourceFile) {
    console.error(`${file}: translates ${translates}, and no file under ${relative('.', pagesDir)} makes that page.`)
    return false
  }
  const version = sourceVersion(parse(readFileSync(join(pagesDir, sourceFile), 'utf8')))
  const line = `sourceVersion: ${version}`
  const marked = /^sourceVersion:.*$/m.test(text)
    ? text.replace(/^sourceVersion:.*$/m, line)
    : text.replace(/^(translates:.*)$/m, `$1\n${line}`)
  writeFileSync(file, marked)
  console.log(`✔ ${file}: translates ${translates} as of ${version}`)
  return true
}

/**
 * The item a file under collections/<code>/<collection>/<id>.yaml translates: collections/<collection>/<id>.yaml
 * (which may not exist), or undefined for a file elsewhere.
 */
function itemSource(siteDir: string, file: string): string | undefined {
  const parts = relative(resolve(siteDir, 'collections'), resolve(file)).split('\\').join('/').split('/')
  if (parts.length !== 3 || parts[0] === '..') return undefined
  return join(resolve(siteDir, 'collections'), parts[1]!, parts[2]!)
}

/** Writes an item translation's sourceVersion (its first line after any leading comments). False when no item. */
function markItem(file: string, source: string): boolean {
  let sourceText: string
  try {
    sourceText = readFileSync(source, 'utf8')
  } catch {
    console.error(`${file}: translates the item ${relative('.', source)}, which does not exist.`)
    return false
  }
  const version = itemVersion(parse(sourceText))
  const text = readFileSync(file, 'utf8')
  const line = `sourceVersion: ${version}`
  const marked = /^sourceVersion:.*$/m.test(text)
    ? text.replace(/^sourceVersion:.*$/m, line)
    : text.replace(/^((?:#.*\n|\s*\n)*)/, `$1${line}\n`)
  writeFileSync(file, marked)
  console.log(`✔ ${file}: translates ${relative('.', source)} as of ${version}`)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = i18nCommand(process.argv.slice(2))
}
