import { parseAst, type Plugin } from 'vite'

const SIDE_EFFECT_FREE = /\/node_modules\/hoist-non-react-statics\//
const ROUTER_FILE = /\/node_modules\/react-router\/dist\/[^?]*\.mjs$/
/** `var Link = React10.forwardRef(` and the like: a component or context made at the top level of the module. */
const MADE = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g
/** `Link.displayName = "Link";`: names for React's developer tools. */
const NAMED = /^\s*[A-Za-z_$][\w$]*\.displayName\s*=\s*"[^"\n]*";?\s*$/gm
const LIBRARY_FILE = /\/node_modules\/[^?]*\.[cm]?js$/
/** A variable given an error somewhere: only such files are parsed for markers. */
const ERROR_KEPT = /[\w$]\s*=\s*(?:new\s+)?Error\(/

/**
 * Lets the bundler drop the library code every page would otherwise carry unused, and spares the browser work
 * libraries do as they load (production client build only).
 *
 * React Router's bundle makes every component and context with a call the bundler cannot know is pure
 * (`React.forwardRef(...)`, `React.createContext(...)`) and then names it (`X.displayName = "X"`), so everything it
 * exports stayed in every page's code, used or not: its framework mode's links, forms, prefetching and scroll
 * restoration, about a third of the core chunk. This marks those calls `@__PURE__` and drops the names.
 *
 * Library errors made as the library loads and kept as markers are made without a stack (see `stacklessMarkers`).
 */
export function leanClientBundle(): Plugin {
  return {
    name: 'lean-client-bundle',
    apply: 'build',
    transform(code, id) {
      // Emotion imports this package for its side effects only (`import 'hoist-non-react-statics'`) and it has none:
      // unused, it and the react-is it requires stay out.
      if (SIDE_EFFECT_FREE.test(id)) return { code, map: null, moduleSideEffects: false }
      let out = LIBRARY_FILE.test(id) ? stacklessMarkers(code) : code
      if (ROUTER_FILE.test(id)) out = out.replace(MADE, '$1/* @__PURE__ */ $2').replace(NAMED, '')
      return out === code ? undefined : { code: out, map: null }
    },
  }
}

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const STACKLESS = '__stacklessError'

/**
 * Rewrites `var X = Error(message)` run as a module loads (outside every function) to make the same error without
 * capturing a stack. react-dom makes five such errors (SuspenseException and its kin): markers it throws to unwind
 * a render and recognises by identity, never shown. Capturing a stack costs nothing in a visitor's browser, but when
 * DevTools' Runtime domain is on (Lighthouse turns it on for every audit) Chromium records each frame's line and
 * column, and the frame here is the whole react-dom module: V8 parses its 200 KB again for the positions
 * (`V8.CollectSourcePositions`, 15-56 ms on this machine, four times that in Lighthouse's simulated phone). The
 * markers keep their message and `instanceof Error`; only `stack`, which held where react-dom was loaded, is gone.
 */
export function stacklessMarkers(code: string): string {
  if (!ERROR_KEPT.test(code)) return code
  const markers: Node[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    const n = node as Node
    // What runs later (functions, class bodies) is not run as the module loads.
    if (/Function|ClassBody/.test(n.type)) return
    if (n.type === 'VariableDeclarator' && isMarker(n.init as Node | null)) markers.push(n.init as Node)
    for (const key in n) if (key !== 'type') visit(n[key])
  }
  visit(parseAst(code))
  if (markers.length === 0) return code
  let out = code
  for (const marker of markers.sort((a, b) => b.start - a.start)) {
    const [message] = marker.arguments as Node[]
    out = `${out.slice(0, marker.start)}${STACKLESS}(${code.slice(message!.start, message!.end)})${out.slice(marker.end)}`
  }
  return `${out}\nfunction ${STACKLESS}(message) { return Object.create(Error.prototype, { message: { value: String(message), writable: true, configurable: true } }) }\n`
}

/** `Error(message)` or `new Error(message)`. */
function isMarker(init: Node | null): boolean {
  if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) return false
  const callee = init.callee as Node
  return callee.type === 'Identifier' && callee.name === 'Error' && (init.arguments as Node[]).length === 1
}
