import { escapeHtml } from '../util/escape-html.ts'
import { originOf } from '../util/origins.ts'
import { FEEDS_FOLDER, JSON_FEED_TYPE } from '../util/content-types.ts'
import { imageOrigins } from '../checks/addresses.ts'
import type { Redirect } from '../model/redirects.ts'
import { SEARCH_PATH } from '../../shared/search.ts'
import type { SiteConfig } from '../../shared/types.ts'
import { APP_DIR } from '../util/app-entries.ts'

/**
 * How the built site is served: security headers, cache rules and not-found scopes, decided once here and written
 * by the build as `dist/_headers` (Netlify / Cloudflare Pages), `dist/_redirects` (Netlify) and `dist/nginx.conf`
 * (nginx-config.ts).
 * The local static server (`npm run serve`, the browser tests, Lighthouse) reads `dist/_headers`, so all of them
 * send the same headers.
 */

/** Hashed build output (`/_app/…`): the name changes whenever the content does, so it may be cached for good. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
/** Site assets (`/assets/…`) keep their names when an editor replaces them: cached for an hour only. */
export const CACHE_ASSETS = 'public, max-age=3600'
/** HTML and everything else (sitemap, robots, manifest, not-found pages): revalidated on every visit. */
export const CACHE_REVALIDATE = 'no-cache'

/** The folders of Pagefind's index whose files are named by a hash of their content. */
const SEARCH_PARTS = ['fragment', 'index', 'filter']

/** Files the build writes for hosts; never served as pages. */
export const HOST_FILES = ['/_headers', '/_redirects', '/nginx.conf']

export interface HostingPlan {
  /** Headers sent with every response. */
  security: Record<string, string>
  /** Cache-Control by path prefix; anything else is revalidated (CACHE_REVALIDATE). */
  cache: Array<{ prefix: string; value: string }>
  /** Folders with a not-found page of their own (`/services/`), deepest first, ending with the site-wide `/`. */
  notFoundScopes: string[]
  /** Old addresses of moved pages (their `aliases`), each answered with a permanent redirect (301) to the new one. */
  redirects: Redirect[]
}

export interface HostingInput {
  config: SiteConfig
  /** Routes of the not-found pages (`/`, `/services`, `/case-studies`). */
  notFoundRoutes: string[]
  /** Origins the site embeds in frames (fields marked `x-ref: "frame"`, such as a map's embed address). */
  frameOrigins: string[]
  /** Old addresses of moved pages and where they go (redirects.ts). */
  redirects?: readonly Redirect[]
  /** CSP sources of the inline scripts the pages carry (`'sha256-…'` of the boot script, boot-script.ts). */
  scripts?: string[]
  /** The site has a search block (model/search.ts): its index is served, and its runtime allowed (see the CSP). */
  searchIndex?: boolean
  /** Where the search index's shards are (render/search-index.ts): SEARCH_PATH alone unless the index is sharded. */
  searchShards?: readonly string[]
}

/** The origin of a web address (http or https), for a CSP source list; undefined for anything else. */
function webOrigin(address: string): string | undefined {
  const origin = originOf(address)
  return origin && /^https?:\/\//.test(origin) ? origin : undefined
}

/**
 * Origins the forms post to (site.yaml `forms.providers[].endpoint`, and the providers of a form declared with its
 * own), when the site has forms.
 */
export function formOrigins(config: SiteConfig): string[] {
  type Providers = Array<{ endpoint?: unknown }>
  const forms = (config as { forms?: { providers?: Providers; declarations?: Array<{ providers?: Providers }> } }).forms
  const providers = [
    ...(forms?.providers ?? []),
    ...(forms?.declarations ?? []).flatMap((form) => form.providers ?? []),
  ]
  const endpoints = providers.map((p) => (typeof p.endpoint === 'string' ? webOrigin(p.endpoint) : undefined))
  return [...new Set(endpoints.filter((o): o is string => !!o))].sort()
}

/** Origins the pages embed in frames: the values of every field whose schema marks it `x-ref: "frame"`. */
export function frameOrigins(references: Iterable<{ kind: string; value: string }>): string[] {
  const origins = new Set<string>()
  for (const ref of references) if (ref.kind === 'frame') origins.add(webOrigin(ref.value) ?? '')
  origins.delete('')
  return [...origins].sort()
}

/**
 * The Content-Security-Policy. Scripts: only the site's own files ('self') and the one inline script of the
 * prerendered pages, by the hash of its text (the boot script; JSON-LD data blocks are not scripts the browser runs),
 * never eval.
 * Styles: 'unsafe-inline' is required. Emotion writes the critical CSS of each page into <style> tags at build
 * time and inserts rules for components it renders later at run time; a static host cannot mint a per-request
 * nonce, and hashes cannot cover rules generated in the browser. Inline styles cannot run code, and every script
 * source stays locked to 'self', so this keeps the protection that matters (no injected or third-party script).
 * Images: the site's own, data:, and the sites of site.yaml `imageOrigins` (the image check in references.ts refuses a
 * picture from any other site, so none is left broken by this list).
 * Forms may send to their providers (connect-src for fetch, form-action for a plain post); frames only from the
 * map's origin; nothing may frame the site.
 * Search (only on a site with a search block): Pagefind's runtime compiles its WebAssembly search engine
 * (`WebAssembly.instantiate`), which a CSP without `'wasm-unsafe-eval'` refuses; that source allows compiling
 * WebAssembly and nothing else (no `eval`, no `new Function`), and the module comes from the site ('self',
 * `/_search/`) like every script. It runs the search in a worker of its own (`/_search/pagefind-worker.js`), so
 * workers may come from the site; without one it would search on the page's main thread, and log a CSP error first.
 */
export function contentSecurityPolicy(
  input: Pick<HostingInput, 'config' | 'frameOrigins' | 'scripts' | 'searchIndex'>,
): string {
  const forms = formOrigins(input.config)
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(input.searchIndex ? ["'wasm-unsafe-eval'"] : []), ...(input.scripts ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...imageOrigins(input.config)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...forms]],
    ['form-action', ["'self'", ...forms]],
    ['frame-src', input.frameOrigins.length > 0 ? input.frameOrigins : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', input.searchIndex ? ["'self'"] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

export function hostingPlan(input: HostingInput): HostingPlan {
  const scopes = input.notFoundRoutes.map((route) => (route === '/' ? '/' : `${route.replace(/\/$/, '')}/`))
  if (!scopes.includes('/')) scopes.push('/')
  return {
    security: {
      'Content-Security-Policy': contentSecurityPolicy(input),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // No other site may load the site's files into its pages (its scripts, images, fonts): the site needs none shared.
      'Cross-Origin-Resource-Policy': 'same-origin',
      // Two years, above the six months Mozilla's Observatory asks for. Browsers ignore it over http (RFC 6797 8.1),
      // so it is harmless on a local server and takes effect once the TLS front serves the site over https.
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    },
    cache: [
      { prefix: `/${APP_DIR}/`, value: CACHE_IMMUTABLE },
      { prefix: '/assets/', value: CACHE_ASSETS },
      // The search index's parts are named by their content (…/en_c83ff8b.pf_index), in each of its shards; its
      // entries, runtime, metadata and list of shards keep their names from build to build and are revalidated, as
      // pages are.
      ...(input.searchIndex
        ? (input.searchShards ?? [SEARCH_PATH]).flatMap((shard) =>
            SEARCH_PARTS.map((part) => ({ prefix: `${shard}${part}/`, value: CACHE_IMMUTABLE })),
          )
        : []),
    ],
    notFoundScopes: [...new Set(scopes)].sort((a, b) => b.length - a.length || a.localeCompare(b)),
    redirects: [...(input.redirects ?? [])].sort((a, b) => a.from.localeCompare(b.from)),
  }
}

/** The first line of every hosting file the build writes. */
export const GENERATED =
  'Generated by the build from site/ (src/node/host/hosting.ts): do not edit; edit the site and rebuild.'

/**
 * Netlify / Cloudflare Pages `_headers`. Cache-Control is only set where it differs from the hosts' default for
 * HTML (both revalidate HTML by default): a path matching two rules would get both values joined. A JSON Feed is
 * typed as one (a host would call any .json file application/json).
 */
export function headersFile(plan: HostingPlan): string {
  const lines = [`# ${GENERATED}`, '/*', ...Object.entries(plan.security).map(([name, value]) => `  ${name}: ${value}`)]
  for (const rule of plan.cache) lines.push(`${rule.prefix}*`, `  Cache-Control: ${rule.value}`)
  lines.push(`${FEEDS_FOLDER}*.json`, `  Content-Type: ${JSON_FEED_TYPE}`)
  return `${lines.join('\n')}\n`
}

/**
 * Netlify / Cloudflare Pages `_redirects`. First the old addresses of moved pages, each a permanent redirect (301) to
 * the new one (Cloudflare Pages always follows them; Netlify does only when no file matches, so there it serves the
 * fallback page the build leaves at the old address, which sends the visitor on: see movedPage). Then an unknown
 * address gets its folder's not-found page with status 404 (rules only apply when no file matches); Cloudflare Pages
 * finds the nearest 404.html by itself and skips these rules.
 */
export function redirectsFile(plan: HostingPlan): string {
  const moved = plan.redirects.map((r) => `${r.from}  ${r.to}  301`)
  const rules = plan.notFoundScopes.map((scope) => `${scope}*  ${scope}404.html  404`)
  return `# ${GENERATED}\n${[...moved, ...rules].join('\n')}\n`
}

/** The permanent redirects of a `_redirects` file (its `301` lines), for the local server. */
export function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[2] === '301' && !parts[0]!.startsWith('#'))
    .map(([from, to]) => ({ from: from!, to: to! }))
}

/**
 * The page the build leaves at an old address (`dist/<old>/index.html`) for hosts that read neither `_redirects` nor
 * the nginx config: it sends browsers on at once (meta refresh), tells search engines the new address is the one to
 * keep (canonical) and not to list this one (noindex), and gives people a plain link. Its heading is site.yaml's
 * `labels.pageMoved`; the link reads the new page's name. No script, so it passes the site's Content-Security-Policy.
 */
export function movedPage(config: SiteConfig, redirect: Redirect, pageName: string): string {
  const heading = escapeHtml(config.labels.pageMoved ?? '')
  const canonical = escapeHtml(`${config.url.replace(/\/$/, '')}${redirect.to}`)
  const to = escapeHtml(redirect.to)
  return `<!doctype html>
<html lang="${escapeHtml(config.language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${heading}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${canonical}" />
    <meta http-equiv="refresh" content="0; url=${to}" />
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <p><a href="${to}">${escapeHtml(pageName)}</a></p>
    </main>
  </body>
</html>
`
}

/** One `_headers` rule: a path pattern (`*` matches anything) and its headers. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** The headers `_headers` gives a path: every matching rule, in order. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    )
    if (pattern.test(pathname)) Object.assign(headers, rule.headers)
  }
  return headers
}
