import type { SerializedStyles } from '@emotion/react'
import type { StepsBlock } from '../generated/schema-types.ts'
import { cardStyles } from './Card.tsx'
import { CheckList } from './CheckList.tsx'
import * as styles from './StepList.styles.ts'

export type Step = StepsBlock['items'][number]

interface Props {
  steps: readonly Step[]
  /** numbered: cards in a row, each under its number; timeline: a vertical line of labelled milestones. */
  variant?: 'numbered' | 'timeline'
}

/**
 * Steps in order as an ordered list. The number shown is decorative (the list already tells screen readers
 * the position); a step's own label, such as a year, is content and is read out.
 */
export function StepList({ steps, variant = 'numbered' }: Props) {
  if (variant === 'timeline') {
    return (
      <ol css={styles.timeline}>
        {steps.map((step, index) => (
          <li key={`${step.label ?? index}-${step.title}`} css={styles.timelineItem}>
            <Marker step={step} index={index} extra={styles.timelineMarker} />
            <article css={[cardStyles, styles.timelineCard]}>
              <StepBody step={step} />
            </article>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ol css={styles.numberedList(steps.length)}>
      {steps.map((step, index) => (
        <li key={`${step.label ?? index}-${step.title}`} css={styles.numberedItem}>
          <Marker step={step} index={index} />
          <article css={[cardStyles, styles.stepCard]}>
            <StepBody step={step} />
          </article>
        </li>
      ))}
    </ol>
  )
}

function Marker({ step, index, extra }: { step: Step; index: number; extra?: SerializedStyles }) {
  if (step.label) return <span css={[styles.marker, extra]}>{step.label}</span>
  return (
    <span css={[styles.marker, extra]} aria-hidden="true">
      {String(index + 1).padStart(2, '0')}
    </span>
  )
}

function StepBody({ step }: { step: Step }) {
  return (
    <>
      <h3 css={styles.title}>{step.title}</h3>
      <p css={styles.description}>{step.description}</p>
      {step.features?.length ? (
        <div css={styles.features}>
          <CheckList items={step.features} />
        </div>
      ) : null}
    </>
  )
}
