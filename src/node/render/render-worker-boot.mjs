// A render worker's first module: plain JavaScript, so that it runs before anything can read TypeScript. Node reads
// the engine's TypeScript itself (its type stripping: `npm run build` runs on it); where it cannot, tsx is registered
// first. Then it starts render-worker.ts.
import { workerData } from 'node:worker_threads'

if (!process.features.typescript) (await import('tsx/esm/api')).register()
await import(workerData.worker)
