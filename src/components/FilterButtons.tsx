import { css } from '@emotion/react'
import { useId } from 'react'
import type { Category, CategoryFilter } from '../generated/schema-types.ts'
import type { CategoryDeclaration } from '../shared/categories.ts'
import { fontSize, reducedMotion, space } from '../theme/tokens.ts'

/** The chosen category, or null for "everything". */
export type CategoryChoice = Category | null

/** Items whose category equals the choice exactly; every item when nothing is chosen. */
export function filterByCategory<T extends { category: Category }>(items: readonly T[], choice: CategoryChoice): T[] {
  return choice === null ? [...items] : items.filter((item) => item.category === choice)
}

/** Items grouped in the order site.yaml lists the categories; within a category they keep their order. */
export function orderByCategories<T extends { category: Category }>(
  items: readonly T[],
  categories: readonly CategoryDeclaration[] = [],
): T[] {
  const order = categories.map((category) => category.name)
  const rank = (item: T) => {
    const index = order.indexOf(item.category)
    return index === -1 ? order.length : index
  }
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item)
}

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: space.sm }),
  label: css({
    flexBasis: '100%',
    textAlign: 'center',
    fontSize: fontSize.sm,
    fontWeight: 600,
    color: 'var(--color-muted)',
  }),
  list: css({
    listStyle: 'none',
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.xs,
  }),
  button: css({
    minHeight: '2.75rem',
    padding: '0.5rem 1.15rem',
    borderRadius: '999px',
    fontSize: fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
    color: 'var(--color-text)',
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease, box-shadow 150ms ease',
    '&:hover': { borderColor: 'var(--color-accent-strong)', color: 'var(--color-accent-strong)' },
    '&[aria-pressed="true"]': {
      color: 'var(--color-accent-contrast)',
      background: 'var(--color-accent-strong)',
      borderColor: 'var(--color-accent-strong)',
      boxShadow: '0 6px 16px -8px color-mix(in srgb, var(--color-accent-strong) 80%, transparent)',
    },
    [reducedMotion]: { transition: 'none' },
  }),
}

/**
 * Toggle buttons "All" + one per category of site.yaml, in its order, reading as the category's label. The pressed one carries aria-pressed="true";
 * the group is named by the visible label.
 */
export function FilterButtons({
  filter,
  categories = [],
  value,
  onChange,
  className,
}: {
  filter: CategoryFilter
  categories?: readonly CategoryDeclaration[]
  value: CategoryChoice
  onChange: (choice: CategoryChoice) => void
  className?: string
}) {
  const labelId = useId()
  const options: Array<{ choice: CategoryChoice; label: string }> = [
    { choice: null, label: filter.allLabel },
    ...categories.map((category) => ({ choice: category.name, label: category.label ?? category.name })),
  ]
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons named by its label (ARIA's pattern); a fieldset would need a legend and the form resets
    <div role="group" aria-labelledby={labelId} css={styles.bar} className={className}>
      <p id={labelId} css={styles.label}>
        {filter.label}
      </p>
      <ul css={styles.list}>
        {options.map(({ choice, label }) => (
          <li key={label}>
            <button type="button" aria-pressed={value === choice} onClick={() => onChange(choice)} css={styles.button}>
              {label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
