// A render worker's first module: plain JavaScript, so that it runs before anything can read TypeScript. It lets the
// worker import the engine's TypeScript (tsx, as `npm run build` runs it), then starts render-worker.ts.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.worker)
