import { TrendingUp } from '../../generated/icons.ts'
import { useId } from 'react'
import { cardStyles } from '../../components/Card.tsx'
import { CheckList } from '../../components/CheckList.tsx'
import { IconTile } from '../../components/IconTile.tsx'
import * as styles from './ServiceCards.styles.ts'
import { ServiceLink } from './ServiceLink.tsx'
import { serviceHref, type Service } from './sortServices.ts'

interface Props {
  item: Service
  linkLabel: string
  useCaseLabel?: string
  resultsLabel?: string
}

/**
 * A wide service card: what the service is and includes on one side, a sample use case with its results on the other.
 * The link comes last in the markup, so on phones it follows the use case; on wide screens it sits under the summary.
 */
export function DetailedCard({ item, linkLabel, useCaseLabel, resultsLabel }: Props) {
  const titleId = useId()
  const href = serviceHref(item)
  const { useCase } = item
  return (
    <article css={[cardStyles, styles.detailedCard]} aria-labelledby={titleId}>
      <div css={styles.summary}>
        <div css={styles.heading}>
          <IconTile name={item.icon} size="lg" />
          <h3 id={titleId} css={styles.title}>
            {item.title}
          </h3>
        </div>
        <p css={styles.description}>{item.description}</p>
        <div css={styles.details}>
          <CheckList items={item.details} />
        </div>
      </div>
      <div css={styles.useCase}>
        {useCaseLabel ? <p css={styles.useCaseLabel}>{useCaseLabel}</p> : null}
        <h4 css={styles.useCaseTitle}>{useCase.title}</h4>
        <p css={styles.description}>{useCase.description}</p>
        {resultsLabel ? <h5 css={styles.resultsLabel}>{resultsLabel}</h5> : null}
        <ul css={styles.results}>
          {useCase.results.map((result) => (
            <li key={result} css={styles.result}>
              <TrendingUp size={18} css={styles.resultIcon} />
              <span>{result}</span>
            </li>
          ))}
        </ul>
      </div>
      {href ? (
        <div css={styles.footer}>
          <ServiceLink href={href} label={linkLabel} title={item.title} linkLang={item.linkLang} />
        </div>
      ) : null}
    </article>
  )
}
