// A thread of its own for the web font's subset (fonts.ts): HarfBuzz and the WOFF2 compression run as WebAssembly in
// the thread that calls them, for about a third of a second, while the build's own thread hands the render threads
// their pages. Plain JavaScript: it needs nothing of the engine's TypeScript.
import { parentPort, workerData } from 'node:worker_threads'
import subsetFont from 'subset-font'

const { font, text, options } = workerData
parentPort.postMessage(await subsetFont(Buffer.from(font), text, options))
