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

/** "Information We Collect" → "information-we-collect": an anchor name for a section heading. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
