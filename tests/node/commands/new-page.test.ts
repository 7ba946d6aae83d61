import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadSite } from '../../../src/node/load.ts'
import { scaffoldPage } from '../../../src/node/commands/new-page.ts'

const root = join(import.meta.dirname, '../../..')
let work: string
let siteDir: string

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'zuma-new-page-'))
  siteDir = join(work, 'site')
  cpSync(join(root, 'site'), siteDir, {
    recursive: true,
    filter: (src) => !src.endsWith('.pdf') || src.includes('papers'),
  })
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

const errorsIn = (file: string) => loadSite({ siteDir, cwd: work }).errors.filter((e) => join(work, e.file) === file)

describe('npm run new:page', () => {
  test('a page inside a service group gets the sub-page template with the group tab bar, and passes validation', () => {
    const result = scaffoldPage({ siteDir, path: 'services/cloud-security/siem' })
    expect(result.file).toBe(join(siteDir, 'pages/services/cloud-security/siem.yaml'))
    expect(result.route).toBe('/services/cloud-security/siem')
    expect(result.template).toBe('subpage')
    const text = readFileSync(result.file, 'utf8')
    const modeline = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text)?.[1]
    expect(resolve(dirname(result.file), modeline!)).toBe(join(root, 'schema/page.schema.json'))
    expect(text).toContain('title: SIEM | Zuma Technologies')
    expect(text).toContain('group: cloud-security')
    expect(result.notes[0]).toContain('"cloud-security" group in site/site.yaml')
    expect(errorsIn(result.file)).toEqual([])
  })

  test('says where to list the new page and what the menu then shows: the menu, or its View all link past the cap', () => {
    const fits = scaffoldPage({ siteDir, path: 'services/email-security/dmarc' })
    expect(fits.notes).toEqual([
      'Add { label: Dmarc, href: /services/email-security/dmarc } to the items of the "email-security" group in site/site.yaml (the menu of the header link "Services") so the menu and the tab bar list the new page.',
    ])
    const past = scaffoldPage({ siteDir, path: 'services/endpoint-security/patching' })
    expect(past.template).toBe('subpage')
    expect(past.notes).toEqual([
      'Add { label: Patching, href: /services/endpoint-security/patching } to the items of the "endpoint-security" group in site/site.yaml (the menu of the header link "Services") so the tab bar lists the new page. The menu shows the first 4 items of a group (3 on phones): as item 6 it is reached through the group\'s View all link (validate warns); list it higher to show it in the menu.',
    ])
  })

  test('any other page gets the basic template, which passes validation', () => {
    const result = scaffoldPage({ siteDir, path: '/about/team/' })
    expect(result.route).toBe('/about/team')
    expect(result.template).toBe('basic')
    expect(errorsIn(result.file)).toEqual([])
  })

  test('the new page is a draft: the dev server shows it, the production build leaves it out', () => {
    const result = scaffoldPage({ siteDir, path: 'about/leadership' })
    const text = readFileSync(result.file, 'utf8')
    // The first line after the comments, so an author sees it at once.
    expect(text.split('\n').find((line) => !line.startsWith('#'))).toBe('draft: true')
    expect(text).toContain('description: TODO ')
    const routes = (drafts: 'show' | 'leave-out') => {
      const loaded = loadSite({ siteDir, cwd: work, drafts })
      expect(loaded.errors).toEqual([])
      return loaded.ok ? loaded.site.pages.filter((p) => p.route === result.route).map((p) => p.data.draft) : []
    }
    expect(routes('show')).toEqual([true])
    expect(routes('leave-out')).toEqual([])
  })

  test('refuses to overwrite an existing page, or a folder page at the same address', () => {
    const before = readFileSync(join(siteDir, 'pages/about.yaml'), 'utf8')
    expect(() => scaffoldPage({ siteDir, path: 'about' })).toThrow(
      /pages\/about\.yaml already exists; the new page was not written/,
    )
    expect(readFileSync(join(siteDir, 'pages/about.yaml'), 'utf8')).toBe(before)
    expect(() => scaffoldPage({ siteDir, path: 'services' })).toThrow(/services\/index\.yaml already exists/)
  })

  test('npm run new:page says the page is a draft and what to do next', () => {
    // Run as `npm run new:page` runs it (tsx), from the folder that holds the site.
    const tsx = join(root, 'node_modules/tsx/dist/cli.mjs')
    const run = spawnSync(
      process.execPath,
      [tsx, join(root, 'src/node/commands/new-page.ts'), '--site', siteDir, 'about/history'],
      {
        cwd: work,
        encoding: 'utf8',
      },
    )
    expect(run.status).toBe(0)
    expect(run.stdout.split('\n')).toEqual([
      '✔ created site/pages/about/history.yaml → /about/history (basic template), as a draft',
      '  It is a draft: npm run dev shows it with a draft banner; the published site leaves it out.',
      '  next: replace every TODO text in site/pages/about/history.yaml (npm run dev shows your changes).',
      '  next: remove the line "draft: true" to publish it; a TODO text left on a published page stops the build.',
      '',
    ])
  })

  test('refuses paths that cannot be addresses', () => {
    expect(() => scaffoldPage({ siteDir, path: 'About Us' })).toThrow('"About Us" is not a page path')
  })
})
