/**
 * The words of a page the search index reads (search-index.ts), taken from its HTML where the page is made (a render
 * worker): only <main> (the header and footer are on every page), without what Pagefind does not read. Inline icons,
 * class and style attributes, and pictures' addresses were about half the bytes sent to its process, and it parsed
 * them all; a picture's address also went into every result's data (`meta.image`, a whole data URL for an inlined
 * hero), which the search block does not show.
 */
export function indexText(html: string): string {
  return forIndex(/<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
}

/** A page's <main> as Pagefind needs it: its words, headings, ids and alt texts. */
function forIndex(main: string): string {
  return main.replace(/<svg\b[\s\S]*?<\/svg>/g, '').replace(/ (?:class|style|src|srcset|sizes)="[^"]*"/g, '')
}

/**
 * A page as the search index is handed it: its HTML; the words the render worker took from it (indexText); or, for a
 * page copied from the last build, the key of its words then and a reader of its HTML.
 */
export type PageForIndex = string | { words: string } | { main: string; read: () => string }
