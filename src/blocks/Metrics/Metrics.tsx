import { cardStyles } from '../../components/Card.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import { Section, mutedFor } from '../../components/Section.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Metrics.styles.ts'

/**
 * Figures. Without a title: a compact stats strip (value and label), dark by default because it is
 * meant as a band between white sections. With a title: metric cards with optional icon, title and description.
 */
export function Metrics({ id, tone, title, intro, items }: BlockProps<'metrics'>) {
  if (!title) {
    const band = tone ?? 'dark'
    const dark = band === 'dark'
    return (
      <Section id={id} tone={band} intro={intro} noHeading css={styles.stripBand}>
        <ul
          css={[
            styles.strip(items.length),
            { '--divider': dark ? 'color-mix(in srgb, var(--color-on-dark) 18%, transparent)' : 'var(--color-border)' },
          ]}
        >
          {items.map((item) => (
            <li key={`${item.value}-${item.label}`}>
              <span css={[styles.stripValue, { color: dark ? 'var(--color-accent)' : 'var(--color-accent-strong)' }]}>
                {item.value}
              </span>
              <span css={[styles.stripLabel, { color: mutedFor(band) }]}>{item.label}</span>
            </li>
          ))}
        </ul>
      </Section>
    )
  }
  return (
    <Section id={id} tone={tone} title={title} intro={intro}>
      <ul css={styles.cardGrid(items.length)}>
        {items.map((item) => (
          <li key={`${item.value}-${item.label}`}>
            <div css={[cardStyles, styles.card, styles.accentEdge]}>
              {item.icon ? <IconTile name={item.icon} /> : null}
              <p css={styles.cardValue}>{item.value}</p>
              <p css={styles.cardLabel}>{item.label}</p>
              {item.title ? <h3 css={styles.cardTitle}>{item.title}</h3> : null}
              {item.description ? <p css={styles.cardDescription}>{item.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
