/** "case-study-grid" → "CaseStudyGrid". */
export function pascalCase(kebab: string): string {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())
}

/** The folder under src/blocks that holds a block type's component: `case-study-grid` → `CaseStudyGrid`. */
export function blockFolder(type: string): string {
  return pascalCase(type)
}

/** The module of a block type's component, as the bundler's manifest names it. */
export function blockModule(type: string): string {
  return `src/blocks/${blockFolder(type)}/index.ts`
}
