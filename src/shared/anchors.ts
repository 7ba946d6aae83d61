import { slugify } from './text.ts'

/**
 * Ids the layout gives every page, whatever its blocks (the skip link jumps to `main`). The layout renders them from
 * here and the link check reads them from here, so a link to `#main` is never refused while the page has it.
 */
export const LAYOUT_IDS = { main: 'main' } as const

/** The ids every page has. */
export const layoutIds: readonly string[] = Object.values(LAYOUT_IDS)

/** Unique anchor names for a list of sections, from their titles ("Information We Collect" → "information-we-collect"). */
export function anchorsFor(titles: readonly string[]): string[] {
  const used = new Set<string>()
  return titles.map((title, index) => {
    let anchor = slugify(title) || `section-${index + 1}`
    if (used.has(anchor)) anchor = `${anchor}-${index + 1}`
    used.add(anchor)
    return anchor
  })
}
