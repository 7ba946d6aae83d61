import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Node 24 reads a worker's TypeScript itself (type stripping: half the memory of a worker that loads tsx); an older
 * Node starts it through a JavaScript module that loads tsx first (worker-boot.mjs).
 */
const NATIVE_TYPESCRIPT = Boolean((process.features as { typescript?: unknown }).typescript)
const BOOT = new URL('./worker-boot.mjs', import.meta.url)

/** A thread running one of the engine's TypeScript modules, on any Node the engine runs on. */
export function engineWorker(module: URL, options: WorkerOptions & { workerData: Record<string, unknown> }): Worker {
  const workerData = { ...options.workerData, worker: module.href }
  return new Worker(NATIVE_TYPESCRIPT ? module : BOOT, { ...options, workerData })
}
