import type { Entry } from '../../shared/types.ts'

export type Service = Entry<'services'>

/** Service entries in the order their `order` fields give; those without one last, by title. */
export function sortServices(items: readonly Service[]): Service[] {
  return [...items].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title))
}

/** Where a service's cards link: its own page (`href`) or the overview page generated for it. */
export function serviceHref(item: Service): string | undefined {
  return item.href ?? item.route
}
