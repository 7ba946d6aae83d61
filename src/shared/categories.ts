import type { SiteConfig } from '../generated/schema-types.ts'

/** A category as site.yaml declares it (`vocabularies.categories`): the name items write, and what visitors read. */
export type CategoryDeclaration = NonNullable<NonNullable<SiteConfig['vocabularies']>['categories']>[number]

/** What visitors read for the category an item names: its label in site.yaml, else its name. */
export function categoryLabel(categories: readonly CategoryDeclaration[] | undefined, name: string): string {
  return categories?.find((category) => category.name === name)?.label ?? name
}
