import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { formatErrors } from '../errors/format.ts'
import { ENGINE_SCHEMA_DIR } from '../util/paths.ts'
import { loadSite } from '../load.ts'
import { readFileSync } from 'node:fs'
import { DEFAULT_ITEMS_PER_GROUP, DEFAULT_ITEMS_PER_GROUP_MOBILE } from '../../shared/menus.ts'

export type Template = 'basic' | 'subpage'

export interface ScaffoldResult {
  file: string
  route: string
  template: Template
  notes: string[]
}

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) =>
      word.length <= 4 && word === word.toLowerCase() && /^(siem|edr|xdr|ndr|ztna|mdr|soc|api|ai|ml)$/.test(word)
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')
}

/**
 * Creates `site/pages/<path>.yaml` from a template that passes validation as it is, marked `draft: true`: the dev
 * server shows it with a draft banner and the production build leaves it out, so an unfinished page is never
 * published. Its placeholder texts start with "TODO"; once the line `draft: true` goes, any left stops the build.
 * A page in the folder of a menu group's page (the group's href is its parent address, such as <section>/<group>/<name>)
 * gets the sub-page layout with the group's tab bar.
 * Never overwrites an existing file.
 */
export function scaffoldPage(options: { siteDir: string; path: string; template?: Template }): ScaffoldResult {
  const siteDir = resolve(options.siteDir)
  const clean = options.path.replace(/^\/+|\/+$/g, '').replace(/\.ya?ml$/, '')
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(clean))
    throw new Error(
      `"${options.path}" is not a page path: use lowercase words with dashes, separated by "/", e.g. about/team`,
    )
  const file = join(siteDir, 'pages', `${clean}.yaml`)
  const folderIndex = join(siteDir, 'pages', clean, 'index.yaml')
  for (const existing of [file, folderIndex])
    if (existsSync(existing))
      throw new Error(
        `${relative(process.cwd(), existing)} already exists; the new page was not written (pick another path, or edit that file).`,
      )
  const route = `/${clean}`
  const site = parse(readFileSync(join(siteDir, 'site.yaml'), 'utf8')) as WrittenSite | null
  const company = site?.company?.name ?? 'Our company'
  const segments = clean.split('/')
  const parent = `/${segments.slice(0, -1).join('/')}`
  // The menu group whose page is the new page's parent, in whichever header link's menu.
  const found =
    segments.length < 2
      ? undefined
      : (site?.navigation?.links ?? []).flatMap((link) =>
          (link.menu?.groups ?? []).flatMap((group) =>
            group.id && group.href === parent ? [{ link, menu: link.menu!, group: { ...group, id: group.id } }] : [],
          ),
        )[0]
  const group = found?.group
  const template: Template = options.template ?? (group ? 'subpage' : 'basic')
  const name = titleFromSlug(segments[segments.length - 1]!)
  const schemaPath = relative(dirname(file), join(ENGINE_SCHEMA_DIR, 'page.schema.json')).split('\\').join('/')
  const notes: string[] = []
  const header = [
    `# yaml-language-server: $schema=${schemaPath}`,
    `# Created by npm run new:page. Replace every TODO text, then remove "draft: true" to publish the page.`,
  ]
  const body = template === 'subpage' && group ? subpageTemplate(name, company, group.id) : basicTemplate(name, company)
  if (template === 'subpage' && group && found) notes.push(menuNote(name, route, found))
  mkdirSync(dirname(file), { recursive: true })
  // Written first, so an author sees at once that the page is not published yet.
  const draft = 'draft: true\n'
  writeFileSync(file, `${header.join('\n')}\n${draft}${body}`, { flag: 'wx' })
  return { file, route, template, notes }
}

/** What npm run new:page reads of site.yaml, as written: it may not be valid yet. */
interface WrittenSite {
  company?: { name?: string }
  navigation?: { links?: Array<{ label?: string; menu?: WrittenMenu }> }
}
interface WrittenMenu {
  itemsPerGroup?: number
  itemsPerGroupMobile?: number
  groups?: Array<{ id?: string; href?: string; items?: unknown[] }>
}

/**
 * Where to list a new sub-page, and what the menu will then show: a group's first items are in the menu, the rest
 * only behind its View all link, so the note says which the new page would be.
 */
function menuNote(
  name: string,
  route: string,
  { link, menu, group }: { link: { label?: string }; menu: WrittenMenu; group: { id: string; items?: unknown[] } },
): string {
  const position = (group.items?.length ?? 0) + 1
  const wide = menu.itemsPerGroup ?? DEFAULT_ITEMS_PER_GROUP
  const phone = menu.itemsPerGroupMobile ?? DEFAULT_ITEMS_PER_GROUP_MOBILE
  const where = `Add { label: ${name}, href: ${route} } to the items of the "${group.id}" group in site/site.yaml (the menu of the header link "${link.label ?? ''}")`
  if (position <= Math.min(wide, phone)) return `${where} so the menu and the tab bar list the new page.`
  return `${where} so the tab bar lists the new page. The menu shows the first ${wide} items of a group (${phone} on phones): as item ${position} it is reached through the group's View all link (validate warns); list it higher to show it in the menu.`
}

function basicTemplate(name: string, company: string): string {
  return `title: ${name} | ${company}
description: TODO One or two sentences that say what this page offers, for search results and link previews.
blocks:
  - type: hero
    title: ${name}
    subtitle: TODO One or two sentences under the heading.
    buttons:
      - label: TODO Button words
        href: /
  - type: text
    title: TODO Section heading
    paragraphs:
      - TODO Write the first paragraph here.
  - type: cta
    title: TODO A closing call to action
    buttons:
      - label: TODO Button words
        href: /
`
}

function subpageTemplate(name: string, company: string, group: string): string {
  const card = (n: number) => `      - title: TODO Feature ${n}
        description: TODO A sentence about this feature.
        details:
          - TODO Detail 1
          - TODO Detail 2
          - TODO Detail 3
          - TODO Detail 4
          - TODO Detail 5`
  return `title: ${name} | ${company}
description: TODO One or two sentences that say what this service offers, for search results and link previews.
navLabel: ${name}
blocks:
  - type: hero
    variant: fullscreen
    title: ${name}
    subtitle: TODO One or two sentences under the heading.
    background:
      src: /assets/images/security-operations.svg
      alt: TODO Describe the picture
    scrollLabel: Scroll to the next section
  - type: tab-bar
    group: ${group}
  - type: checklist-intro
    title: TODO Section heading
    text: TODO A short paragraph introducing the service.
    items:
      - TODO Point 1
      - TODO Point 2
      - TODO Point 3
      - TODO Point 4
      - TODO Point 5
  - type: feature-cards
    title: Key Features
    cards:
${card(1)}
${card(2)}
${card(3)}
    button:
      label: Get Started
      href: /contact
`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string', default: 'site' }, template: { type: 'string' } },
  })
  const path = positionals[0]
  if (!path) {
    console.error(
      'Usage: npm run new:page -- <path> [--template basic|subpage]\n  e.g. npm run new:page -- about/team (a page inside the folder of a menu group page gets the sub-page template)',
    )
    process.exitCode = 2
  } else {
    try {
      const result = scaffoldPage({ siteDir: values.site!, path, template: values.template as Template | undefined })
      const shown = relative(process.cwd(), result.file)
      console.log(`✔ created ${shown} → ${result.route} (${result.template} template), as a draft`)
      // Checked as the dev server shows it: drafts included.
      const errors = loadSite({ siteDir: values.site!, drafts: 'show' }).errors.filter(
        (e) => resolve(e.file) === result.file,
      )
      if (errors.length > 0) {
        console.error(formatErrors(errors, 'human'))
        process.exitCode = 1
      } else {
        console.log('  It is a draft: npm run dev shows it with a draft banner; the published site leaves it out.')
        console.log(`  next: replace every TODO text in ${shown} (npm run dev shows your changes).`)
        for (const note of result.notes) console.log(`  next: ${note}`)
        console.log(
          '  next: remove the line "draft: true" to publish it; a TODO text left on a published page stops the build.',
        )
      }
    } catch (error) {
      console.error(`✖ ${(error as Error).message}`)
      process.exitCode = 1
    }
  }
}
