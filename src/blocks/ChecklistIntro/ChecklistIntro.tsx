import { ArrowRight, Check } from '../../generated/icons.ts'
import { ButtonRow } from '../../components/ButtonLink.tsx'
import { Eyebrow, Section, mutedFor } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { otherLanguage, SmartLink } from '../../components/SmartLink.tsx'
import type { ChecklistIntroBlock } from '../../generated/schema-types.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './ChecklistIntro.styles.ts'

type Item = ChecklistIntroBlock['items'][number]
type Figure = NonNullable<ChecklistIntroBlock['figures']>[number]

/** An introduction: eyebrow, heading, text and a checklist on the left; a picture with headline figures on the right. */
export function ChecklistIntro({
  id,
  tone = 'light',
  eyebrow,
  title,
  text,
  items,
  image,
  figures,
  buttons,
}: BlockProps<'checklist-intro'>) {
  const dark = tone === 'dark'
  const accent = dark ? 'var(--color-accent)' : 'var(--color-accent-strong)'
  return (
    <Section id={id} tone={tone}>
      <div css={image ? styles.columns : styles.single}>
        <div>
          {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
          <h2 css={styles.title}>{title}</h2>
          {text ? <p css={[styles.text, { color: mutedFor(tone) }]}>{text}</p> : null}
          <ul css={styles.list}>
            {items.map((item, index) => (
              <li key={index} css={styles.item}>
                <span
                  aria-hidden="true"
                  css={[
                    styles.checkBadge,
                    { color: accent, background: `color-mix(in srgb, ${accent} 14%, transparent)` },
                  ]}
                >
                  <Check size={15} strokeWidth={3} />
                </span>
                <ItemBody item={item} accent={accent} muted={mutedFor(tone)} />
              </li>
            ))}
          </ul>
          {figures?.length && !image ? <Figures figures={figures} css={styles.figuresUnderList} /> : null}
          {buttons?.length ? <ButtonRow buttons={buttons} css={styles.buttons} /> : null}
        </div>
        {image ? (
          <div css={styles.media}>
            <SiteImage image={image} css={styles.image} />
            {figures?.length ? <Figures figures={figures} css={styles.figuresOverImage} /> : null}
          </div>
        ) : null}
      </div>
    </Section>
  )
}

function ItemBody({ item, accent, muted }: { item: Item; accent: string; muted: string }) {
  if (typeof item === 'string') return <span>{item}</span>
  return (
    <div>
      <span css={styles.itemTitle}>
        {/* Without link words, the point's title itself is the link. */}
        {item.href && !item.linkLabel ? (
          <SmartLink href={item.href} css={{ color: accent, textUnderlineOffset: '0.2em' }} {...otherLanguage(item)}>
            {item.title}
          </SmartLink>
        ) : (
          item.title
        )}
      </span>
      {item.description ? <span css={{ display: 'block', color: muted }}>{item.description}</span> : null}
      {item.href && item.linkLabel ? (
        <SmartLink href={item.href} css={[styles.itemLink, { color: accent }]} {...otherLanguage(item)}>
          {item.linkLabel}
          <ArrowRight size={16} />
        </SmartLink>
      ) : null}
    </div>
  )
}

function Figures({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <div className={className}>
      <ul css={styles.figures}>
        {figures.map((figure) => (
          <li key={`${figure.value}-${figure.label}`}>
            <span css={styles.figureValue}>{figure.value}</span>
            <span css={styles.figureLabel}>{figure.label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
