// A process of its own for the web font's subset (fonts.ts starts it with `--liftoff-only`): HarfBuzz and the WOFF2
// compression run as WebAssembly, and V8's optimising compiler spent more CPU time compiling their code (about 0.6 s
// in the background on this machine) than it saved on one font. A V8 flag is the whole process's, so this is a process
// and not a thread. Plain JavaScript: it needs nothing of the engine's TypeScript. Answers `{ subset }`, or `{ error }`
// with the subsetter's words.
import subsetFont from 'subset-font'

process.once('message', async ({ font, text, options }) => {
  let answer
  try {
    answer = { subset: await subsetFont(Buffer.from(font), text, options) }
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) }
  }
  process.send(answer, () => process.disconnect())
})
