// A worker's first module where Node cannot read TypeScript (engine-worker.ts): plain JavaScript, so that it runs
// before anything reads TypeScript. It registers tsx, then starts the worker's own module.
import { workerData } from 'node:worker_threads'

if (!process.features.typescript) (await import('tsx/esm/api')).register()
await import(workerData.worker)
