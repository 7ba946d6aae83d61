/**
 * Ids the layout gives every page, whatever its blocks (the skip link jumps to `main`). The layout renders them from
 * here and the link check reads them from here, so a link to `#main` is never refused while the page has it.
 */
export const LAYOUT_IDS = { main: 'main' } as const

/** The ids every page has. */
export const layoutIds: readonly string[] = Object.values(LAYOUT_IDS)
