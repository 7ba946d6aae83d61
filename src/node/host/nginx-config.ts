import { CACHE_REVALIDATE, GENERATED, HOST_FILES, type HostingPlan } from './hosting.ts'
import { HOST_GZIP_LEVEL } from '../util/compression.ts'
import { FEEDS_FOLDER } from '../util/content-types.ts'

/**
 * The hosting plan (hosting.ts) as an nginx server block, `dist/nginx.conf`: the same headers, cache rules, redirects
 * and not-found scopes as `_headers` and `_redirects` give Netlify and Cloudflare Pages, for a server of one's own.
 */

const GZIP_TYPES =
  'text/css text/javascript application/javascript application/json application/manifest+json application/xml text/xml text/plain image/svg+xml application/rss+xml application/atom+xml application/feed+json'

/**
 * An nginx `server` block for the built site: include it in the `http` block of nginx.conf (Debian: drop it into
 * /etc/nginx/sites-enabled/). `root` is the folder the build wrote; change it if the files are copied elsewhere.
 * Compression: the Debian nginx has no brotli module by default, so the build writes a gzip copy (`.gz`) of the text
 * files every page shares and nginx sends it as it is (gzip_static); pages and their data are compressed on the fly.
 */
export function nginxConfig(plan: HostingPlan, options: { root: string; listen?: string }): string {
  const security = Object.entries(plan.security).map(
    ([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  )
  const headers = (cache: string) => [`add_header Cache-Control "${cache}" always;`, ...security]
  const block = (head: string, body: string[]) => [`  ${head} {`, ...body.map((line) => `    ${line}`), '  }']
  const lines = [
    `# ${GENERATED}`,
    '# An nginx server block: include it inside http { } (Debian: /etc/nginx/sites-enabled/). See README "Deploy".',
    'server {',
    `  listen ${options.listen ?? '80'};`,
    '  server_name _;',
    `  root ${options.root};`,
    '  server_tokens off;',
    '  charset utf-8;',
    "  # Files of no listed type (the search index's .pf_* parts and .pagefind engine) are binary, whatever the http block says.",
    '  default_type application/octet-stream;',
    `  charset_types text/css text/plain text/xml application/xml application/javascript application/json image/svg+xml application/rss+xml application/atom+xml application/feed+json;`,
    '  # Text is precompressed by the build (file.gz next to each file); the rest is compressed on the fly.',
    '  gzip on;',
    '  gzip_static on;',
    '  gzip_vary on;',
    `  gzip_comp_level ${HOST_GZIP_LEVEL};`,
    '  gzip_min_length 256;',
    `  gzip_types ${GZIP_TYPES};`,
    '  # Nothing outside root: nginx decodes and normalises $uri itself and answers 400 to a path it cannot decode or',
    '  # that climbs above root (/..%2fsecret); symbolic links below root are not followed either.',
    '  disable_symlinks on from=$document_root;',
    '  # Hidden files and folders (.env, .git/) are never served, under any location: a regex location would not apply',
    '  # under the ^~ ones below. (The host files have a location of their own, at the end.)',
    '  if ($uri ~ "/\\.") { return 404; }',
    '  # Clean URLs: /about and /about/ both serve about/index.html.',
    '  rewrite ^(.+)/$ $1 last;',
    '  error_page 404 /404.html;',
    '',
    ...block('location /', ['try_files $uri/index.html $uri =404;', ...headers(CACHE_REVALIDATE)]),
    ...plan.cache.flatMap((rule) =>
      block(`location ^~ ${rule.prefix}`, ['try_files $uri =404;', ...headers(rule.value)]),
    ),
    ...block('location = /site.webmanifest', ['default_type application/manifest+json;', ...headers(CACHE_REVALIDATE)]),
    '  # The feeds: RSS, Atom and JSON Feed (a .json file here is a JSON Feed).',
    ...block(`location ^~ ${FEEDS_FOLDER}`, [
      'types { application/rss+xml rss; application/atom+xml atom; application/feed+json json; }',
      'try_files $uri =404;',
      ...headers(CACHE_REVALIDATE),
    ]),
    ...(plan.redirects.length > 0
      ? ['  # Old addresses of moved pages (their aliases): a permanent redirect to the new one (/old/ is /old here).']
      : []),
    ...plan.redirects.flatMap((r) =>
      block(`location = ${r.from}`, [...headers(CACHE_REVALIDATE), `return 301 ${r.to};`]),
    ),
    '  # Folders with their own not-found page.',
    ...plan.notFoundScopes
      .filter((scope) => scope !== '/')
      .flatMap((scope) =>
        block(`location ${scope}`, [
          'try_files $uri/index.html $uri =404;',
          `error_page 404 ${scope}404.html;`,
          ...headers(CACHE_REVALIDATE),
        ]),
      ),
    '  # Not-found pages and index files are reached through the rules above only.',
    ...block('location ~ (^|/)(404|index)\\.html$', ['internal;', ...headers(CACHE_REVALIDATE)]),
    ...block(`location ~ ^/(${HOST_FILES.map((f) => f.slice(1).replace(/\./g, '\\.')).join('|')})$`, ['return 404;']),
    '}',
  ]
  return `${lines.join('\n')}\n`
}
