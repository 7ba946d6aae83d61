import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

/**
 * Runs the build as `npm run build` does (src/node/commands/start.mjs, then the build command), in a process of its
 * own from the project's folder, with these arguments; waits for it and gives back what it printed.
 */
export function runBuildCommand(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    ['--import', './src/node/commands/start.mjs', 'src/node/commands/build.ts', ...args],
    { cwd: root, encoding: 'utf8' },
  )
}
