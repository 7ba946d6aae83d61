import { css } from '@emotion/react'
import { ArrowRight } from '../generated/icons.ts'
import { useId, type ReactNode } from 'react'
import type { Image } from '../generated/schema-types.ts'
import { fontSize, space } from '../theme/tokens.ts'
import { cardStyles } from './Card.tsx'
import { SiteImage } from './SiteImage.tsx'
import { SmartLink } from './SmartLink.tsx'

const styles = {
  card: css({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    padding: 0,
    overflow: 'hidden',
    // Lists of these run long (every case study, every article) and a picture sits on each card: a card far below the
    // screen is not laid out, and its picture not fetched, until the visitor scrolls near it. Without this, the
    // browser laid out the whole list before the first paint and fetched five pictures nobody could see yet.
    // 34rem is a card's height at every width (33.5-36rem measured), so the page is as long before as after.
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 34rem',
    '@media print': { contentVisibility: 'visible' },
  }),
  media: css({
    position: 'relative',
    aspectRatio: '16 / 10',
    overflow: 'hidden',
    background: 'var(--color-brand-deep)',
  }),
  image: css({
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: 'transform 400ms ease',
    'article:hover &': { transform: 'scale(1.03)' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none', 'article:hover &': { transform: 'none' } },
  }),
  body: css({ flex: 1, display: 'flex', flexDirection: 'column', gap: space.sm, padding: space.lg }),
  top: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.xs }),
  category: css({
    padding: '0.2rem 0.7rem',
    borderRadius: '999px',
    fontSize: fontSize.sm,
    fontWeight: 600,
    color: 'var(--color-accent-strong)',
    background: 'color-mix(in srgb, var(--color-accent-strong) 10%, var(--color-surface))',
    border: '1px solid color-mix(in srgb, var(--color-accent-strong) 25%, transparent)',
  }),
  meta: css({ fontSize: fontSize.sm, color: 'var(--color-muted)' }),
  title: css({ fontSize: fontSize.h3, fontWeight: 700 }),
  text: css({ color: 'var(--color-muted)' }),
  footer: css({ marginTop: 'auto', paddingTop: space.sm }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.4rem',
    fontWeight: 600,
    color: 'var(--color-accent-strong)',
    textDecoration: 'none',
    svg: { transition: 'transform 150ms ease' },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:hover svg': { transform: 'translateX(3px)' },
  }),
}

interface Props {
  image: Image
  category: string
  /** A line beside the category: the client, a date. */
  meta?: ReactNode
  title: string
  text: string
  href: string
  linkLabel: string
  /** h3 in a section under an h2 (the default). */
  headingLevel?: 2 | 3
  /** The language of the title and summary, when not the page's (an item not translated into it). */
  lang?: string
  /** The language of the page the link leads to, when not the page's, and the words that say so. */
  linkLang?: { code: string; marker?: string }
}

/**
 * A card for one collection item (case study, article): picture, category, title, summary and a link to its page.
 * The link words are the same on every card, so the link is described by the card's title.
 */
export function EntryCard({
  image,
  category,
  meta,
  title,
  text,
  href,
  linkLabel,
  headingLevel = 3,
  lang,
  linkLang,
}: Props) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article aria-labelledby={titleId} css={[cardStyles, styles.card]}>
      <div css={styles.media}>
        <SiteImage image={image} css={styles.image} width={1600} height={1000} />
      </div>
      <div css={styles.body}>
        <div css={styles.top}>
          <p css={styles.category}>{category}</p>
          {meta ? <p css={styles.meta}>{meta}</p> : null}
        </div>
        <Heading id={titleId} css={styles.title} lang={lang}>
          {title}
        </Heading>
        <p css={styles.text} lang={lang}>
          {text}
        </p>
        <div css={styles.footer}>
          <SmartLink href={href} css={styles.link} aria-describedby={titleId} hrefLang={linkLang?.code}>
            {linkLang?.marker ? `${linkLabel} ${linkLang.marker}` : linkLabel}
            <ArrowRight size={16} />
          </SmartLink>
        </div>
      </div>
    </article>
  )
}
