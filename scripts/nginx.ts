/**
 * Runs a real nginx (Debian's package) on the built site with the config the build ships (dist/nginx.conf),
 * as the current user, from a temporary prefix (pid, logs and temp files there), in the foreground as a child
 * process. Used by tests/e2e/nginx.e2e.ts; also handy by hand: `npx tsx scripts/nginx.ts [--root dist] [--port 8080]`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'

export interface RunningNginx {
  url: string
  /** The server block as the build wrote it, with only its `listen` line changed. */
  config: string
  stop(): Promise<void>
}

/** The nginx binary: NGINX_PATH, then the PATH, then Debian's location. */
export function nginxPath(): string | undefined {
  for (const candidate of [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx']) {
    if (!candidate) continue
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate
  }
  return undefined
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function startNginx(options: { root?: string; port?: number } = {}): Promise<RunningNginx> {
  const binary = nginxPath()
  if (!binary)
    throw new Error(
      "nginx not found. Run `bash scripts/ensure-nginx.sh` (installs Debian's nginx-light) or set NGINX_PATH.",
    )
  const root = resolve(options.root ?? 'dist')
  const port = options.port ?? (await freePort())
  const shipped = readFileSync(join(root, 'nginx.conf'), 'utf8')
  if (!shipped.includes(`root ${root};`))
    throw new Error(`${root}/nginx.conf serves another folder: rebuild with --out ${root}`)
  const config = shipped.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
  const prefix = mkdtempSync(join(tmpdir(), 'zuma-nginx-'))
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir))
  writeFileSync(join(prefix, 'site.conf'), config)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
  )
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As root, nginx would hand the workers to "nobody", who may not read the build folder.
      userInfo().uid === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...temp,
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    if (process.env.NGINX_LOG) process.stderr.write(chunk)
  })
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    const early = await Promise.race([exited, new Promise((done) => setTimeout(() => done('running'), 100))])
    if (early !== 'running') throw new Error(`nginx exited (${String(early)}):\n${stderr}`)
    if (
      await fetch(`${url}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      break
    if (Date.now() - started > 10000) {
      child.kill('SIGKILL')
      throw new Error(`nginx did not answer on ${url} within 10 s:\n${stderr}`)
    }
  }
  return {
    url,
    config,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(timer)
      }
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { root: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8080' } },
  })
  process.env.NGINX_LOG = '1'
  const nginx = await startNginx({ root: values.root, port: Number(values.port) })
  console.log(`nginx serves ${values.root} at ${nginx.url} (Ctrl+C stops it)`)
  const stop = () => void nginx.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
