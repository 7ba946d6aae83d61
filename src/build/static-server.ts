import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

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
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves a built dist/ the way a real static host does: `/about` → about/index.html, unknown paths get the
 * nearest folder's 404.html with status 404, hashed assets are cached for a year, HTML is revalidated, and
 * text is compressed. Used by `npm run serve` and the browser tests.
 */
export function startStaticServer(options: { root: string; port?: number; host?: string }): Promise<StaticServer> {
  const root = resolve(options.root)
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      pathname = '/'
    }
    const found = lookup(root, pathname)
    const file = found?.file ?? nearestNotFound(root, pathname)
    const status = found ? 200 : 404
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const ext = extname(file)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/_app/') && status === 200 ? 'public, max-age=31536000, immutable' : ext === '.html' ? 'no-cache' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    }
    let body: Buffer = readFileSync(file)
    const accepts = String(req.headers['accept-encoding'] ?? '')
    if (COMPRESSIBLE.test(file)) {
      if (/\bbr\b/.test(accepts)) {
        body = brotliCompressSync(body)
        headers['Content-Encoding'] = 'br'
      } else if (/\bgzip\b/.test(accepts)) {
        body = gzipSync(body)
        headers['Content-Encoding'] = 'gzip'
      }
    }
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

function lookup(root: string, pathname: string): { file: string } | undefined {
  if (pathname.endsWith('/404.html') || pathname.endsWith('/index.html')) return undefined
  const direct = inside(root, pathname)
  if (!direct) return undefined
  if (existsSync(direct) && statSync(direct).isFile()) return { file: direct }
  const index = join(direct, 'index.html')
  if (existsSync(index)) return { file: index }
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
