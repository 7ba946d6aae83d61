import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CACHE_REVALIDATE, HOST_FILES, headersFor, parseHeadersFile, type HeaderRule } from './hosting.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
}
/** Text worth compressing (the build writes a `.gz` copy of each; others are compressed here once and kept). */
export const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves a built dist/ the way the shipped nginx config and the static hosts do: `/about` and `/about/` →
 * about/index.html, unknown paths get the nearest folder's 404.html with status 404, the headers of
 * `dist/_headers` (security headers, long-lived caching of hashed assets; see hosting.ts), HTML revalidated,
 * and text sent gzip-compressed (the build's `.gz` copies). Used by `npm run serve`, the browser tests and Lighthouse.
 */
export function startStaticServer(options: {
  root: string
  port?: number
  host?: string
  /** Status of a not-found page: 404, as hosts send it. (Lighthouse refuses to audit a 404 document, so its script asks for 200.) */
  notFoundStatus?: number
}): Promise<StaticServer> {
  const root = resolve(options.root)
  const headersFile = join(root, '_headers')
  const rules: HeaderRule[] = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const compressed = new Map<string, { mtime: number; body: Buffer }>()

  const gzipped = (file: string): Buffer => {
    const ready = `${file}.gz`
    if (existsSync(ready) && statSync(ready).mtimeMs >= statSync(file).mtimeMs) return readFileSync(ready)
    const mtime = statSync(file).mtimeMs
    const cached = compressed.get(file)
    if (cached?.mtime === mtime) return cached.body
    const body = gzipSync(readFileSync(file), { level: 6 })
    compressed.set(file, { mtime, body })
    return body
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = '/'
    }
    const found = lookup(root, pathname)
    const file = found ?? nearestNotFound(root, pathname)
    const status = found ? 200 : (options.notFoundStatus ?? 404)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const ext = extname(file)
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', ...headersFor(rules, pathname) }
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
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolvePromise) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolvePromise({ url: `http://${options.host ?? '127.0.0.1'}:${port}`, server, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

function inside(root: string, path: string): string | undefined {
  const full = normalize(join(root, path))
  return full.startsWith(root) ? full : undefined
}

function lookup(root: string, pathname: string): string | undefined {
  if (pathname.endsWith('/404.html') || pathname.endsWith('/index.html') || HOST_FILES.includes(pathname)) return undefined
  const direct = inside(root, pathname)
  if (!direct) return undefined
  if (existsSync(direct) && statSync(direct).isFile()) return direct
  const index = join(direct, 'index.html')
  if (existsSync(index)) return index
  return undefined
}

/** The 404.html of the path's folder or of its nearest parent that has one. */
function nearestNotFound(root: string, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean)
  for (let n = segments.length; n >= 0; n--) {
    const candidate = inside(root, join('/', ...segments.slice(0, n), '404.html'))
    if (candidate && existsSync(candidate)) return candidate
  }
  return undefined
}
