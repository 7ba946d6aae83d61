import type { IconComponent } from './Svg.tsx'
import type { IconName, Tone } from '../generated/schema-types.ts'
import { Icon } from './Icon.tsx'

/** A card's icon in an accent-tinted rounded square (decorative: the card's heading carries the meaning). */
export function IconTile({
  name,
  tone = 'light',
  size = 'md',
}: {
  name: IconName | IconComponent
  tone?: Tone
  size?: 'md' | 'lg'
}) {
  const accent = tone === 'dark' ? 'var(--color-accent)' : 'var(--color-accent-strong)'
  const box = size === 'lg' ? '3.5rem' : '3rem'
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-grid',
        placeItems: 'center',
        flex: 'none',
        width: box,
        height: box,
        borderRadius: 'var(--radius)',
        color: accent,
        background: `linear-gradient(135deg, color-mix(in srgb, ${accent} 16%, transparent), color-mix(in srgb, ${accent} 6%, transparent))`,
        border: `1px solid color-mix(in srgb, ${accent} 22%, transparent)`,
      }}
    >
      <Icon name={name} size={size === 'lg' ? 28 : 24} strokeWidth={1.75} />
    </span>
  )
}
