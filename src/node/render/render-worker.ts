import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { pageDocument, renderFailure, type DocumentContext, type PageJob } from './page-document.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'
import type { RenderReply, RenderRequest } from './render-pool.ts'

/**
 * A render worker (render-pool.ts starts it through render-worker-boot.mjs): loads the server renderer once, is handed
 * the build's document context once, then makes the documents of the pages the pool sends it, one at a time, and
 * answers each with its files' contents or with why it failed.
 */

const { serverEntry, context } = workerData as { serverEntry: string; context: DocumentContext }
const server: PageRenderer = await import(pathToFileURL(serverEntry).href)
const port = parentPort!

let queue = Promise.resolve()
port.on('message', ({ id, job }: RenderRequest) => {
  queue = queue.then(async () => {
    port.postMessage(await answer(id, job))
  })
})

async function answer(id: number, job: PageJob): Promise<RenderReply> {
  try {
    return { id, output: await pageDocument(context, server, job) }
  } catch (error) {
    return { id, failure: await renderFailure(server, job, error) }
  }
}
