import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  imageOrigins,
  imageSource,
  linkTarget,
  type ImageSource,
  type LinkTarget,
} from '../../../src/node/checks/addresses.ts'
import { originList } from '../../../src/node/util/origins.ts'
import { contentSecurityPolicy } from '../../../src/node/host/hosting.ts'
import { clientConfig } from '../../../src/node/model/page-extras.ts'
import type { SiteConfig } from '../../../src/shared/types.ts'
import { createFixtureSite, MINIMAL_SITE, removeFixtureSites } from '../../helpers/fixture-site.ts'

afterAll(removeFixtureSites)

/** A verdict in short: where the address goes, or the code, message and hint of its refusal. */
function verdict(target: LinkTarget | ImageSource): string {
  if (target.kind !== 'refused') return 'path' in target ? `${target.kind} ${target.path}` : target.kind
  return `${target.problem.code}: ${target.problem.message} | ${target.problem.hint}`
}

const LINKS = { httpLinkOrigins: ['http://archive.example.org'] }

describe('links', () => {
  it.each([
    // Pages and files of this site, sections of the page, other sites.
    ['/about', 'page /about'],
    ['/about#team', 'page /about#team'],
    ['/assets/papers/guide.pdf', 'page /assets/papers/guide.pdf'],
    ['#features', 'section'],
    ['https://example.org/x', 'other-site'],
    ['HTTPS://Example.org', 'other-site'],
    ['mailto:hello@example.org', 'other-site'],
    ['tel:+2348000000000', 'other-site'],
    ['http://archive.example.org/report', 'other-site'],
    // Code in a link, whatever the browser strips or ignores around it.
    [
      'javascript:alert(1)',
      `not-allowed-address: a javascript: link runs code in the visitor's browser; links may not | Link to a page of this site ("/…") or to another site ("https://…") instead.`,
    ],
    [
      ' JavaScript:alert(1)',
      `not-allowed-address: a javascript: link runs code in the visitor's browser; links may not | Link to a page of this site ("/…") or to another site ("https://…") instead.`,
    ],
    [
      'java\tscript:alert(1)',
      `not-allowed-address: a javascript: link runs code in the visitor's browser; links may not | Link to a page of this site ("/…") or to another site ("https://…") instead.`,
    ],
    [
      'vbscript:msgbox(1)',
      `not-allowed-address: a vbscript: link runs code in the visitor's browser; links may not | Link to a page of this site ("/…") or to another site ("https://…") instead.`,
    ],
    [
      'data:text/html,<script>alert(1)</script>',
      `not-allowed-address: a data: link carries a whole page inside the link, which can run code in the visitor's browser; links may not | Put the file in site/assets and link to "/assets/…", or link to a page of this site.`,
    ],
    [
      'file:///C:/Users/ada/brochure.pdf',
      'not-allowed-address: a file: link points at a file on one computer, which visitors cannot open | Put the file in site/assets and link to "/assets/brochure.pdf".',
    ],
    [
      'ftp://files.example.org/a.zip',
      'not-allowed-address: links may not start with "ftp:" | Use https:// for another site, "/…" for a page of this site, or mailto: or tel:.',
    ],
    // Another site's name without https:// in front, in every way a browser still reads as one.
    [
      '//evil.example',
      `broken-link: "//evil.example" leaves out "https:" in front of the site's name | Write "https://evil.example".`,
    ],
    [
      '//evil.example/login?next=1',
      `broken-link: "//evil.example/login?next=1" leaves out "https:" in front of the site's name | Write "https://evil.example/login?next=1".`,
    ],
    [
      '\\\\evil.example',
      `broken-link: "\\\\evil.example" leaves out "https:" in front of the site's name | Write "https://evil.example".`,
    ],
    [
      '/\\evil.example',
      `broken-link: "/\\evil.example" leaves out "https:" in front of the site's name | Write "https://evil.example".`,
    ],
    [
      '/\t/evil.example',
      `broken-link: "/\t/evil.example" leaves out "https:" in front of the site's name | Write "https://evil.example".`,
    ],
    [
      '//about',
      `broken-link: "//about" leaves out "https:" in front of the site's name | Write "https://about" for another site, or "/about" for a page of this site.`,
    ],
    [
      'https:evil.example',
      `broken-link: "https:evil.example" is not written as "https://" followed by the site's name | Write "https://evil.example".`,
    ],
    [
      'https:/evil.example',
      `broken-link: "https:/evil.example" is not written as "https://" followed by the site's name | Write "https://evil.example".`,
    ],
    [
      'https:///evil.example',
      `broken-link: "https:///evil.example" is not written as "https://" followed by the site's name | Write "https://evil.example".`,
    ],
    [
      'http:archive.example.org',
      `broken-link: "http:archive.example.org" is not written as "http://" followed by the site's name | Write "http://archive.example.org".`,
    ],
    // A user name before "@" hides the site the link goes to.
    [
      'https://bank.example@evil.example/login',
      `not-allowed-address: "https://bank.example@evil.example/login" goes to evil.example: the part before "@" is a user name, which hides where the link goes | Write "https://evil.example/login", without the part before "@".`,
    ],
    // Plain http to a site not listed in httpLinkOrigins.
    [
      'http://old.example.org/page',
      `not-allowed-address: "http://old.example.org/page" uses plain http, which anyone on the visitor's network can read and change | Write "https://old.example.org/page" (most sites have https). If that site has none, add "http://old.example.org" to httpLinkOrigins in site.yaml.`,
    ],
    // Not an address at all.
    [
      'services',
      'broken-link: "services" is not a link this site understands | Write it as "/services" for a page of this site, or with https:// for another site.',
    ],
    [
      '../about',
      'broken-link: "../about" is not a link this site understands | Write it as "/about" for a page of this site, or with https:// for another site.',
    ],
    [
      'brochure.pdf',
      'broken-link: "brochure.pdf" is not a link this site understands | Write it as "/brochure.pdf" for a page of this site, or with https:// for another site.',
    ],
    [
      'www.example.org/team',
      'broken-link: "www.example.org/team" is not a link this site understands | Write it as "https://www.example.org/team" for another site, or "/www.example.org/team" for a page of this site.',
    ],
    [
      'https://',
      'broken-link: "https://" is not a complete address | Write the whole address, such as "https://example.org/page", or "/page" for a page of this site.',
    ],
  ])('%j → %s', (value, expected) => {
    expect(verdict(linkTarget(value, LINKS))).toBe(expected)
  })

  it('refuses every http:// link when site.yaml lists no http sites', () => {
    expect(linkTarget('http://archive.example.org/report', {}).kind).toBe('refused')
  })
})

const IMAGES = { imageOrigins: ['https://images.example.org'] }
const LISTED = 'imageOrigins in site.yaml (browsers show pictures only from the sites listed there)'

describe('pictures', () => {
  it.each([
    ['/assets/images/team.svg', 'file /assets/images/team.svg'],
    ['https://images.example.org/team.jpg', 'other-site'],
    [
      'https://cdn.example.net/photos/team.jpg',
      `not-allowed-address: pictures from https://cdn.example.net are not allowed: imageOrigins in site.yaml lists https://images.example.org | Add "https://cdn.example.net" to ${LISTED}, or put the file in site/assets/images and write "/assets/images/team.jpg".`,
    ],
    [
      'http://images.example.org/team.jpg',
      'not-allowed-address: "http://images.example.org/team.jpg" uses plain http: on a site served over https, browsers switch such a picture to https or block it | Write "https://images.example.org/team.jpg".',
    ],
    [
      'http://cdn.example.net/team.jpg',
      `not-allowed-address: "http://cdn.example.net/team.jpg" uses plain http: on a site served over https, browsers switch such a picture to https or block it | Write "https://cdn.example.net/team.jpg" and add "https://cdn.example.net" to ${LISTED}, or put the file in site/assets/images and write "/assets/images/team.jpg".`,
    ],
    [
      '//images.example.org/team.jpg',
      `missing-file: "//images.example.org/team.jpg" leaves out "https:" in front of the site's name | Write "https://images.example.org/team.jpg".`,
    ],
    [
      'images/team.svg',
      'missing-file: "images/team.svg" is not a file of this site | Put the file in site/assets and write its path as "/assets/…".',
    ],
    [
      '/images/team.svg',
      'missing-file: "/images/team.svg" is not a file of this site | Put the file in site/assets and write its path as "/assets/…".',
    ],
  ])('%j → %s', (value, expected) => {
    expect(verdict(imageSource(value, IMAGES))).toBe(expected)
  })

  it('says so when site.yaml lists no picture sites at all', () => {
    expect(verdict(imageSource('https://cdn.example.net/a.jpg', {}))).toContain(
      'imageOrigins in site.yaml lists no sites',
    )
  })
})

describe('site.yaml origin lists', () => {
  it('are read as browsers write origins: sorted, once each, default ports dropped', () => {
    expect(
      originList(['https://b.example', 'https://a.example:443', 'https://b.example', 'https://c.example:8443']),
    ).toEqual(['https://a.example', 'https://b.example', 'https://c.example:8443'])
    expect(originList(undefined)).toEqual([])
  })

  it('feed the CSP img-src: the site, data: and imageOrigins, nothing more', () => {
    const config = { imageOrigins: ['https://images.example.org', 'https://cdn.example.net'] } as SiteConfig
    expect(imageOrigins(config)).toEqual(['https://cdn.example.net', 'https://images.example.org'])
    expect(contentSecurityPolicy({ config, frameOrigins: [] })).toContain(
      "img-src 'self' data: https://cdn.example.net https://images.example.org;",
    )
    expect(contentSecurityPolicy({ config: {} as SiteConfig, frameOrigins: [] })).toContain("img-src 'self' data:;")
  })
})

describe('a site that lists picture and http sites', () => {
  const siteYaml = readFileSync(join(MINIMAL_SITE, 'site.yaml'), 'utf8').replace(
    'language: en\n',
    'language: en\nimageOrigins:\n  - https://images.example.org\nhttpLinkOrigins:\n  - http://archive.example.org\n',
  )
  const about = [
    'title: About Us | Example Co',
    'description: Who we are.',
    'blocks:',
    '  - type: hero',
    '    title: About Us',
    '    background:',
    '      src: https://images.example.org/photos/team.jpg',
    '      alt: Our team at the office',
    '  - type: cta',
    '    title: Read more',
    '    buttons:',
    '      - label: Our archive',
    '        href: http://archive.example.org/reports',
    '',
  ].join('\n')

  it('loads with a picture from a listed site and an http link to a listed site, and keeps the lists out of the pages', () => {
    const loaded = createFixtureSite({ files: { 'site.yaml': siteYaml, 'pages/about.yaml': about } }).load()
    expect(loaded.errors).toEqual([])
    if (!loaded.ok) return
    expect(contentSecurityPolicy({ config: loaded.site.config, frameOrigins: [] })).toContain(
      "img-src 'self' data: https://images.example.org;",
    )
    expect(Object.keys(clientConfig(loaded.site.config))).not.toContain('imageOrigins')
    expect(Object.keys(clientConfig(loaded.site.config))).not.toContain('httpLinkOrigins')
  })
})
