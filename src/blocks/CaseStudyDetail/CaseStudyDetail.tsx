import { useId, type ReactNode } from 'react'
import { CheckList } from '../../components/CheckList.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { Hero } from '../Hero/Hero.tsx'
import { Metrics } from '../Metrics/Metrics.tsx'
import { categoryLabel } from '../../shared/categories.ts'
import type { BlockProps } from '../types.ts'
import * as styles from './CaseStudyDetail.styles.ts'
import { Related } from './Related.tsx'
import { Sidebar } from './Sidebar.tsx'

/**
 * One case study's page, drawn from the item of its [id].yaml page (`entry`): the heading band (category, title,
 * client, picture), headline figures, the story (overview, challenge, solution, results, gallery, quote) beside a
 * project-details sidebar, then cards for the related studies (`relatedStudies`, in the order the study names them).
 */
export function CaseStudyDetail({
  id,
  headings,
  details,
  contact,
  related,
  entry: study,
  relatedStudies,
  categories,
}: BlockProps<'case-study-detail'>) {
  const images = study.additionalImages ?? []
  const category = categoryLabel(categories, study.category)
  return (
    <div id={id}>
      <Hero type="hero" badge={category} title={study.title} subtitle={study.client} background={study.image} />
      <Metrics type="metrics" tone="dark" items={study.metrics} />
      <div css={styles.layout}>
        <div css={styles.story}>
          <Part title={headings.overview}>
            <p css={styles.lead}>{study.overview}</p>
          </Part>
          <Part title={headings.challenge}>
            <p>{study.challenge}</p>
          </Part>
          <Part title={headings.solution}>
            <CheckList items={study.solution} />
          </Part>
          <Part title={headings.results}>
            <CheckList items={study.results} />
          </Part>
          {images.length ? (
            <Part title={headings.gallery}>
              <ul css={styles.gallery}>
                {images.map((image) => (
                  <li key={image.src}>
                    <SiteImage image={image} css={styles.galleryImage} width={1600} height={1000} />
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
          <figure css={styles.testimonial}>
            <blockquote css={styles.quote}>
              <p>{study.testimonial.quote}</p>
            </blockquote>
            <figcaption css={styles.caption}>
              <span css={styles.author}>{study.testimonial.author}</span>
              <span css={styles.position}>{study.testimonial.position}</span>
            </figcaption>
          </figure>
        </div>
        <Sidebar study={study} category={category} details={details} contact={contact} />
      </div>
      {relatedStudies.length ? <Related studies={relatedStudies} categories={categories} {...related} /> : null}
    </div>
  )
}

/** One part of the story: an h2 and its content. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} css={styles.part}>
      <h2 id={headingId} css={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
