/**
 * How the client bundle is split (used by vite.config.ts):
 * - `react`: React itself (and src/app/react-dom.ts, its ES face for the entry); `core`: everything the app (src/app/hydrate.tsx) imports, so every page runs it (the
 *   router, Emotion, the app, the layout with its menus, the theme). The core takes whole modules, every export of
 *   them: a helper only blocks use lives in a module the app does not import (src/shared/dates.ts beside text.ts).
 * - the rest is split by the bundler: a chunk per block type, loaded only by pages that use the block (and only when
 *   the block comes into view: src/blocks/BlockRenderer.tsx), one data chunk per page, and chunks for code several
 *   blocks share (shared components, the forms), so a block fetches no more than it runs.
 * - a block's behaviour (`src/blocks/<Block>/<name>-behaviour.ts`: what the engine gives its prerendered HTML without
 *   React, src/blocks/slot-behaviours.ts) is a chunk named after its file, not after the block: a page that keeps
 *   the block's HTML loads it and none of the block's code. The block's own code must not import it, or the bundler
 *   would put it in the block's chunk.
 * Chunk files are named after the blocks whose code they hold (`block-Hero`, `block-ArticleBody`), so a test can
 * check that no page loads a block it does not use.
 */

import { iconImports } from '../model/ui-icons.ts'
import { APP_DIR, SHARED_CHUNKS } from '../util/app-entries.ts'

interface ChunkingContext {
  getModuleInfo(moduleId: string): { id: string; importedIds: readonly string[]; code: string | null } | null
}

const REACT = /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/react-dom\.ts$/
/** A block's behaviour module (its chunk is named after the file: `hero-behaviour`). */
const BEHAVIOUR = /\/src\/blocks\/[A-Za-z]+\/[a-z-]+-behaviour\.ts$/
/** The icon index (src/generated/icons.ts) re-exports every icon the code draws: following all its imports would put every drawing into the core. */
const ICON_INDEX = /\/src\/generated\/icons\.ts$/

/** The icon modules a module takes from the icon index, by the names it imports. */
function iconsImported(code: string, index: { code: string | null; id: string }): string[] {
  const names = new Set(iconImports(code))
  const dir = index.id.slice(0, index.id.lastIndexOf('/'))
  const ids: string[] = []
  for (const m of (index.code ?? '').matchAll(/export\s*{\s*(\w+)\s*}\s*from\s*["'](\.\/icons\/[^"']+)["']/g))
    if (names.has(m[1]!)) ids.push(`${dir}/${m[2]!.slice(2)}`)
  return ids
}

/** Names `core` every module the app file imports, directly or not (its dynamic imports, blocks and pages, stay out). */
export function coreChunk(appFile: string): (id: string, ctx: ChunkingContext) => string | null {
  const closures = new WeakMap<object, Set<string>>()
  return (id, ctx) => {
    let closure = closures.get(ctx)
    if (!closure) {
      closure = new Set<string>()
      const stack = [appFile]
      while (stack.length > 0) {
        const next = stack.pop()!
        if (closure.has(next)) continue
        closure.add(next)
        const info = ctx.getModuleInfo(next)
        for (const imported of info?.importedIds ?? []) {
          if (!ICON_INDEX.test(imported)) stack.push(imported)
          else if (info?.code)
            stack.push(...iconsImported(info.code, ctx.getModuleInfo(imported) ?? { code: null, id: imported }))
        }
      }
      closures.set(ctx, closure)
    }
    // Vite's preload helper is shared with the entry, which must not pull in the core before the first paint.
    return closure.has(id) && !id.includes('vite/preload-helper') && !ICON_INDEX.test(id) ? SHARED_CHUNKS.core : null
  }
}

/** `output.codeSplitting`. */
export function codeSplitting(appFile: string) {
  return {
    groups: [
      // React itself: client.tsx evaluates it in a task of its own before the app, so neither is one long task.
      {
        debugName: SHARED_CHUNKS.react,
        name: (id: string) => (REACT.test(id) ? SHARED_CHUNKS.react : null),
        priority: 4,
      },
      // The core names its whole closure itself; captured recursively it would also take Vite's preload helper.
      { debugName: SHARED_CHUNKS.core, name: coreChunk(appFile), includeDependenciesRecursively: false, priority: 3 },
    ],
  }
}

/**
 * The chunks every page has loaded before any of its code imports another (`build.modulePreload.resolveDependencies`):
 * React (with the bundler's runtime it imports), the core, and the preload helper the entry imports. A dynamic
 * import need not preload them again, and each list of chunks to preload, with its file names, is in the code that
 * asks for it: the core's lists alone named them a dozen times.
 */
const FIRST_LOADED = new RegExp(
  `^${APP_DIR}/(${SHARED_CHUNKS.react}|${SHARED_CHUNKS.core}|rolldown-runtime|preload-helper)-[\\w-]{8}\\.js$`,
)

/** `build.modulePreload.resolveDependencies`: the chunks a dynamic import preloads, without those every page has. */
export function preloadedWithImport(_file: string, deps: string[]): string[] {
  return deps.filter((dep) => !FIRST_LOADED.test(dep))
}

/** `output.chunkFileNames`: a chunk holding a block's code is named after the block folders whose code it holds. */
export function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (chunk.moduleIds.every((id) => BEHAVIOUR.test(id))) return `${APP_DIR}/[name]-[hash].js`
  const blocks = [
    ...new Set(
      chunk.moduleIds.map((id) => /\/src\/blocks\/([A-Za-z]+)\//.exec(id)?.[1]).filter((n): n is string => !!n),
    ),
  ].sort()
  if (blocks.length > 0) return `${APP_DIR}/block-${blocks.join('+')}-[hash].js`
  return `${APP_DIR}/[name]-[hash].js`
}
