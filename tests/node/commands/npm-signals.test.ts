import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createConnection, createServer } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'

// Stopping `npm run dev` or `npm run serve` by the npm process's PID (what a process manager, an IDE or `kill` does)
// stops its server too: the scripts `exec` their server, so npm's signal reaches it instead of a shell that would
// exit and leave the server listening.

const started: ChildProcess[] = []
afterEach(() => {
  // Only if a test failed half-way: the npm processes this file started, by their own PIDs.
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describe.each([
  ['dev', (port: number) => ['--port', String(port), '--strictPort']],
  ['serve', (port: number) => ['--port', String(port), '--root', 'tests/fixtures/sites/minimal']],
])('npm run %s', (script, args) => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    'stopped with %s by the npm process PID leaves no server listening',
    async (signal) => {
      const port = await freePort()
      const npm = spawn('npm', ['run', script, '--', ...args(port)], { stdio: 'ignore' })
      started.push(npm)
      await expect.poll(() => listening(port), { timeout: 60000, interval: 200 }).toBe(true)
      const exited = once(npm, 'exit')
      npm.kill(signal)
      await exited
      await expect.poll(() => listening(port), { timeout: 10000, interval: 100 }).toBe(false)
    },
    90000,
  )
})
