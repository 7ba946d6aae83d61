import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { hostGzip } from '../util/compression.ts'
import { COMPRESSIBLE, CONTENT_TYPES, contentTypeOf } from '../util/content-types.ts'
import {
  CACHE_REVALIDATE,
  HOST_FILES,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  type HeaderRule,
} from './hosting.ts'

export interface StaticServer {
  url: string
  server: Server | Http2SecureServer
  close(): Promise<void>
}

/**
 * Serves a built dist/ the way the shipped nginx config and the static hosts do: `/about` and `/about/` →
 * about/index.html, unknown paths get the nearest folder's 404.html with status 404, the headers of
 * `dist/_headers` (security headers, long-lived caching of hashed assets; see hosting.ts), HTML revalidated,
 * and text sent gzip-compressed (the build's `.gz` copies, or compressed here). The old addresses of moved pages (the `301` lines of
 * `dist/_redirects`, the same plan nginx gets) answer with a permanent redirect to the new one. Used by
 * `npm run serve`, the browser tests and Lighthouse.
 * Like the shipped nginx config, it serves nothing outside root (see requestPath), no hidden file and no host file.
 */
export function startStaticServer(options: {
  root: string
  port?: number
  host?: string
  /** Status of a not-found page: 404, as hosts send it. (Lighthouse refuses to audit a 404 document, so its script asks for 200.) */
  notFoundStatus?: number
  /**
   * Serve over TLS with HTTP/2 (and HTTP/1.1 for clients that ask for it), as the static hosts and a TLS front do:
   * `https://` addresses, one connection for every request of a page. Without it, plain HTTP/1.1.
   */
  tls?: { key: string | Buffer; cert: string | Buffer }
}): Promise<StaticServer> {
  const root = resolve(options.root)
  const headersFile = join(root, '_headers')
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const redirectsFile = join(root, '_redirects')
  const moved = new Map(
    (existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : []).map((r) => [
      r.from,
      r.to,
    ]),
  )
  const compressed = new Map<string, { mtime: number; body: Buffer }>()

  const gzipped = (file: string): Buffer => {
    const ready = `${file}.gz`
    if (servable(root, ready) && statSync(ready).mtimeMs >= statSync(file).mtimeMs) return readFileSync(ready)
    const mtime = statSync(file).mtimeMs
    const cached = compressed.get(file)
    if (cached?.mtime === mtime) return cached.body
    const body = hostGzip(readFileSync(file))
    compressed.set(file, { mtime, body })
    return body
  }

  const handle = (req: Request, res: Reply): void => {
    const pathname = requestPath(root, req.url ?? '/')
    if (pathname === undefined) {
      // A path that cannot be decoded or climbs above root: 400, as nginx answers it.
      res
        .writeHead(400, {
          'Content-Type': 'text/plain; charset=utf-8',
          ...headersFor(rules, '/'),
          'Cache-Control': CACHE_REVALIDATE,
        })
        .end('Bad request')
      return
    }
    const movedTo = moved.get(pathname)
    if (movedTo !== undefined) {
      res.writeHead(301, { Location: movedTo, ...headersFor(rules, pathname), 'Cache-Control': CACHE_REVALIDATE }).end()
      return
    }
    const hidden = isHidden(pathname)
    const found = hidden ? undefined : lookup(root, pathname)
    // A hidden path gets the site-wide not-found page, as from nginx (its rule runs before any folder's).
    const file = found ?? nearestNotFound(root, hidden ? '/' : pathname)
    const status = found ? 200 : (options.notFoundStatus ?? 404)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const headers: Record<string, string> = {
      'Content-Type':
        (found ? contentTypeOf(pathname) : undefined) ?? CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      ...headersFor(rules, pathname),
    }
    // Only a file found is cached as the rules say; a not-found page is revalidated like every page.
    if (!found || !headers['Cache-Control']) headers['Cache-Control'] = CACHE_REVALIDATE
    let body: Buffer
    if (COMPRESSIBLE.test(file)) {
      headers.Vary = 'Accept-Encoding'
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipped(file)
        headers['Content-Encoding'] = 'gzip'
      } else body = readFileSync(file)
    } else body = readFileSync(file)
    headers['Content-Length'] = String(body.length)
    const sent = res.writeHead(status, headers)
    if (req.method === 'HEAD') sent.end()
    else sent.end(body)
  }
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle) : createServer(handle)
  return new Promise((resolvePromise) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolvePromise({
        url: `${options.tls ? 'https' : 'http'}://${options.host ?? '127.0.0.1'}:${port}`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/** What the handler reads of a request, the same over HTTP/1.1 and HTTP/2 (its compatibility API). */
interface Request {
  url?: string
  method?: string
  headers: IncomingHttpHeaders
}

/** What the handler does with a response, the same over HTTP/1.1 and HTTP/2. */
interface Reply {
  writeHead(status: number, headers: Record<string, string>): { end(): unknown; end(body: string | Buffer): unknown }
}

/** A path relative to a folder that leads out of it (`..`, `../x`, or another drive on Windows). */
function escapes(relativePath: string): boolean {
  return relativePath === '..' || relativePath.startsWith(`..${sep}`) || isAbsolute(relativePath)
}

/**
 * The path a request names inside root, decoded and normalised (`/_app/..%2f_headers` → `/_headers`, `//a//b/` →
 * `/a/b`), or undefined when it names nothing servable, answered 400 as nginx does: not a path (`*`,
 * `http://host/…`), bad percent-encoding or UTF-8, a NUL byte, or a `..` that climbs above root. It is checked after
 * decoding, because `%2f` decodes to a separator. (`new URL(target, base)` would read `//nginx.conf` as a host name.)
 */
export function requestPath(root: string, target: string): string | undefined {
  if (!target.startsWith('/')) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(target.replace(/[?#][\s\S]*$/, ''))
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  // `.`, `..` and empty segments resolved in the URL, where a `..` above `/` is refused even if it comes back down
  // (`/..%2fdist/x`), as nginx refuses it; then checked again as a file path (join() also splits at `\` on Windows).
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (segments.pop() === undefined) return undefined
    } else if (segment !== '' && segment !== '.') segments.push(segment)
  }
  const inRoot = relative(root, join(root, ...segments))
  if (escapes(inRoot)) return undefined
  return `/${inRoot.split(sep).join('/')}`
}

/** A hidden file or folder (`.env`, `.git/config`): never served, like the host files. */
function isHidden(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.startsWith('.'))
}

/** A regular file whose real location (symbolic links followed) is inside root: a link out of root is never followed. */
function servable(root: string, file: string): boolean {
  try {
    return statSync(file).isFile() && !escapes(relative(realpathSync(root), realpathSync(file)))
  } catch {
    return false // missing, or gone while a build swaps the new dist/ in
  }
}

function lookup(root: string, pathname: string): string | undefined {
  if (pathname.endsWith('/404.html') || pathname.endsWith('/index.html') || HOST_FILES.includes(pathname))
    return undefined
  const direct = join(root, pathname)
  if (servable(root, direct)) return direct
  const index = join(direct, 'index.html')
  if (servable(root, index)) return index
  return undefined
}

/** The 404.html of the path's folder or of its nearest parent that has one. */
function nearestNotFound(root: string, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean)
  for (let n = segments.length; n >= 0; n--) {
    const candidate = join(root, ...segments.slice(0, n), '404.html')
    if (servable(root, candidate)) return candidate
  }
  return undefined
}
