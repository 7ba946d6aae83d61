import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'
import { makePage, type DocumentContext } from './page-document.ts'
import { folderMaker } from '../util/files.ts'
import type { PageRenderer } from '../../shared/rendered-page.ts'
import type { RenderReply, RenderRequest } from './render-pool.ts'

/**
 * A render worker (render-pool.ts starts it: util/engine-worker.ts): loads the server renderer once, is handed
 * the build's document context once, then makes the pages the pool sends it, one at a time: writes each page's two
 * files and answers with its words for the search index, or with why it could not be rendered.
 */

const { serverEntry, context } = workerData as { serverEntry: string; context: DocumentContext }
const server: PageRenderer = await import(pathToFileURL(serverEntry).href)
const port = parentPort!

const folderOf = folderMaker()

let queue = Promise.resolve()
port.on('message', ({ id, job, files }: RenderRequest) => {
  // A failure to write a file rejects here and stops the worker, and so the build.
  queue = queue.then(async () => {
    port.postMessage({ id, ...(await makePage(context, server, job, files, folderOf)) } satisfies RenderReply)
  })
})
