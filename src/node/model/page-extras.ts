import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { IconName } from '../../generated/schema-types.ts'
import type { ClientConfig, IconNode, PageData, SiteConfig } from '../../shared/types.ts'
import { formatDate } from '../../shared/dates.ts'
import { ENGINE_ROOT, ENGINE_SCHEMA_DIR } from '../util/paths.ts'
import { readSchemaFile } from '../content/schema-files.ts'

/**
 * What a page's data carries beyond its YAML: `icons`, the drawings of the icons its content names (`icon:` fields),
 * instead of an icon set every page loads. Whatever else a block needs from outside its YAML is declared in its schema
 * and resolved into its props (contracts.ts, connect.ts).
 */

export type IconSet = ReadonlyMap<IconName, IconNode>

/** Icons whose name in our schema differs from the lucide file that draws them. */
const LUCIDE_FILE: Partial<Record<IconName, string>> = {
  'alert-triangle': 'triangle-alert',
  'bar-chart': 'chart-column',
  building: 'building-2',
  'check-circle': 'circle-check',
  fingerprint: 'fingerprint-pattern',
  scan: 'scan-line',
}

/** The schema of the icon names (schema/defs/icon.schema.json): the names and what an icon field is for. */
export function readIconSchema(schemaDir = ENGINE_SCHEMA_DIR): { enum: readonly IconName[]; description: string } {
  return readSchemaFile(resolve(schemaDir, 'defs/icon.schema.json'))
}

/** Every icon name the schema allows (schema/defs/icon.schema.json). */
export function iconNames(schemaDir = ENGINE_SCHEMA_DIR): readonly IconName[] {
  return readIconSchema(schemaDir).enum
}

let iconSet: Promise<IconSet> | undefined
const LUCIDE_DIR = resolve(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm')
const ICONS_DIR = join(LUCIDE_DIR, 'icons')
/** lucide-react's index, which maps its component names to their files. */
export const LUCIDE_INDEX = join(LUCIDE_DIR, 'lucide-react.mjs')

/** lucide keeps renamed icons as files that only re-export the current one: follow them to the file with the drawing. */
function drawingFile(file: string): string {
  for (let hops = 0; hops < 5; hops++) {
    const alias = /export\s*{\s*default\s*}\s*from\s*'\.\/([^']+)\.mjs'/.exec(
      readFileSync(join(ICONS_DIR, `${file}.mjs`), 'utf8'),
    )
    if (!alias) return file
    file = alias[1]!
  }
  throw new Error(`lucide-react/icons/${file}: too many re-exports`)
}

/** The drawing of one lucide icon file (`arrow-right`). */
export async function lucideDrawing(name: string): Promise<IconNode> {
  const file = drawingFile(name)
  const module = (await import(pathToFileURL(join(ICONS_DIR, `${file}.mjs`)).href)) as {
    __iconData?: { node: IconNode }
  }
  if (!module.__iconData)
    throw new Error(
      `lucide-react/icons/${file} has no drawing: map the icon "${name}" to a lucide file in LUCIDE_FILE (src/node/model/page-extras.ts)`,
    )
  // lucide's React keys are not needed: Svg keys the elements by position.
  return module.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes] as const)
}

/** The drawing of every icon the schema allows, from lucide's icon modules (what `npm run generate` writes down). */
export async function lucideIconSet(schemaDir = ENGINE_SCHEMA_DIR): Promise<IconSet> {
  const entries = await Promise.all(
    iconNames(schemaDir).map(async (name) => [name, await lucideDrawing(LUCIDE_FILE[name] ?? name)] as const),
  )
  return new Map(entries)
}

/** Where `npm run generate` writes the drawing of every icon the schema allows. */
export const ICON_SET_FILE = 'src/generated/icon-set.json'

/** The icon set as `npm run generate` writes it: name → drawing, in the schema's order. */
export function iconSetFile(icons: IconSet): string {
  return `${JSON.stringify(Object.fromEntries(icons))}\n`
}

/**
 * The drawing of every icon the schema allows, read once from the file `npm run generate` wrote from lucide
 * (ICON_SET_FILE; tests/node/commands/generated.test.ts keeps it current): importing lucide's 49 modules took 60 ms
 * of every build's thread.
 */
export function loadIconSet(): Promise<IconSet> {
  iconSet ??= Promise.resolve().then(() => {
    const drawings = JSON.parse(readFileSync(join(ENGINE_ROOT, ICON_SET_FILE), 'utf8')) as Record<IconName, IconNode>
    return new Map(Object.entries(drawings) as Array<[IconName, IconNode]>)
  })
  return iconSet
}

/** The icon names a page's content uses: every `icon` field in its blocks (with the items and entries they show). */
export function iconsUsed(value: unknown, icons: IconSet, found = new Set<IconName>()): Set<IconName> {
  if (Array.isArray(value)) for (const item of value) iconsUsed(item, icons, found)
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'icon' && typeof field === 'string' && icons.has(field as IconName)) found.add(field as IconName)
      else iconsUsed(field, icons, found)
    }
  }
  return found
}

/** Every YYYY-MM-DD date among a page's content values (the dates its blocks may show). */
export function datesUsed(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) found.add(value)
  } else if (Array.isArray(value)) for (const item of value) datesUsed(item, found)
  else if (value && typeof value === 'object') for (const field of Object.values(value)) datesUsed(field, found)
  return found
}

/**
 * The page's data as the browser receives it: its data plus the drawings of its icons and its dates written out in
 * the site's language. The browser then never formats a date itself: its first Intl.DateTimeFormat costs 20-40 ms on
 * a slow machine (the locale's and time zones' data), a long task in the middle of hydration.
 */
export function withExtras<B>(data: PageData<B>, icons: IconSet, language: string): PageData<B> {
  const used = [...iconsUsed(data.blocks, icons)].sort()
  const dates = [...datesUsed(data.blocks)].sort()
  return {
    ...data,
    ...(used.length ? { icons: Object.fromEntries(used.map((name) => [name, icons.get(name)!])) } : {}),
    ...(dates.length ? { dates: Object.fromEntries(dates.map((date) => [date, formatDate(date, language)])) } : {}),
  }
}

/**
 * site.yaml as the manifest gives it to every page (see ClientConfig): without what only the build reads (the time
 * zone, the languages, the categories' list, the font's stylesheet, the moved page's heading of the hosting files),
 * the dev banners' labels of timed pages (filled in by the build: model/published.ts), the draft banner's words when
 * no page is a draft (`drafts: false`: a production build) and the reasons of acknowledged warnings. Every byte of it
 * is in the core script every page loads.
 */
export function clientConfig(
  {
    forms: _forms,
    shareImage: _shareImage,
    url: _url,
    imageOrigins: _imageOrigins,
    httpLinkOrigins: _httpLinkOrigins,
    timeZone: _timeZone,
    feeds: _feeds,
    locales: _locales,
    vocabularies: _vocabularies,
    company: { type: _type, hours, ...company },
    ...config
  }: SiteConfig,
  { drafts = true }: { drafts?: boolean } = {},
): ClientConfig {
  const { scheduled: _scheduled, expired: _expired, pageMoved: _pageMoved, draft, ...labels } = config.labels
  const { faces: _faces, ...fonts } = config.theme.fonts
  const client = {
    ...config,
    theme: { ...config.theme, fonts },
    labels: drafts && draft !== undefined ? { ...labels, draft } : labels,
    company: {
      ...company,
      hours: hours.map(({ weekdays: _weekdays, opens: _opens, closes: _closes, ...line }) => line),
    },
  }
  return JSON.parse(
    JSON.stringify(client, (key, value: unknown) => (key === 'acknowledge' ? undefined : value)),
  ) as ClientConfig
}
