import type { ContentError } from '../errors/errors.ts'
import type { SiteConfig } from '../../shared/types.ts'
import { originList, parseUrl } from '../util/origins.ts'

/**
 * The rules for the addresses content authors write: where a link may go and where a picture may come from.
 * Every address is read the way a browser reads it, with the WHATWG URL parser (`new URL`), never by its first
 * characters: `https:evil.example`, `//evil.example` and `java<tab>script:` are what the browser makes of them.
 * Pure functions of the address and the site.yaml lists, tested with a table in tests/node/checks/addresses.test.ts.
 */

/** A problem with an address, in the words of a content error. */
export type AddressProblem = Pick<ContentError, 'code' | 'message' | 'expected' | 'hint'>

/** Where a link goes. A page address still has to be checked against the site's pages and files. */
export type LinkTarget =
  | { kind: 'page'; path: string }
  | { kind: 'section' }
  | { kind: 'other-site' }
  | { kind: 'refused'; problem: AddressProblem }

/** Where a picture comes from. A file of the site still has to be checked against site/assets. */
export type ImageSource =
  | { kind: 'file'; path: string }
  | { kind: 'other-site' }
  | { kind: 'refused'; problem: AddressProblem }

/** A base no content can name (".invalid" is reserved for this), so a relative address that leaves it goes to another site. */
const BASE = new URL('https://this-site.invalid/')

const LINK_EXPECTED = 'a page address starting with "/", a "#section", or an https:, mailto: or tel: address'

/** What the URL parser makes of an address, with the address as the browser sees it (tabs and line breaks dropped). */
type Reading =
  | { form: 'path'; path: string }
  | { form: 'section' }
  | { form: 'relative'; written: string }
  | { form: 'web'; url: URL; written: string; wellWritten: boolean }
  | { form: 'scheme'; scheme: string; url: URL }
  | { form: 'invalid' }

/**
 * Readings of addresses already read: a site writes the same few hundred addresses on thousands of pages, and the URL
 * parser was a tenth of loading a 10,000-page site. A reading is never changed (`new URL(reading.url.href)` copies).
 */
const readings = new Map<string, Reading>()

function read(value: string): Reading {
  let reading = readings.get(value)
  if (!reading) {
    // Bounded: a long-running dev server meets addresses that were edited away.
    if (readings.size >= 50_000) readings.clear()
    reading = readAnew(value)
    readings.set(value, reading)
  }
  return reading
}

function readAnew(value: string): Reading {
  // What the URL parser strips before reading: surrounding spaces and controls, and tabs and line breaks anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what the URL parser strips
  const written = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  const absolute = parseUrl(written)
  if (absolute) {
    if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:')
      return { form: 'scheme', scheme: absolute.protocol, url: absolute }
    return { form: 'web', url: absolute, written, wellWritten: /^https?:\/\/[^/\\]/i.test(written) }
  }
  const resolved = parseUrl(written, BASE)
  if (!resolved) return { form: 'invalid' }
  // "//host", "\\host" and "/\host" all leave the site: the browser takes what follows for a site name.
  if (resolved.origin !== BASE.origin || /^[/\\]{2}/.test(written))
    return { form: 'web', url: resolved, written, wellWritten: false }
  if (written.startsWith('#')) return { form: 'section' }
  if (written.startsWith('/')) return { form: 'path', path: written }
  return { form: 'relative', written }
}

/** The sites pictures may come from besides this one (site.yaml `imageOrigins`): the image check and the CSP's img-src. */
export function imageOrigins(config: Pick<SiteConfig, 'imageOrigins'>): string[] {
  return originList(config.imageOrigins)
}

/**
 * Where a link goes: a page or file of this site ("/about", "/assets/…"), a section of the same page ("#team"), or
 * another site (https://, mailto:, tel:, and http:// only to the sites site.yaml lists in `httpLinkOrigins`).
 * Anything else is refused with the reason and a fix.
 */
export function linkTarget(value: string, config: Pick<SiteConfig, 'httpLinkOrigins'>): LinkTarget {
  const reading = read(value)
  const refused = (problem: AddressProblem): LinkTarget => ({ kind: 'refused', problem })
  switch (reading.form) {
    case 'path':
      return { kind: 'page', path: reading.path }
    case 'section':
      return { kind: 'section' }
    case 'relative': {
      const rest = reading.written.replace(/^(\.{1,2}\/)+/, '')
      const hint = looksLikeSiteName(rest)
        ? `Write it as "https://${rest}" for another site, or "/${rest}" for a page of this site.`
        : `Write it as "/${rest}" for a page of this site, or with https:// for another site.`
      return refused({
        code: 'broken-link',
        message: `"${value}" is not a link this site understands`,
        expected: LINK_EXPECTED,
        hint,
      })
    }
    case 'invalid':
      return refused({
        code: 'broken-link',
        message: `"${value}" is not a complete address`,
        expected: LINK_EXPECTED,
        hint: 'Write the whole address, such as "https://example.org/page", or "/page" for a page of this site.',
      })
    case 'web': {
      const allowedHttp = originList(config.httpLinkOrigins)
      const problem = webProblem(
        value,
        reading,
        'link',
        reading.url.protocol === 'http:' && allowedHttp.includes(reading.url.origin) ? 'http' : 'https',
      )
      if (problem) return refused(problem)
      if (reading.url.protocol === 'https:' || allowedHttp.includes(reading.url.origin)) return { kind: 'other-site' }
      return refused({
        code: 'not-allowed-address',
        message: `"${value}" uses plain http, which anyone on the visitor's network can read and change`,
        expected: `an https:// address, or an http:// site listed in httpLinkOrigins in site.yaml${allowedHttp.length ? ` (${allowedHttp.join(', ')})` : ''}`,
        hint: `Write "https://${reading.written.slice('http://'.length)}" (most sites have https). If that site has none, add "${reading.url.origin}" to httpLinkOrigins in site.yaml.`,
      })
    }
    case 'scheme':
      if (reading.scheme === 'mailto:' || reading.scheme === 'tel:') return { kind: 'other-site' }
      return refused(schemeProblem(reading))
  }
}

/**
 * Where a picture comes from: a file of this site ("/assets/…"), or an https:// address on a site listed in
 * site.yaml `imageOrigins` (the same list is the CSP's img-src, so a listed picture is one the browser shows).
 */
export function imageSource(value: string, config: Pick<SiteConfig, 'imageOrigins'>): ImageSource {
  const reading = read(value)
  const origins = imageOrigins(config)
  const refused = (problem: AddressProblem): ImageSource => ({ kind: 'refused', problem })
  const listed = `imageOrigins in site.yaml lists ${origins.length ? origins.join(', ') : 'no sites'}`
  const expected = `a file in site/assets ("/assets/…"), or an https:// address on a site in imageOrigins in site.yaml${origins.length ? ` (${origins.join(', ')})` : ''}`
  if (reading.form === 'path' && reading.path.startsWith('/assets/')) return { kind: 'file', path: reading.path }
  if (reading.form !== 'web') {
    return refused({
      code: 'missing-file',
      message: `"${value}" is not a file of this site`,
      expected,
      hint: 'Put the file in site/assets and write its path as "/assets/…".',
    })
  }
  const problem = webProblem(value, reading, 'picture', 'https')
  if (problem) return refused(problem)
  const https =
    reading.url.protocol === 'https:'
      ? reading.url
      : (parseUrl(`https://${reading.written.slice('http://'.length)}`) ?? reading.url)
  const local = `put the file in site/assets/images and write "/assets/images/${fileName(https)}"`
  const listHint = `add "${https.origin}" to imageOrigins in site.yaml (browsers show pictures only from the sites listed there), or ${local}`
  if (reading.url.protocol === 'http:') {
    return refused({
      code: 'not-allowed-address',
      message: `"${value}" uses plain http: on a site served over https, browsers switch such a picture to https or block it`,
      expected,
      hint: origins.includes(https.origin) ? `Write "${https.href}".` : `Write "${https.href}" and ${listHint}.`,
    })
  }
  if (origins.includes(reading.url.origin)) return { kind: 'other-site' }
  return refused({
    code: 'not-allowed-address',
    message: `pictures from ${reading.url.origin} are not allowed: ${listed}`,
    expected,
    hint: `${capitalize(listHint)}.`,
  })
}

/** A problem every address to another site can have: written so the browser reads it differently, or hiding its site. */
function webProblem(
  value: string,
  reading: Extract<Reading, { form: 'web' }>,
  noun: 'link' | 'picture',
  scheme: 'https' | 'http',
): AddressProblem | undefined {
  const code = noun === 'link' ? 'broken-link' : 'missing-file'
  const expected = noun === 'link' ? LINK_EXPECTED : 'an address written "https://" followed by the site\'s name'
  if (!reading.wellWritten) {
    const protocolRelative = /^[/\\]/.test(reading.written)
    const rest = reading.written.replace(/^[a-z][a-z0-9+.-]*:/i, '').replace(/^[/\\]+/, '')
    const page =
      protocolRelative && noun === 'link' && !reading.url.hostname.includes('.')
        ? ` or "/${rest}" for a page of this site`
        : ''
    return {
      code,
      message: protocolRelative
        ? `"${value}" leaves out "https:" in front of the site's name`
        : `"${value}" is not written as "${scheme}://" followed by the site's name`,
      expected,
      hint: `Write "${scheme}://${rest}"${page ? ` for another site,${page}` : ''}.`,
    }
  }
  if (reading.url.username || reading.url.password) {
    const clean = new URL(reading.url.href)
    clean.username = ''
    clean.password = ''
    return {
      code: 'not-allowed-address',
      message: `"${value}" goes to ${reading.url.hostname}: the part before "@" is a user name, which hides where the ${noun} goes`,
      expected,
      hint: `Write "${clean.href}", without the part before "@".`,
    }
  }
  return undefined
}

/** Why a link of another scheme (javascript:, data:, file:, ftp:, …) is refused. */
function schemeProblem(reading: Extract<Reading, { form: 'scheme' }>): AddressProblem {
  const instead = 'Link to a page of this site ("/…") or to another site ("https://…") instead.'
  const base = { code: 'not-allowed-address' as const, expected: LINK_EXPECTED }
  switch (reading.scheme) {
    case 'javascript:':
    case 'vbscript:':
      return {
        ...base,
        message: `a ${reading.scheme} link runs code in the visitor's browser; links may not`,
        hint: instead,
      }
    case 'data:':
      return {
        ...base,
        message:
          "a data: link carries a whole page inside the link, which can run code in the visitor's browser; links may not",
        hint: 'Put the file in site/assets and link to "/assets/…", or link to a page of this site.',
      }
    case 'file:':
      return {
        ...base,
        message: 'a file: link points at a file on one computer, which visitors cannot open',
        hint: `Put the file in site/assets and link to "/assets/${fileName(reading.url)}".`,
      }
    default:
      return {
        ...base,
        message: `links may not start with "${reading.scheme}"`,
        hint: 'Use https:// for another site, "/…" for a page of this site, or mailto: or tel:.',
      }
  }
}

/** The last segment of an address's path, for "put the file in site/assets" fixes. */
function fileName(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).at(-1) ?? ''
  try {
    return decodeURIComponent(last) || '<name>'
  } catch {
    return last
  }
}

/** "www.example.org/x" reads as a site's name without https:// in front; "services", "about/team" and "brochure.pdf" do not. */
function looksLikeSiteName(address: string): boolean {
  const name = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,}))(?=$|[/?#:])/i.exec(address)
  return !!name && !FILE_ENDINGS.has(name[2]!.toLowerCase())
}

const FILE_ENDINGS = new Set([
  'html',
  'htm',
  'pdf',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'txt',
  'xml',
  'json',
  'yaml',
  'yml',
  'php',
  'doc',
  'docx',
  'zip',
])

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
