import { Check } from '../generated/icons.ts'

/** A bullet list with check marks, used for features, details and results. */
export function CheckList({ items, tone = 'light' }: { items: readonly string[]; tone?: 'light' | 'dark' | 'muted' }) {
  return (
    <ul css={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
      {items.map((item) => (
        <li key={item} css={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
          <Check
            size={18}
            css={{
              flex: 'none',
              marginTop: '0.2rem',
              color: tone === 'dark' ? 'var(--color-accent)' : 'var(--color-accent-strong)',
            }}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
