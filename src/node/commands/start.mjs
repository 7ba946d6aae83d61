// Loaded before each command (`node --import ./src/node/commands/start.mjs`, in package.json's scripts). Plain
// JavaScript, so that it runs on any Node before anything reads TypeScript.
import { readdirSync, rmSync } from 'node:fs'
import * as nodeModule from 'node:module'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'

// Node's compile cache (Node 22.1+): the code Node compiled of the engine and its dependencies (Vite, React's server
// renderer, the YAML parser, ajv) is kept in `.cache/node-compile/` and taken from there at the next start instead of
// compiled again (a 1,000-page build: 0.92x the time). Set in the environment too, so the render threads use it. A
// cache of the toolchain, like node_modules: `--no-cache` leaves it, and Node makes it anew when Node or a file
// changes. NODE_COMPILE_CACHE, when set, names another folder.
if (nodeModule.enableCompileCache) {
  const dir = process.env.NODE_COMPILE_CACHE || join(import.meta.dirname, '../../../.cache/node-compile')
  // Node adds an entry for each file it compiles and never removes one: each build's server bundle is a new file (some
  // 50 entries a build). Past this many entries the cache starts again. Counted by the process's main thread only: a
  // thread the engine starts (render, bundle) runs this module too (Node hands threads its `--import`), and counting
  // there cost each thread 0.13 s as it started, and could empty the cache under the others.
  const MOST_ENTRIES = 4000
  if (isMainThread && entriesIn(dir) > MOST_ENTRIES) rmSync(dir, { recursive: true, force: true })
  nodeModule.enableCompileCache(dir)
  process.env.NODE_COMPILE_CACHE = dir
}

/**
 * The entries of the compile cache: its folders (one per Node version) and what each holds. Read from the folders'
 * listings alone: a recursive listing asks the file system about each of the thousands of entries (0.13 s).
 */
function entriesIn(dir) {
  try {
    let entries = 0
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      entries += entry.isDirectory() ? 1 + readdirSync(join(dir, entry.name)).length : 1
    return entries
  } catch {
    return 0 // No cache yet.
  }
}

// The engine's TypeScript: Node reads it itself where it strips types by default (22.18+; tsx's loader cost a sixth of
// a build's CPU), tsx reads it on an older Node (the engine's threads do the same, util/worker-boot.mjs).
if (!process.features.typescript) (await import('tsx/esm/api')).register()
