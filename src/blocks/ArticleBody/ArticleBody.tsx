import { ArrowLeft } from '../../generated/icons.ts'
import { FormattedDate } from '../../components/FormattedDate.tsx'
import { SiteImage } from '../../components/SiteImage.tsx'
import { SmartLink } from '../../components/SmartLink.tsx'
import { categoryLabel } from '../../shared/categories.ts'
import { fillTemplate } from '../../shared/text.ts'
import { Hero } from '../Hero/Hero.tsx'
import type { BlockProps } from '../types.ts'
import * as styles from './ArticleBody.styles.ts'

/**
 * One article's page, drawn from the item of its [id].yaml page: a heading band with its category and title,
 * then the byline and date, its picture and its paragraphs and subheadings (plain text: no HTML is ever rendered).
 */
export function ArticleBody({
  id,
  backLink,
  byline = '{author}',
  entry: article,
  categories,
}: BlockProps<'article-body'>) {
  return (
    <div id={id}>
      <Hero
        type="hero"
        badge={categoryLabel(categories, article.category)}
        title={article.title}
        subtitle={article.excerpt}
      />
      <article css={styles.column}>
        <SmartLink href={backLink.href} css={styles.back}>
          <ArrowLeft size={18} />
          {backLink.label}
        </SmartLink>
        <p css={styles.meta}>
          <span css={styles.author}>{fillTemplate(byline, { author: article.author })}</span>
          <FormattedDate date={article.date} css={styles.date} />
        </p>
        <SiteImage
          image={article.image}
          loading="eager"
          fetchPriority="high"
          css={styles.image}
          width={1600}
          height={1000}
        />
        <div data-article-body="" css={styles.body}>
          {article.body.map((part, index) =>
            typeof part === 'string' ? (
              <p key={index}>{part}</p>
            ) : (
              <h2 key={index} css={styles.subheading}>
                {part.heading}
              </h2>
            ),
          )}
        </div>
      </article>
    </div>
  )
}
