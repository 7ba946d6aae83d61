import { availableParallelism } from 'node:os'
import {
  makePage,
  type DocumentContext,
  type PageFiles,
  type PageJob,
  type PageMade,
  type RenderFailure,
} from './page-document.ts'
import { engineWorker } from '../util/engine-worker.ts'
import { folderMaker } from '../util/files.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'

/**
 * Where pages are rendered: in worker threads (`node:worker_threads`), one per core by default, each loading the
 * server renderer once and handed the build's document context once; or, with one job, in the build's own thread.
 * Each page goes to the worker with the fewest pages in hand; the answers come back as promises the prerender awaits
 * in page order, so the files are written in the same order whatever the number of jobs, and hold the same bytes (the
 * same code, page-document.ts, makes them).
 */

/** A page sent to a worker. */
export interface RenderRequest {
  id: number
  job: PageJob
  files: PageFiles
}

/** A worker's answer: what comes back of the page it made and wrote (page-document.ts makePage), or why it could not. */
export type RenderReply = { id: number } & ({ made: PageMade } | { failure: RenderFailure })

/** A page that could not be rendered, with what the renderer said (the prerender names the page's file). */
export class PageRenderError extends Error {
  readonly failure: RenderFailure

  constructor(failure: RenderFailure) {
    super(failure.message)
    this.name = 'PageRenderError'
    this.failure = failure
  }
}

export interface RenderPool {
  /** How many threads render (1: the build's own). */
  readonly jobs: number
  /** Renders a page and writes its files. */
  render(job: PageJob, files: PageFiles): Promise<PageMade>
  close(): Promise<void>
}

/** The number of render jobs of a build: one per core the process may use, unless told. */
export function renderJobs(requested?: number): number {
  if (requested === undefined) return availableParallelism()
  if (!Number.isInteger(requested) || requested < 1)
    throw new Error(`jobs must be a whole number from 1, not ${requested}`)
  return requested
}

/** Pages a worker is handed ahead, so it never waits for the main thread between two. */
const AHEAD = 4

const WORKER = new URL('./render-worker.ts', import.meta.url)
/**
 * A worker's young generation, capped: V8 gives each worker's young objects up to 3 × 32 MB, which two workers
 * filled with the pages' strings (peak memory of a 1,000-page build 930 MB instead of 650 MB with one thread); at
 * 16 MB it was 730 MB for the same CPU time.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 }

export function renderPool(options: {
  jobs: number
  context: DocumentContext
  /** The server renderer's file (for the workers). */
  serverEntry: string
  /** The server renderer, loaded in this thread (with one job). */
  loadServer: () => Promise<PageRenderer>
  /** One job in a worker thread instead of this one: this thread has other work meanwhile. */
  worker?: boolean
}): RenderPool {
  const { context } = options
  if (options.jobs <= 1 && !options.worker) {
    const server = options.loadServer()
    const folderOf = folderMaker()
    return {
      jobs: 1,
      async render(job, files) {
        const answer = await makePage(context, await server, job, files, folderOf)
        if ('failure' in answer) throw new PageRenderError(answer.failure)
        return answer.made
      },
      async close() {},
    }
  }

  return workerPool(options.jobs, options.serverEntry, context).pool
}

/** A render worker started before the build's document context is made (renderWorkerAhead). */
export interface RenderWorkerAhead {
  /** Hands it the context (once) and gives it as a pool of one worker. */
  pool: (context: DocumentContext) => RenderPool
  /** Stops it, used or not. */
  close: () => Promise<void>
}

/**
 * A render worker that loads the server renderer before the document context is made: a rebuild's few changed pages
 * are found after the template and the comparison, 0.1-0.2 s later, and it is ready for them.
 */
export function renderWorkerAhead(serverEntry: string): RenderWorkerAhead {
  const { pool, give } = workerPool(1, serverEntry)
  let given = false
  return {
    pool(context) {
      if (!given) give(context)
      given = true
      return pool
    },
    close: () => pool.close(),
  }
}

/** Render workers, each handed the document context as it starts, or later by `give`, before any page. */
function workerPool(
  jobs: number,
  serverEntry: string,
  context?: DocumentContext,
): { pool: RenderPool; give: (context: DocumentContext) => void } {
  const pending = new Map<number, { resolve: (output: PageMade) => void; reject: (error: unknown) => void }>()
  let broken: unknown
  let nextId = 0
  const workers = Array.from({ length: jobs }, () => {
    // The worker reads process.env as this thread has it (NODE_ENV: the same React build renders in both).
    const workerData = { serverEntry, context }
    const worker = engineWorker(WORKER, { workerData, resourceLimits: WORKER_LIMITS })
    const state = { worker, inHand: new Set<number>() }
    worker.on('message', (reply: RenderReply) => {
      state.inHand.delete(reply.id)
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      if ('made' in reply) waiting?.resolve(reply.made)
      else waiting?.reject(new PageRenderError(reply.failure))
    })
    const fail = (error: unknown) => {
      broken ??= error
      for (const id of state.inHand) pending.get(id)?.reject(error)
      state.inHand.clear()
    }
    worker.on('error', fail)
    // A worker stops only when the pool closes (which removes this listener first): any other stop fails the build,
    // rather than leaving the pages sent to it unanswered.
    worker.on('exit', (code) => fail(new Error(`a render worker stopped (exit code ${code})`)))
    return state
  })
  const pool: RenderPool = {
    jobs,
    render(job, files) {
      if (broken) return Promise.reject(broken)
      const id = nextId++
      const state = workers.reduce((a, b) => (b.inHand.size < a.inHand.size ? b : a))
      const answer = new Promise<PageMade>((resolve, reject) => pending.set(id, { resolve, reject }))
      state.inHand.add(id)
      state.worker.postMessage({ id, job, files } satisfies RenderRequest)
      return answer
    },
    async close() {
      for (const state of workers) state.worker.removeAllListeners('exit')
      await Promise.all(workers.map((state) => state.worker.terminate()))
    },
  }
  return {
    pool,
    give(given) {
      for (const state of workers) state.worker.postMessage({ context: given })
    },
  }
}

/** How many pages the prerender keeps in the pool's hands at once. */
export function inFlight(pool: RenderPool): number {
  return pool.jobs * AHEAD
}
