import type { Plugin } from 'vite'

const SIDE_EFFECT_FREE = /\/node_modules\/(hoist-non-react-statics|@emotion\/cache|@emotion\/sheet)\//
/** @emotion/react's modules (its entry, its JSX runtimes), which import the cache for its side effects. */
const EMOTION_REACT =
  /\/node_modules\/@emotion\/react\/(jsx-runtime\/|jsx-dev-runtime\/)?dist\/[^/?]*\.browser\.esm\.js$/
/** `import createCache from '@emotion/cache';` or `import '@emotion/cache';`. */
const CACHE_IMPORT = /^import (createCache from )?'@emotion\/cache';$/m
const EMOTION_ELEMENT = /\/node_modules\/@emotion\/react\/dist\/emotion-element-[^/?]*\.browser\.esm\.js$/
/** The cache of Emotion's default context, made when the module loads (`createCache({ key: 'css' })` in a browser). */
const DEFAULT_CACHE =
  /typeof HTMLElement !== 'undefined' \? \/\* #__PURE__ \*\/createCache\(\{\s*key: 'css'\s*\}\) : null/
const EMOTION_CACHE = /\/node_modules\/@emotion\/cache\/dist\/[^?]*\.js$/
/** The plugins of a cache made without its own (Emotion's default context's): the vendor prefixer and stylis's table. */
const DEFAULT_PLUGINS = 'var defaultStylisPlugins = [prefixer];'
/** The icon index (src/generated/icons.ts) and the icon modules it re-exports, each a pure drawing. */
const ICON_MODULE = /\/src\/generated\/icons(\.ts|\/[A-Za-z0-9]+\.ts)$/
/** Vite's helper that preloads the chunks a dynamically imported chunk imports (`__vitePreload`). */
const PRELOAD_HELPER = '\0vite/preload-helper.js'
/** `const assetsURL = function(dep) { return "/"+dep }`: where the app's files are served from (the site's base). */
const ASSETS_URL = /const assetsURL = (function\(dep\) \{ return [^}]*\})/
/**
 * The preload helper, reduced to what this app uses: a `<link rel="modulepreload">` for each chunk the imported one
 * needs, then the import. Vite's own also preloads CSS files (the app has none: Emotion), asks the page for a CSP
 * nonce (the pages' policy allows the app's files by origin) and reports failures as a `vite:preloadError` event
 * (nothing listens: a chunk that cannot load rejects the import, as here). It is in every page's first load.
 */
const leanPreloadHelper = (assetsURL: string) => `const assetsURL = ${assetsURL};
const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const href = assetsURL(dep);
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};
`
const ROUTER_FILE = /\/node_modules\/react-router\/dist\/[^?]*\.mjs$/
/** `var Link = React10.forwardRef(` and the like: a component or context made at the top level of the module. */
const MADE = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g
/** `Link.displayName = "Link";`: names for React's developer tools. */
const NAMED = /^\s*[A-Za-z_$][\w$]*\.displayName\s*=\s*"[^"\n]*";?\s*$/gm

/**
 * Lets the bundler drop the library code every page would otherwise carry unused (production client build only).
 *
 * React Router's bundle makes every component and context with a call the bundler cannot know is pure
 * (`React.forwardRef(...)`, `React.createContext(...)`) and then names it (`X.displayName = "X"`), so everything it
 * exports stayed in every page's code, used or not: its framework mode's links, forms, prefetching and scroll
 * restoration, about a third of the core chunk. This marks those calls `@__PURE__` and drops the names. Emotion's
 * cache keeps its vendor prefixer as the default plugins of any cache; the site's cache has none (see above).
 */
export function leanClientBundle(): Plugin {
  return {
    name: 'lean-client-bundle',
    apply: 'build',
    transform(code, id) {
      // A site served from a relative base has a helper that resolves against the importer: left as Vite makes it.
      const assetsURL = id === PRELOAD_HELPER ? ASSETS_URL.exec(code)?.[1] : undefined
      if (assetsURL) return { code: leanPreloadHelper(assetsURL), map: null }
      // The site's one cache is made without the vendor prefixer (src/app/emotion.ts); only the cache of Emotion's
      // default context, which the app never uses (it provides its own), would use it. Without it, the prefixer and
      // stylis's prefix table (1 KB gzip) leave the core.
      if (EMOTION_CACHE.test(id))
        return {
          code: code.replace(DEFAULT_PLUGINS, 'var defaultStylisPlugins = [];'),
          map: null,
          moduleSideEffects: false,
        }
      // Emotion imports this package for its side effects only (`import 'hoist-non-react-statics'`) and it has none:
      // unused, it and the react-is it requires stay out. Nor have Emotion's cache and style sheet, which only the
      // browser's compiler of new styles uses (src/app/prerendered-styles.ts), loaded when a page needs it.
      if (SIDE_EFFECT_FREE.test(id)) return { code, map: null, moduleSideEffects: false }
      // The icon index re-exports every icon the code draws, each a pure drawing: the core takes its three icons
      // from it, and without this it would also import the chunk of the others (shared by blocks, 0.9 KB gzip) for
      // the side effects they do not have.
      if (ICON_MODULE.test(id)) return { code, map: null, moduleSideEffects: false }
      // The app always provides its own cache (src/app/hydrate.tsx): the default context's, made as the module loads,
      // would keep Emotion's cache, compiler and style sheet (3 KB gzip) in every page's first load.
      // Their imports of the cache go too: the core is every module the app imports (chunks.ts), used or not.
      if (EMOTION_ELEMENT.test(id) && DEFAULT_CACHE.test(code))
        return { code: code.replace(DEFAULT_CACHE, 'null').replace(CACHE_IMPORT, ''), map: null }
      if (EMOTION_REACT.test(id)) return { code: code.replace(CACHE_IMPORT, ''), map: null }
      if (!ROUTER_FILE.test(id)) return undefined
      return { code: code.replace(MADE, '$1/* @__PURE__ */ $2').replace(NAMED, ''), map: null }
    },
  }
}
