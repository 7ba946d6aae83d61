import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

/**
 * Starts Node as every npm command of the project does (src/node/commands/start.mjs first), in a process of its own
 * from the project's folder, with these arguments; waits for it and gives back what it printed.
 */
export function startNode(
  args: string[],
  { nodeOptions = [], env }: { nodeOptions?: string[]; env?: NodeJS.ProcessEnv } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...nodeOptions, '--import', './src/node/commands/start.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    ...(env ? { env } : {}),
  })
}

/** Runs the build as `npm run build` does, with these arguments (and this environment, if given). */
export function runBuildCommand(args: string[], options: { env?: NodeJS.ProcessEnv } = {}): SpawnSyncReturns<string> {
  return startNode(['src/node/commands/build.ts', ...args], options)
}
