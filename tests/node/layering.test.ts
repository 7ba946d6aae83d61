import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync, Visitor } from 'vite'
import { describe, expect, test } from 'vitest'

/**
 * The Node side's imports run one way (src/node/README.md): commands → load.ts / build.ts → host, render, bundle →
 * checks → model → content → errors → util. A stage imports its own folder and the stages after it; host, render and
 * bundle are peers and import none of each other. Every file may import src/shared and src/generated; none imports
 * the browser's code, except build.ts, which names the type of the server renderer it builds (src/app/server.tsx).
 * The imports are read with a parser (Vite's, oxc): static imports and re-exports, `import type`, dynamic
 * `import('…')` and `typeof import('…')`.
 */

const root = join(import.meta.dirname, '../..')
const NODE = 'src/node'

/** Each stage's place in the order; a stage may import only its own folder and the stages with a higher number. */
const ORDER: Record<string, number> = {
  commands: 0,
  top: 1,
  host: 2,
  render: 2,
  bundle: 2,
  checks: 3,
  model: 4,
  content: 5,
  errors: 6,
  util: 7,
}

/** Code both sides may import. */
const SHARED = ['src/shared', 'src/generated']
/** The browser's code. */
const BROWSER = ['src/app', 'src/blocks', 'src/components', 'src/layout', 'src/forms', 'src/theme']
/** The one import of browser code: the type of the server renderer build.ts builds and then loads. */
const ALLOWED_BROWSER = { file: 'src/node/build.ts', target: 'src/app/server.tsx', form: 'typeof import' }

interface Import {
  file: string
  line: number
  specifier: string
  form: 'import' | 'export' | 'import()' | 'typeof import'
}

/** The stage of a file under src/node: its folder, or `top` for load.ts and build.ts. */
function stageOf(file: string): string {
  const parts = relative(NODE, file).split('/')
  return parts.length === 1 ? 'top' : parts[0]!
}

/** Every import and re-export of a file, with its line. */
function importsOf(file: string, code: string): Import[] {
  const found: Import[] = []
  const lineOf = (offset: number) => code.slice(0, offset).split('\n').length
  const add = (form: Import['form'], source: { value?: unknown; start: number } | null | undefined) => {
    if (source && typeof source.value === 'string')
      found.push({ file, line: lineOf(source.start), specifier: source.value, form })
  }
  const { program, errors } = parseSync(file, code, { lang: file.endsWith('x') ? 'tsx' : 'ts' })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`)
  new Visitor({
    ImportDeclaration: (node) => add('import', node.source),
    ExportNamedDeclaration: (node) => add('export', node.source),
    ExportAllDeclaration: (node) => add('export', node.source),
    // A template literal or an expression names no fixed module: only a string literal is a dependency.
    ImportExpression: (node) => add('import()', node.source.type === 'Literal' ? node.source : undefined),
    TSImportType: (node) => add('typeof import', node.source),
  }).visit(program)
  return found
}

/** Why an import runs against the order, or undefined when it may stay. */
function problemOf(entry: Import): string | undefined {
  if (!entry.specifier.startsWith('.')) return undefined // a package or a Node module
  const target = relative(root, resolve(root, dirname(entry.file), entry.specifier))
    .split('\\')
    .join('/')
  const from = stageOf(entry.file)
  const inside = (folders: string[]) => folders.find((folder) => target === folder || target.startsWith(`${folder}/`))
  if (inside(SHARED)) return undefined
  const browser = inside(BROWSER)
  if (browser) {
    const allowed =
      entry.file === ALLOWED_BROWSER.file && target === ALLOWED_BROWSER.target && entry.form === ALLOWED_BROWSER.form
    return allowed ? undefined : `stage ${from} may not import browser code (${browser})`
  }
  if (!inside([NODE])) return `stage ${from} may not import ${target}, outside the engine's Node side`
  const to = stageOf(target)
  if (ORDER[to] === undefined) return `${to} is not a stage of the order (add it to ORDER and src/node/README.md)`
  if (to === from || ORDER[to]! > ORDER[from]!) return undefined
  return `stage ${from} may not import stage ${to}`
}

/** Every import of every file under src/node that runs upward or across, as `file:line imports 'x' (why)`. */
function layeringProblems(files: ReadonlyArray<{ file: string; code: string }>): string[] {
  return files.flatMap(({ file, code }) =>
    importsOf(file, code).flatMap((entry) => {
      const problem = problemOf(entry)
      return problem ? [`${entry.file}:${entry.line} imports '${entry.specifier}' (${problem})`] : []
    }),
  )
}

function nodeSources(): Array<{ file: string; code: string }> {
  return readdirSync(join(root, NODE), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .sort()
    .map((name) => {
      const file = `${NODE}/${name.split('\\').join('/')}`
      return { file, code: readFileSync(join(root, file), 'utf8') }
    })
}

describe('src/node imports run one way', () => {
  test('no file imports a stage above its own, a peer stage, or browser code', () => {
    const sources = nodeSources()
    for (const { file } of sources) expect(ORDER[stageOf(file)], `${file}: a folder of no stage`).toBeDefined()
    // The parser found the imports (a check that reads none passes whatever the code does).
    expect(sources.flatMap(({ file, code }) => importsOf(file, code)).length).toBeGreaterThan(150)
    expect(layeringProblems(sources)).toEqual([])
  })

  test('the check reads every form of import, and names the file, the line and the stages', () => {
    const code = [
      "import { a } from '../load.ts'",
      "import type {\n  B,\n} from '../render/html.ts'",
      "export { c } from '../checks/menus.ts'",
      "export * from '../../components/Svg.tsx'",
      "const d = await import('../host/hosting.ts')",
      "type E = typeof import('../../app/server.tsx')",
      // A template literal with a placeholder (\u0024 is "$", so the linter reads no placeholder in a plain string).
      'const f = await import(`../host/\u0024{name}.ts`)',
      "import { g } from '../util/paths.ts'",
      "import { h } from '../../shared/routes.ts'",
      "import { i } from 'vite'",
    ].join('\n')
    // Line 5 (bundle re-exports from checks) runs downward, line 9 names no fixed module: neither is reported.
    expect(layeringProblems([{ file: 'src/node/bundle/example.ts', code }])).toEqual([
      "src/node/bundle/example.ts:1 imports '../load.ts' (stage bundle may not import stage top)",
      "src/node/bundle/example.ts:4 imports '../render/html.ts' (stage bundle may not import stage render)",
      "src/node/bundle/example.ts:6 imports '../../components/Svg.tsx' (stage bundle may not import browser code (src/components))",
      "src/node/bundle/example.ts:7 imports '../host/hosting.ts' (stage bundle may not import stage host)",
      "src/node/bundle/example.ts:8 imports '../../app/server.tsx' (stage bundle may not import browser code (src/app))",
    ])
  })

  test("build.ts alone may name the server renderer's type, and only as a type", () => {
    const typeOnly = "type ServerEntry = typeof import('../app/server.tsx')"
    const loaded = "const server = await import('../app/server.tsx')"
    expect(layeringProblems([{ file: 'src/node/build.ts', code: typeOnly }])).toEqual([])
    expect(layeringProblems([{ file: 'src/node/build.ts', code: loaded }])).toEqual([
      "src/node/build.ts:1 imports '../app/server.tsx' (stage top may not import browser code (src/app))",
    ])
  })

  test('lines are counted in characters, after text that is not ASCII', () => {
    const code = `// ${'✔ → “quoted” 🙂 '.repeat(10)}\nconst a = '✔'\nimport { b } from '../load.ts'\nconst c = 1\nconst d = 2\n`
    expect(layeringProblems([{ file: 'src/node/model/x.ts', code }])).toEqual([
      "src/node/model/x.ts:3 imports '../load.ts' (stage model may not import stage top)",
    ])
  })

  test('errors may import util, not the reverse', () => {
    expect(layeringProblems([{ file: 'src/node/errors/x.ts', code: "import { a } from '../util/paths.ts'" }])).toEqual(
      [],
    )
    expect(layeringProblems([{ file: 'src/node/util/x.ts', code: "import { a } from '../errors/errors.ts'" }])).toEqual(
      ["src/node/util/x.ts:1 imports '../errors/errors.ts' (stage util may not import stage errors)"],
    )
  })
})
