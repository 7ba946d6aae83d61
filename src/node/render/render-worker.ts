import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { makePage, type DocumentContext } from './page-document.ts'
import { folderMaker } from '../util/files.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'
import type { RenderReply, RenderRequest } from './render-pool.ts'

/**
 * A render worker (render-pool.ts starts it: util/engine-worker.ts): loads the server renderer once, is handed
 * the build's document context once (as it starts, or in its first message), then makes the pages the pool sends it,
 * one at a time: writes each page's two files and answers with its words for the search index, or with why it could
 * not be rendered.
 */

const { serverEntry, ...data } = workerData as { serverEntry: string; context?: DocumentContext }
// A worker started before the context was made (render-pool.ts renderWorkerAhead) is handed it first, in a message.
let context = data.context
const server: PageRenderer = await import(pathToFileURL(serverEntry).href)
const port = parentPort!

const folderOf = folderMaker()

let queue = Promise.resolve()
port.on('message', (message: RenderRequest | { context: DocumentContext }) => {
  if ('context' in message) {
    context = message.context
    return
  }
  const { id, job, files } = message
  // A failure to write a file rejects here and stops the worker, and so the build.
  queue = queue.then(async () => {
    port.postMessage({ id, ...(await makePage(context!, server, job, files, folderOf)) } satisfies RenderReply)
  })
})
