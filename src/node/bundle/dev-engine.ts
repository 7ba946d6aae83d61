import * as nodeModule from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/**
 * How `npm run dev` loads the engine (vite.config.ts): with Node's own module loader, not inside Vite's bundle of the
 * config. Vite bundles a config and its local imports into a new file at every start, so the engine's code (some 100
 * modules) was parsed by the bundler and compiled by V8 anew each time; loaded as it is, it comes from Node's compile
 * cache (`commands/start.mjs`), and the server listens 0.15-0.2 s sooner.
 *
 * What Vite did for a bundled config is kept: an edit of a module of the engine restarts the server with the new code.
 * Node keeps a module once loaded, so a restart loads the engine again at new addresses (`?engine=N` on each of its
 * files: the old ones stay in memory, as Vite's old bundles did). This file is bundled into the config, so what it
 * keeps across restarts lives on `globalThis`.
 */

interface EngineState {
  /** The engine's files Node has loaded (absolute paths), whose edit restarts the server. */
  files: Set<string>
  /**
   * How many times the configuration asked for the engine in this process. The first load takes its modules at their
   * plain addresses, each later one at `?engine=` the count of loads before it.
   */
  loads: number
  /** Whether Node's synchronous module hooks are there (Node 22.15+) to load the engine again. */
  hooked: boolean
  /** The `src/` folders (as file: URLs, ending in a slash) whose modules are the engine's. */
  engines: Set<string>
}

const STATE = Symbol.for('zuma.devEngine')

function stateFor(root: string): EngineState {
  const global = globalThis as { [STATE]?: EngineState }
  const known = global[STATE]
  const engineDir = `${pathToFileURL(join(root, 'src')).href}/`
  if (known) {
    known.engines.add(engineDir)
    return known
  }
  const state: EngineState = { files: new Set(), loads: 0, hooked: false, engines: new Set([engineDir]) }
  global[STATE] = state
  const registerHooks = (nodeModule as { registerHooks?: typeof nodeModule.registerHooks }).registerHooks
  if (!registerHooks) return state
  const isEngine = (url: string) => {
    if (url.includes('/node_modules/')) return false
    for (const dir of state.engines) if (url.startsWith(dir)) return true
    return false
  }
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context)
      const reloads = state.loads - 1
      if (reloads < 1 || !isEngine(resolved.url)) return resolved
      const url = new URL(resolved.url)
      url.searchParams.set('engine', String(reloads))
      return { ...resolved, url: url.href }
    },
    load(url, context, next) {
      if (isEngine(url)) state.files.add(fileURLToPath(url.split('?')[0]!))
      return next(url, context)
    },
  })
  state.hooked = true
  return state
}

/**
 * Imports modules of the engine (paths from `root`), as its files are now. The first start of a process takes them at
 * their plain addresses; every later one (a restart, or a test's second server) loads them anew, as a new bundle of the
 * config did: what a server's engine keeps in memory (the files it read, told of each change by its watcher) is never
 * taken by the next server, which was not told of the changes in between.
 */
export async function importEngine<T extends unknown[]>(root: string, paths: string[]): Promise<T> {
  const state = stateFor(root)
  // A later load's modules are new ones: only their files restart the server.
  if (state.loads++ > 0 && state.hooked) state.files.clear()
  return (await Promise.all(paths.map((path) => import(pathToFileURL(resolve(root, path)).href)))) as T
}

/**
 * Restarts the dev server when a file of the engine that Node loaded changes, so the next start loads it again (Vite
 * did this for the modules of a bundled config). Without Node's module hooks (Node before 22.15) it says to restart.
 */
export function engineRestart(root: string): Plugin {
  const state = stateFor(root)
  return {
    name: 'zuma:engine-restart',
    apply: 'serve',
    configureServer(server) {
      const changed = (file: string) => {
        if (!state.files.has(file)) return
        if (!state.hooked) {
          server.config.logger.warn(`the engine changed (${file}): stop and start npm run dev to use it`)
          return
        }
        server.config.logger.info(`the engine changed (${file}): restarting the server`, { timestamp: true })
        void server.restart()
      }
      server.watcher.on('change', changed)
      server.watcher.on('unlink', changed)
    },
  }
}
