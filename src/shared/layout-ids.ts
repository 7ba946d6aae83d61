/**
 * Ids the layout gives every page, whatever its blocks (the skip link jumps to `main`). The layout renders them from
 * here and the link check reads them from here, so a link to `#main` is never refused while the page has it. A module
 * of its own: the layout is in the browser's core, which takes whole modules (src/node/bundle/chunks.ts), and the
 * anchors of a block's sections (anchors.ts) are the blocks' business.
 */
export const LAYOUT_IDS = { main: 'main' } as const

/** The ids every page has (for the link check: marked pure, so the browser's bundle, which has the layout, drops it). */
export const layoutIds: readonly string[] = /* @__PURE__ */ Object.values(LAYOUT_IDS)
