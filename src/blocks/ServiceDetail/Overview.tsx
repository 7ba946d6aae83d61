import { Check } from '../../generated/icons.ts'
import { Eyebrow, Section } from '../../components/Section.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import type { Image } from '../../generated/schema-types.ts'
import * as styles from './ServiceDetail.styles.ts'

interface Props {
  id: string
  eyebrow?: string
  title: string
  featuresTitle: string
  paragraphs: readonly string[]
  features: readonly string[]
  image: Image
}

/** The overview: text and key features on one side, the service's picture on the other. */
export function Overview({ id, eyebrow, title, featuresTitle, paragraphs, features, image }: Props) {
  const headingId = `${id}-title`
  return (
    <Section id={id}>
      <div css={styles.overviewColumns}>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h2 id={headingId} css={styles.overviewTitle}>
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} css={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <div css={styles.media}>
          <SiteImage image={image} css={styles.image} width={1600} height={1000} />
        </div>
      </div>
      {features.length ? (
        <div css={styles.featuresPanel}>
          <h3 css={styles.featuresTitle}>{featuresTitle}</h3>
          <ul css={styles.featureList}>
            {features.map((feature) => (
              <li key={feature} css={styles.feature}>
                <span aria-hidden="true" css={styles.featureCheck}>
                  <Check size={15} strokeWidth={3} />
                </span>
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  )
}
