import { parentPort, workerData } from 'node:worker_threads'
import { type BundleReply, type BundleRequest, buildBundles } from './bundle.ts'
import type { SiteModules } from './virtual-modules.ts'

/**
 * The bundles' thread (bundle.ts bundlesAhead): builds the two bundles while the build's own thread checks the site,
 * waiting for the site's modules where a module imports them, and answers once both are settled.
 */
const port = parentPort!
const modules = new Promise<SiteModules>((resolve, reject) =>
  port.once('message', (request: BundleRequest) =>
    'modules' in request ? resolve(request.modules) : reject(new Error('the build stopped: the site has errors')),
  ),
)
modules.catch(() => {})
let reply: BundleReply
try {
  reply = { built: await buildBundles({ ...workerData, modules }) }
} catch (error) {
  reply = { error }
}
port.postMessage(reply)
