import { Quote as QuoteMark } from '../../generated/icons.ts'
import { Eyebrow, Section, mutedFor } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './Quote.styles.ts'

/** The first letter of the first and last words: "Adaeze Okafor" → "AO". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return picked.map((word) => word[0]!.toUpperCase()).join('')
}

/** A quotation in a large card, with the speaker's portrait (or initials), name and role. */
export function Quote({ id, tone = 'muted', eyebrow, quote, author, position, image }: BlockProps<'quote'>) {
  const dark = tone === 'dark'
  return (
    <Section id={id} tone={tone} noHeading>
      <figure css={[styles.card, dark ? styles.cardOnDark : styles.cardOnLight]}>
        <QuoteMark
          size={56}
          css={[styles.mark, { color: dark ? 'var(--color-accent)' : 'var(--color-accent-strong)' }]}
        />
        {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
        <blockquote css={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <figcaption css={styles.caption}>
          {image ? (
            <SiteImage image={image} css={styles.portrait} width={64} height={64} />
          ) : (
            <span aria-hidden="true" css={styles.initials}>
              {initialsOf(author)}
            </span>
          )}
          <span>
            <span css={styles.author}>{author}</span>
            {position ? <span css={[styles.position, { color: mutedFor(tone) }]}>{position}</span> : null}
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}
