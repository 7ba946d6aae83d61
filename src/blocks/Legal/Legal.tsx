import type { BlockProps } from '../types.ts'
import { LegalContact } from './LegalContact.tsx'
import { anchorsFor } from '../../shared/anchors.ts'
import { FormattedDate } from '../../components/FormattedDate.tsx'
import * as styles from './Legal.styles.ts'

/** A legal page: dark header (badge, the page's h1, last-updated date), introduction, numbered sections and a contact box. */
export function Legal({
  id,
  badge,
  title,
  updatedLabel,
  updated,
  intro,
  contentsTitle,
  sections,
  contact,
}: BlockProps<'legal'>) {
  const anchors = anchorsFor(sections.map((section) => section.title))
  return (
    <div id={id}>
      <header data-hero="legal" css={styles.header}>
        <div aria-hidden="true" css={styles.mesh} />
        <div css={styles.headerInner}>
          {badge ? <p css={styles.badge}>{badge}</p> : null}
          <h1 css={styles.title}>{title}</h1>
          <p css={styles.updated}>
            <span css={styles.updatedLabel}>{updatedLabel}</span> <FormattedDate date={updated} />
          </p>
        </div>
      </header>
      <div data-tone="light" css={styles.body}>
        <div css={[styles.layout, contentsTitle && styles.layoutWithContents]}>
          {contentsTitle ? (
            <nav aria-label={contentsTitle} css={styles.contents}>
              <p css={styles.contentsTitle}>{contentsTitle}</p>
              <ol css={styles.contentsList}>
                {sections.map((section, index) => (
                  <li key={anchors[index]}>
                    <a href={`#${anchors[index]}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div css={styles.text}>
            <p css={styles.intro}>{intro}</p>
            {sections.map((section, index) => (
              <section
                key={anchors[index]}
                id={anchors[index]}
                aria-labelledby={`${anchors[index]}-title`}
                css={styles.section}
              >
                <h2 id={`${anchors[index]}-title`} css={styles.sectionTitle}>
                  <span aria-hidden="true" css={styles.number}>
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                {section.paragraphs?.map((paragraph, i) => (
                  <p key={i} css={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
                {section.items?.length ? (
                  <ul css={styles.bullets}>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <LegalContact title={contact.title} text={contact.text} />
          </div>
        </div>
      </div>
    </div>
  )
}
