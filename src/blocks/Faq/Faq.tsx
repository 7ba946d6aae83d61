import { ChevronDown } from '../../generated/icons.ts'
import { useId } from 'react'
import { Section } from '../../components/Section.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Faq.styles.ts'

/**
 * Questions that open to show their answers. Native <details>/<summary>: keyboard and screen-reader support come
 * from the browser, the prerendered page works before any script runs, and all questions start closed on server and client.
 */
export function Faq({ id, tone, eyebrow, title, intro, items, exclusive = false }: BlockProps<'faq'>) {
  const groupName = useId()
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <ul css={styles.list}>
        {items.map(({ question, answer }) => (
          <li key={question}>
            <details
              name={exclusive ? groupName : undefined}
              css={[styles.item, tone === 'dark' ? styles.itemOnDark : styles.itemOnLight]}
            >
              <summary css={styles.summary}>
                <span>{question}</span>
                <ChevronDown size={20} css={styles.chevron} />
              </summary>
              <div css={styles.answer}>
                {(Array.isArray(answer) ? answer : [answer]).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}
