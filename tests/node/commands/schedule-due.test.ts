import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduleDue } from '../../../src/node/commands/schedule-due.ts'

// The hourly job's question (npm run schedule:due), asked of a real HTTP server playing the live site: its
// /schedule.json is what the last build wrote.
let server: Server
let url: string
let body: string | undefined

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/schedule.json' || body === undefined) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const NOW = new Date('2026-11-30T08:30:00Z')

describe('scheduleDue', () => {
  it('is due once nextChange has passed, not before', async () => {
    body = JSON.stringify({ builtFor: '2026-11-26T09:00:00.000Z', nextChange: '2026-11-30T08:00:00.000Z' })
    expect(await scheduleDue(url, NOW)).toEqual({ due: true, reason: 'the output changed at 2026-11-30T08:00:00.000Z' })
    expect(await scheduleDue(url, new Date('2026-11-30T07:59:00Z'))).toEqual({
      due: false,
      reason: 'the next change is at 2026-11-30T08:00:00.000Z',
    })
  })

  it('is not due when nothing is scheduled', async () => {
    body = JSON.stringify({ builtFor: '2026-11-26T09:00:00.000Z', nextChange: null })
    expect(await scheduleDue(url, NOW)).toEqual({ due: false, reason: 'nothing is scheduled' })
  })

  it('is due when the live site has no schedule.json yet', async () => {
    body = undefined
    expect(await scheduleDue(url, NOW)).toEqual({
      due: true,
      reason: `${url}/schedule.json answered 404: rebuild to write it`,
    })
  })
})
