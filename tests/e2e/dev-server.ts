import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type Logger, type ViteDevServer } from 'vite'
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts'

export interface DevHarness {
  /** The copy of the site the server shows; tests edit its files. */
  dir: string
  server: ViteDevServer
  browser: Browser
  baseUrl: string
  /**
   * Stops the server and starts `npm run dev` again on the same folder (as an author's restart does), after `between`
   * (changes made while it is stopped); `server` and `baseUrl` are the new server's.
   */
  restart(between?: (dir: string) => void): Promise<void>
  close(): Promise<void>
}

/** The site the dev harness copies unless told otherwise. */
const MINIMAL_SITE = join(import.meta.dirname, '../fixtures/sites/minimal')

/**
 * `npm run dev` (vite.config.ts) on a fresh copy of a site (the minimal fixture site unless `site` names another
 * folder), changed by `prepare` before the server starts, and a headless Chromium to watch it.
 */
export async function startDevHarness(
  options: {
    site?: string
    prepare?: (dir: string) => void
    logger?: Logger
    /** Asked of the server the moment it listens, before the browser starts (as a tab left open asks at a restart). */
    first?: (baseUrl: string) => void
  } = {},
): Promise<DevHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'zuma-dev-'))
  cpSync(options.site ?? MINIMAL_SITE, dir, { recursive: true })
  options.prepare?.(dir)
  process.env.SITE_DIR = dir
  const start = async () => {
    const server = await createServer({
      configFile: join(import.meta.dirname, '../../vite.config.ts'),
      server: { port: 0, host: '127.0.0.1' },
      ...(options.logger ? { customLogger: options.logger } : { logLevel: 'silent' as const }),
    })
    await server.listen()
    return server
  }
  const server = await start()
  options.first?.(server.resolvedUrls!.local[0]!.replace(/\/$/, ''))
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const harness: DevHarness = {
    dir,
    server,
    browser,
    baseUrl: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    async restart(between) {
      await harness.server.close()
      between?.(dir)
      process.env.SITE_DIR = dir
      harness.server = await start()
      harness.baseUrl = harness.server.resolvedUrls!.local[0]!.replace(/\/$/, '')
    },
    async close() {
      await browser.close()
      await harness.server.close()
      delete process.env.SITE_DIR
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return harness
}

/**
 * A Vite logger that keeps what the server logs, in order, in `log`: tests wait for its lines instead of sleeping.
 */
export function recordingLogger(): { log: string[]; logger: Logger } {
  const log: string[] = []
  const record = (message: string) => {
    log.push(message)
  }
  const logger: Logger = {
    info: record,
    warn: record,
    warnOnce: record,
    error: record,
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  }
  return { log, logger }
}
